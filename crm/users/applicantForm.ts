/**
 * The applicant form without React: which blocks an account type has (seed 000 §3 User: a
 * legal entity its organization, INN 10 / OGRN 13, KPP, ЕГРЮЛ record and legal address; an
 * entrepreneur INN 12 / OGRNIP 15, the registration certificate and legal address; everyone
 * names, contacts, personal data, passport and a postal address), the `form_mode` of
 * /crm/users/new, and the form values turned into the attributes the server takes.
 */
import { accountTypes, isAccountType, type AccountType } from '../../src/domain/accountTypes';
import { normalizePhone, phoneDigits } from '../../src/validation/phone';

export const addressParts = [
  ['zip_code', 'Индекс'],
  ['region', 'Регион'],
  ['area', 'Район'],
  ['city', 'Город'],
  ['settlement', 'Населённый пункт'],
  ['street', 'Улица'],
  ['house', 'Дом'],
  ['block', 'Корпус'],
  ['flat', 'Квартира'],
] as const;

export interface ApplicantBlocks {
  /** Organization name and requisites. */
  requisites: boolean;
  /** INN of 10 digits and OGRN of 13 (legal entity) or INN 12 / OGRNIP 15 (entrepreneur). */
  legal: boolean;
  /** The registration document field, when the type has one. */
  document: 'egrul_document' | 'entrepreneur_registration_document' | null;
  legalAddress: boolean;
}

export function blocksOf(accountType: AccountType): ApplicantBlocks {
  if (accountType === 'legal_entity')
    return { requisites: true, legal: true, document: 'egrul_document', legalAddress: true };
  if (accountType === 'entrepreneur')
    return {
      requisites: true,
      legal: false,
      document: 'entrepreneur_registration_document',
      legalAddress: true,
    };
  return { requisites: false, legal: false, document: null, legalAddress: false };
}

/** An applicant's account type; an unknown one is a person. */
export const accountTypeOf = (value: unknown): AccountType =>
  isAccountType(value) ? value : accountTypes[0];

/** `/crm/users/new?form_mode=legal_entity` → the account type; an unknown mode is a person. */
export const formModeOf = (search: string) =>
  accountTypeOf(new URLSearchParams(search).get('form_mode'));

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A block (an address, the passport, a document) as sent: its `parts`, or null when all are blank. */
function blockOut(
  value: unknown,
  parts: (v: Record<string, unknown>) => Record<string, string | null>,
): Record<string, string | null> | null {
  if (!value || typeof value !== 'object') return null;
  const out = parts(value as Record<string, unknown>);
  return Object.values(out).some(Boolean) ? out : null;
}

/** An address block's parts only (the included copy's id and kind stay home). */
const addressOut = (value: unknown) =>
  blockOut(value, (v) => Object.fromEntries(addressParts.map(([key]) => [key, text(v[key])])));

const passportOut = (value: unknown) =>
  blockOut(value, (v) => ({
    // The mask shows '58 04'; the server keeps the four digits.
    series: text(v.series) && phoneDigits(String(v.series)),
    number: text(v.number),
    division_code: text(v.division_code),
    issued_by: text(v.issued_by),
    date: text(v.date),
  }));

const documentOut = (value: unknown) =>
  blockOut(value, (v) => ({ number: text(v.number), registered_at: text(v.registered_at) }));

/** The attributes of a save; the account type goes out on creation only. */
export function applicantToWire(
  values: Record<string, unknown>,
  accountType: AccountType,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const blocks = blocksOf(accountType);
  const out: Record<string, unknown> = {
    last_name: text(values.last_name),
    first_name: text(values.first_name),
    middle_name: text(values.middle_name),
    email: text(values.email),
    phone: typeof values.phone === 'string' ? (normalizePhone(values.phone) ?? values.phone) : null,
    birth_date: text(values.birth_date),
    gender: text(values.gender),
    snils: text(values.snils),
    region_id: values.region_id ?? null,
    passport: passportOut(values.passport),
    postal_address: addressOut(values.postal_address),
  };
  if (mode === 'create') out.account_type = accountType;
  if (blocks.requisites) {
    out.inn = text(values.inn);
    out.ogrn = text(values.ogrn);
    out.organization_name = text(values.organization_name);
    out.organization_full_name = text(values.organization_full_name);
  }
  if (blocks.legal) out.kpp = text(values.kpp);
  if (blocks.document) out[blocks.document] = documentOut(values[blocks.document]);
  if (blocks.legalAddress) out.legal_address = addressOut(values.legal_address);
  return out;
}
