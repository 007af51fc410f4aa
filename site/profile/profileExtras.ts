/**
 * The nested blocks of /profile beside the flat fields of ./profileFields.ts (issue 17: "all of
 * the seeds' user fields the applicant may edit"): the passport with its issue date, the region,
 * the postal address (and the legal one of a legal entity or entrepreneur) and the ЕГРЮЛ record
 * / ИП registration certificate. The form holds them flat ('passport.series', 'region_id', …);
 * a save sends each changed block whole (all parts empty clears it), in the shapes
 * PATCH /v1/users/current takes (server/modules/people/applicantFields.ts).
 */
import type { AccountType } from '../../src/domain/accountTypes';
import { ruDate, toCalendarDate, toIsoDate } from '../../src/format/date';
import { users } from '../../src/registries/users';
import { notInFuture, validateDate } from '../../src/validation/dates';
import { masks } from '../../src/validation/masks';
import type { Account } from './accountQueries';

export type BlockName =
  | 'passport'
  | 'postal_address'
  | 'legal_address'
  | 'egrul_document'
  | 'entrepreneur_registration_document';

/** [part, label, input mask?, kind] of each block. */
type Part = readonly [key: string, label: string, mask?: string, kind?: 'date'];

const passportParts: readonly Part[] = [
  ['series', 'Серия', masks.passportSeries],
  ['number', 'Номер', masks.passportNumber],
  ['division_code', 'Код подразделения', masks.passportDivision],
  ['issued_by', 'Кем выдан'],
  ['date', 'Дата выдачи', masks.date, 'date'],
];

const addressParts: readonly Part[] = [
  ['zip_code', 'Индекс'],
  ['region', 'Регион'],
  ['area', 'Район'],
  ['city', 'Город'],
  ['settlement', 'Населённый пункт'],
  ['street', 'Улица'],
  ['house', 'Дом'],
  ['block', 'Корпус'],
  ['flat', 'Квартира'],
];

const documentParts: readonly Part[] = [
  ['number', 'Номер'],
  ['registered_at', 'Дата регистрации', masks.date, 'date'],
  ['issued_by', 'Кем выдан'],
];

export interface Block {
  name: BlockName;
  title: string;
  parts: readonly Part[];
}

/** The blocks an account type has, in the form's order. */
export function blocksOf(accountType: AccountType): Block[] {
  const f = users.fields;
  const blocks: Block[] = [{ name: 'passport', title: f.passport.label, parts: passportParts }];
  if (accountType === 'legal_entity')
    blocks.push({ name: 'egrul_document', title: f.egrul_document.label, parts: documentParts });
  if (accountType === 'entrepreneur')
    blocks.push({
      name: 'entrepreneur_registration_document',
      title: f.entrepreneur_registration_document.label,
      parts: documentParts,
    });
  if (accountType !== 'individual_person')
    blocks.push({ name: 'legal_address', title: f.legal_address.label, parts: addressParts });
  blocks.push({ name: 'postal_address', title: f.postal_address.label, parts: addressParts });
  return blocks;
}

/** Flat form values: 'region_id', 'gender' and '<block>.<part>'. */
export type ExtraValues = Record<string, string>;

const text = (v: unknown) => (v == null ? '' : String(v));

function shownPart(part: Part, value: unknown): string {
  if (part[3] === 'date') {
    const d = toCalendarDate(value);
    return d ? ruDate(d) : text(value);
  }
  return text(value);
}

export function extraValues(account: Account, accountType: AccountType): ExtraValues {
  const values: ExtraValues = { region_id: text(account.region_id), gender: text(account.gender) };
  for (const block of blocksOf(accountType)) {
    const stored = (account[block.name] ?? {}) as Record<string, unknown>;
    for (const part of block.parts) {
      const raw = stored[part[0]];
      values[`${block.name}.${part[0]}`] =
        part[0] === 'series' && typeof raw === 'string' && /^\d{4}$/.test(raw)
          ? `${raw.slice(0, 2)} ${raw.slice(2)}`
          : shownPart(part, raw);
    }
  }
  return values;
}

/** The dates must be real and not in the future (the server's rule); the rest it checks. */
export function validateExtras(values: ExtraValues, accountType: AccountType) {
  const errors: Record<string, string> = {};
  for (const block of blocksOf(accountType))
    for (const part of block.parts) {
      const key = `${block.name}.${part[0]}`;
      const value = values[key]?.trim();
      if (!value || part[3] !== 'date') continue;
      const error = validateDate(value) ?? notInFuture(value);
      if (error) errors[key] = error;
    }
  return errors;
}

function outPart(part: Part, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (part[0] === 'series') return v.replace(/\s/g, '');
  if (part[3] === 'date') {
    const d = toCalendarDate(v);
    return d ? toIsoDate(d) : v;
  }
  return v;
}

/** The PATCH attributes of the changed blocks (whole), and of the region and gender. */
export function changedExtras(
  before: ExtraValues,
  after: ExtraValues,
  accountType: AccountType,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['region_id', 'gender'])
    if ((after[key] ?? '') !== (before[key] ?? '')) out[key] = after[key] || null;
  for (const block of blocksOf(accountType)) {
    const keys = block.parts.map((p) => `${block.name}.${p[0]}`);
    if (keys.every((k) => (after[k] ?? '').trim() === (before[k] ?? '').trim())) continue;
    const value = Object.fromEntries(
      block.parts.map((p) => [p[0], outPart(p, after[`${block.name}.${p[0]}`] ?? '')]),
    );
    out[block.name] = Object.values(value).some(Boolean) ? value : null;
  }
  return out;
}

/** A block as one line for the read-only page: 'Серия 45 10, номер 123456, …'. */
export function blockLine(block: Block, account: Account): string {
  const stored = account[block.name] as Record<string, unknown> | null | undefined;
  if (!stored) return '';
  return block.parts
    .map((p) => [p[1], shownPart(p, stored[p[0]])] as const)
    .filter(([, v]) => v)
    .map(([label, v]) => `${label}: ${v}`)
    .join(', ');
}
