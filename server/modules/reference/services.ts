/**
 * Services (seed 000 §3, §5): the site lists what may be applied for (serviceRules.ts); the
 * console manages the whole registry, and `offered=true` applies the same rules for the
 * calling staff role. Only etp_admin creates services. Writes take JSON:API or the console's
 * form data under the key `service`. The passport PDF is validated but not stored until the
 * file storage exists: `passport` is always null, `remove_passport` clears it.
 */
import { accountTypes, isAccountType } from '../../../src/domain/accountTypes';
import { validationMessages } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList } from '../../jsonapi/query';
import { refs, resource } from '../../jsonapi/serialize';
import { existingIds } from '../../http/crud';
import type { Fields } from '../../http/fields';
import { isUploadedFile } from './formBody';
import { organizationsByIds } from './organizationData';
import type { Registry } from './registry';
import { applyOfferRules, offerOrder } from './serviceRules';

interface ServiceRow {
  id: string;
  code: string;
  kind: string;
  name: string;
  slug: string | null;
  short_name: string;
  description: string;
  active: boolean;
  additional_service: boolean;
  sla_kind: string;
  sla_period: number;
  priority: number;
  documents_list: string | null;
  account_types: string[];
  organization_ids: string[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, code, kind, name, slug, short_name, description, active, additional_service,
  sla_kind, sla_period, priority, documents_list, account_types, created_at, updated_at,
  ARRAY(SELECT os.organization_id FROM organization_services os
        WHERE os.service_id = services.id ORDER BY os.organization_id) AS organization_ids`;

function accountTypeFilter(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isAccountType(value)) throw new BadRequest('Неизвестный тип заявителя', '/account_type');
  return value;
}

// Seed 000 §5 service passport: a PDF, not empty, at most 70 MB (about 71,680,000 bytes).
const PASSPORT_MAX_BYTES = 71_680_000;

/**
 * Validates a passport sent with the form. It is not stored yet: the file storage module does
 * not exist, so a valid passport is accepted and dropped, and `passport` stays null.
 */
function checkPassport(f: Fields): void {
  const file = f.raw('passport');
  if (!isUploadedFile(file)) return;
  const title = 'Паспорт услуги';
  const isPdf = file.head.startsWith('%PDF') && /\.pdf$/i.test(file.filename);
  if (file.size === 0) f.fail('passport', title, 'Файл не должен быть пустым');
  else if (!isPdf) f.fail('passport', title, 'Вы загрузили неверный формат документов');
  else if (file.size > PASSPORT_MAX_BYTES) {
    f.fail('passport', title, 'Максимальный размер загружаемого файла не должен превышать 70Мб');
  }
}

export const servicesRegistry: Registry<ServiceRow> = {
  name: 'services',
  table: 'services',
  type: 'service',
  columns: COLUMNS,
  natural: offerOrder,
  sortable: { priority: 'priority', name: 'name', code: 'code', id: 'id' },
  searchColumns: ['name', 'short_name', 'code', 'kind'],
  serialize: ({ id, organization_ids, ...attributes }) =>
    resource(
      'service',
      id,
      { ...attributes, passport: null },
      { organizations: refs('organization', organization_ids.map(String)) },
    ),
  filter(where, q, request, site) {
    const p = request.principal;
    const asked = accountTypeFilter(q.filters.account_type);
    if (site || filterBool(q.filters, 'offered')) {
      applyOfferRules(where, {
        accountType: p?.kind === 'user' ? p.accountType : asked,
        role: p?.kind === 'admin' ? p.role : undefined,
      });
    } else if (asked) {
      where.and(`${where.p(asked)} = ANY(account_types)`);
    }
    if (!site) {
      const active = filterBool(q.filters, 'active');
      if (active !== undefined) where.and(`active = ${where.p(active)}`);
      const extra = filterBool(q.filters, 'additional_service');
      if (extra !== undefined) where.and(`additional_service = ${where.p(extra)}`);
    }
    const kinds = filterList(q.filters, 'kind');
    if (kinds.length) where.and(`kind = ANY(${where.p(kinds)}::text[])`);
    const ids = filterIds(q.filters, 'ids');
    if (ids.length) where.and(`id = ANY(${where.p(ids)}::bigint[])`);
    const orgs = filterIds(q.filters, 'organization_id');
    if (orgs.length) {
      where.and(`id IN (SELECT service_id FROM organization_services
                        WHERE organization_id = ANY(${where.p(orgs)}::bigint[]))`);
    }
  },
  async included(db: Queryable, rows, q) {
    if (!q.included.includes('organizations')) return [];
    return organizationsByIds(
      db,
      rows.flatMap((r) => r.organization_ids.map(String)),
    );
  },
  async validate(f, db, partial) {
    f.string('code', 'Код', {
      required: true,
      max: 10,
      pattern: /^\d+$/,
      message: validationMessages.digitsOnly,
    });
    f.string('kind', 'Вид услуги', { max: 64, pattern: /^[a-z][a-z0-9_]*$/ });
    f.string('name', 'Наименование', { required: true, max: 500 });
    f.string('slug', 'Slug', { max: 100, pattern: /^[a-z0-9][a-z0-9_-]*$/ });
    f.string('short_name', 'Тип услуги', { required: true });
    f.string('description', 'Описание', { required: true, max: 10000 });
    f.bool('active', 'Активна');
    f.bool('additional_service', 'Дополнительная услуга');
    f.string('sla_kind', 'Тип срока', { required: true, pattern: /^(business|calendar)$/ });
    f.int('sla_period', 'Срок оказания услуги', { required: true, min: 0 });
    f.int('priority', 'Приоритет', { min: 0 });
    f.string('documents_list', 'Перечень документов', { max: 10000 });
    f.strings('account_types', 'Типы заявителей', accountTypes);
    f.strings('organization_ids', 'Организации', undefined, /^\d{1,18}$/);
    f.bool('remove_passport', 'Удалить паспорт услуги');
    checkPassport(f);
    // A service created from the form has no type code: it gets its own, derived from the code.
    if (!partial && !f.values.kind && typeof f.values.code === 'string') {
      f.values.kind = `service_${f.values.code}`;
    }
    if (f.values.kind === null) f.fail('kind', 'Вид услуги', validationMessages.required);
    if (f.values.account_types === null) f.values.account_types = [];
    const orgIds = (f.values.organization_ids as string[] | null | undefined) ?? [];
    const found = await existingIds(db, 'organizations', orgIds);
    if (orgIds.some((id) => !found.has(id))) {
      f.fail('organization_ids', 'Организации', 'Организация не найдена');
    }
  },
  virtual: ['organization_ids', 'remove_passport'],
  async afterWrite(db, id, values) {
    if (values.remove_passport === true) {
      await db.query('UPDATE services SET passport_file_id = NULL WHERE id = $1', [id]);
    }
    const orgIds = values.organization_ids as string[] | null | undefined;
    if (orgIds === undefined) return;
    await db.query('DELETE FROM organization_services WHERE service_id = $1', [id]);
    await db.query(
      `INSERT INTO organization_services (organization_id, service_id)
       SELECT unnest($1::bigint[]), $2`,
      [orgIds ?? [], id],
    );
  },
  constraints: {
    unique: {
      services_code_key: ['code', 'Услуга с таким кодом уже существует'],
      services_kind_idx: ['kind', 'Услуга с таким видом уже существует'],
    },
    inUse: 'Услуга используется в заявках и не может быть удалена',
  },
  readOnly: ['id', 'created_at', 'updated_at', 'passport', 'organizations'],
};
