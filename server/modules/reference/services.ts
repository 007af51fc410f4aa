/**
 * Services (seed 000 §3, §5): the site lists what may be applied for (serviceRules.ts); the
 * console manages the whole registry, and `offered=true` applies the same rules for the
 * calling staff role. Only etp_admin creates services. Writes take JSON:API or the console's
 * form data under the key `service`. The passport PDF (seed 001 §3 "passport (file with url
 * and name)") streams into the storage as the form arrives (./formBody.ts, at most
 * SERVICE_PASSPORT_MAX_BYTES, else a 413) and is recorded as an attachment that
 * `passport_file_id` points at; `remove_passport`
 * unlinks it, and a replaced or removed passport is left to the orphan sweep. Downloads:
 * `GET /v1/services/{id}/passport` and `/v1/admin/services/{id}/passport`
 * (`?transfer=download_url` → signed URL).
 */
import { alreadyExists } from '../../../i18n/messages';
import { matchesSignature } from '../../../src/domain/fileSignatures';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountTypes, isAccountType } from '../../../src/domain/accountTypes';
import { maxServicePassportBytes, servicePassportExtensions } from '../../../src/domain/uploads';
import { formatFileSize } from '../../../src/format/number';
import { allowedExtensions, maxFileSize, notEmptyFile } from '../../../src/validation/files';
import { interpolate, validationMessages } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { BadRequest, NotFound } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList } from '../../jsonapi/query';
import { refs, resource } from '../../jsonapi/serialize';
import { existingIds } from '../../http/crud';
import { pathId } from '../../http/request';
import { findAttachment, recordStoredAttachment } from '../../storage/attachments';
import { answerTransfer, transferOf } from '../../storage/transfer';
import { isFormFile, type FormFile } from './formBody';
import { organizationsByIds } from './organizationData';
import { registerRegistry, type Registry } from './registry';
import { applyOfferRules, offerOrder } from './serviceRules';
import { routeSchemas } from '../../http/schemas';

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
  passport_file_id: string | null;
  passport_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, code, kind, name, slug, short_name, description, active, additional_service,
  sla_kind, sla_period, priority, documents_list, account_types, created_at, updated_at,
  ARRAY(SELECT os.organization_id FROM organization_services os
        WHERE os.service_id = services.id ORDER BY os.organization_id) AS organization_ids,
  passport_file_id,
  (SELECT a.original_filename FROM attachments a
    WHERE a.id = services.passport_file_id AND a.status = 'complete') AS passport_name`;

function accountTypeFilter(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isAccountType(value)) throw new BadRequest('Неизвестный тип заявителя', '/account_type');
  return value;
}

const PASSPORT_TITLE = 'Паспорт услуги';

/**
 * The seeds' message for a passport over `maxBytes`: their own '70Мб' one at the seeds' limit,
 * 'не должен превышать {size}' at another (SERVICE_PASSPORT_MAX_BYTES, the bench's).
 */
export function passportTooLarge(maxBytes: number): string {
  return maxBytes === maxServicePassportBytes
    ? validationMessages.passportMaxSize
    : interpolate(validationMessages.fileMaxSize, { size: formatFileSize(maxBytes) });
}

/**
 * The seeds' message for a passport that is not a non-empty PDF (by name and by its bytes,
 * src/domain/fileSignatures.ts) of at most `maxBytes` (70 MB); undefined when it is fine.
 */
export function passportError(
  file: Pick<FormFile, 'filename' | 'size' | 'head'>,
  maxBytes = maxServicePassportBytes,
) {
  const value = { name: file.filename, size: file.size };
  const rule =
    notEmptyFile(value) ??
    allowedExtensions(servicePassportExtensions)(value) ??
    maxFileSize(maxBytes, passportTooLarge(maxBytes))(value);
  if (rule) return rule;
  return matchesSignature(file.filename, file.head) ? undefined : validationMessages.fileFormat;
}

/** The public download path of a service's passport (the site shows it; the console too). */
export const passportUrl = (id: string) => `/v1/services/${id}/passport`;

export const servicesRegistry = (passportMaxBytes: number): Registry<ServiceRow> => ({
  name: 'services',
  table: 'services',
  type: 'service',
  columns: COLUMNS,
  natural: offerOrder,
  sortable: { priority: 'priority', name: 'name', code: 'code', id: 'id' },
  searchColumns: ['name', 'short_name', 'code', 'kind'],
  serialize: ({ id, organization_ids, passport_file_id, passport_name, ...attributes }) =>
    resource(
      'service',
      id,
      {
        ...attributes,
        passport:
          passport_file_id && passport_name ? { url: passportUrl(id), name: passport_name } : null,
      },
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
    // Seed 000: business days ('Рабочих дней') unless calendar days are chosen.
    f.string('sla_kind', 'Тип срока', { pattern: /^(business|calendar)$/ });
    if (f.values.sla_kind === null || (!partial && !('sla_kind' in f.values)))
      f.values.sla_kind = 'business';
    f.int('sla_period', 'Срок оказания услуги', { required: true, min: 0 });
    f.int('priority', 'Приоритет', { min: 0 });
    f.string('documents_list', 'Перечень документов', { max: 10000 });
    f.strings('account_types', 'Типы заявителей', accountTypes);
    f.strings('organization_ids', 'Организации', undefined, /^\d{1,18}$/);
    f.bool('remove_passport', 'Удалить паспорт услуги');
    const passport = f.raw('passport');
    const refused = isFormFile(passport) ? passportError(passport, passportMaxBytes) : undefined;
    if (refused) f.fail('passport', PASSPORT_TITLE, refused);
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
    if (f.values.remove_passport === true) f.values.passport_file_id = null;
    // Stored last and only for a write that is otherwise valid (done() throws the 422 now).
    // A write failing later leaves an unowned attachment, which the orphan sweep removes.
    if (isFormFile(passport) && !refused) {
      f.done();
      const row = await recordStoredAttachment(
        db,
        { kind: 'passport', filename: passport.filename },
        passport,
      );
      passport.keep();
      f.values.passport_file_id = row.id;
    }
  },
  virtual: ['organization_ids', 'remove_passport'],
  async afterWrite(db, id, values) {
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
      services_code_key: ['code', alreadyExists('Услуга', 'кодом')],
      services_kind_idx: ['kind', alreadyExists('Услуга', 'видом')],
    },
    inUse: 'Услуга используется в заявках и не может быть удалена',
  },
  readOnly: ['id', 'created_at', 'updated_at', 'passport', 'organizations'],
  // The passport streams to the storage as the form arrives; a bigger one is a 413.
  form: {
    files: {
      passport: {
        title: PASSPORT_TITLE,
        maxBytes: passportMaxBytes,
        tooLarge: passportTooLarge(passportMaxBytes),
      },
    },
  },
});

/** The services registry and the passport downloads (site and console). */
export function registerServices(app: FastifyInstance): void {
  registerRegistry(app, servicesRegistry(app.config.servicePassportMaxBytes));
  const download = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const [row] = await app.db.query<{ passport_file_id: string | null }>(
      'SELECT passport_file_id FROM services WHERE id = $1',
      [pathId(request.params.id)],
    );
    if (!row?.passport_file_id) throw new NotFound();
    const file = await findAttachment(app.db, String(row.passport_file_id));
    return answerTransfer(request, reply, file, transferOf(request) ?? 'binary');
  };
  app.get<{ Params: { id: string } }>(
    '/v1/services/:id/passport',
    { config: { access: 'public' }, schema: routeSchemas.fileOf },
    download,
  );
  app.get<{ Params: { id: string } }>(
    '/v1/admin/services/:id/passport',
    { config: { access: { permission: 'admin_services_read' } }, schema: routeSchemas.fileOf },
    download,
  );
}
