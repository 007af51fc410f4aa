/**
 * An applicant's card as the console writes it: the registration's fields and validators
 * (server/modules/auth/userFields.ts: names, contacts, passport, SNILS checksum, INN/OGRN by
 * account type, unique e-mail and phone) plus what only staff fill in — the legal and postal
 * addresses (seed 000 §3 Address) and the registration document of a legal entity (ЕГРЮЛ) or of
 * an entrepreneur, each with its `registered_at` date (seed 000 §3 User).
 */
import { addressLineParts } from '../../../src/domain/addresses';
import { accountTypes, isAccountType, type AccountType } from '../../../src/domain/accountTypes';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { notInFuture } from '../../../src/validation/dates';
import { validationMessages as m } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import type { ApplicantAttributes } from '../../../src/wire/accountBodies';
import type { judgedAttributes } from '../../http/schemaErrors';
import { AfterSchema } from '../../http/afterSchema';
import {
  accountTypeField,
  checkRegion,
  checkUnique,
  personFields,
  requisiteFields,
  requisiteNames,
} from '../auth/userFields';

/** The card as its route judged it (./userRoutes.ts). */
export type ApplicantForm = ReturnType<typeof judgedAttributes<ApplicantAttributes>>;

export const addressKinds = ['legal_address', 'postal_address'] as const;
export type AddressKind = (typeof addressKinds)[number];

/** The address attributes staff type in (seed 000 §3 Address; coordinates come from DaData). */
export const addressKeys = [...addressLineParts, 'extra'] as const;

export type AddressValues = Partial<Record<(typeof addressKeys)[number], string | null>>;

/** The registration document of each account type that has one. */
export const documentFieldOf: Partial<Record<AccountType, string>> = {
  legal_entity: 'egrul_document',
  entrepreneur: 'entrepreneur_registration_document',
};

const documentTitles: Record<string, string> = {
  egrul_document: 'Запись ЕГРЮЛ',
  entrepreneur_registration_document: 'Свидетельство о регистрации ИП',
};

const addressTitles: Record<AddressKind, string> = {
  legal_address: 'Юридический адрес',
  postal_address: 'Почтовый адрес',
};

/** The fields of one account type's requisites and registration document. */
function ownFields(type: AccountType): string[] {
  const document = documentFieldOf[type];
  return [...requisiteNames(type), ...(document ? [document] : [])];
}

/**
 * The attributes without the empty fields of other account types: the card (and so the live
 * portal's PUT, which sends the document as GET returned it) carries every type's requisites,
 * null where the type has none. A value in one of them is still refused.
 */
function withoutForeignBlanks(
  attributes: ApplicantAttributes,
  type: AccountType | undefined,
): ApplicantAttributes {
  if (!type) return attributes;
  const own = new Set(ownFields(type));
  const foreign = new Set(accountTypes.flatMap(ownFields).filter((name) => !own.has(name)));
  return Object.fromEntries(
    Object.entries(attributes).filter(
      ([key, value]) => !(foreign.has(key) && (value === null || value === '')),
    ),
  );
}

/**
 * One address block (judged an object or null): known keys only, strings up to 255 characters;
 * a refused member is answered under the address; null clears it.
 */
function addressField(f: AfterSchema, kind: AddressKind): AddressValues | null | undefined {
  const v = f.attributes[kind] as Record<string, unknown> | null | undefined;
  if (v === undefined) return undefined;
  if (v === null) return null;
  const ok = Object.entries(v).every(
    ([k, x]) =>
      // The console echoes the included address back with its id and kind.
      ['id', 'kind', 'title', ...addressKeys].includes(k) &&
      (x === null || (typeof x === 'string' && x.length <= 255)),
  );
  if (!ok) {
    f.fail(kind, addressTitles[kind], m.invalid);
    return undefined;
  }
  const out: AddressValues = {};
  for (const key of addressKeys) {
    const text = typeof v[key] === 'string' ? (v[key] as string).trim() : '';
    out[key] = text || null;
  }
  return Object.values(out).some(Boolean) ? out : null;
}

/** The address blocks sent: the values to store, or null to clear. */
export function addressFields(f: AfterSchema): Partial<Record<AddressKind, AddressValues | null>> {
  const addresses: Partial<Record<AddressKind, AddressValues | null>> = {};
  for (const kind of addressKinds) {
    const value = addressField(f, kind);
    if (value !== undefined) addresses[kind] = value;
  }
  return addresses;
}

/**
 * `{number, registered_at, issued_by}` (judged an object or null): the date as dd.MM.yyyy or
 * ISO, not in the future; a refused member is answered under the document.
 */
export function documentField(f: AfterSchema, name: string): void {
  const v = f.attributes[name] as Record<string, unknown> | null | undefined;
  if (v === undefined) return;
  const title = documentTitles[name] ?? name;
  if (v === null) {
    f.values[name] = null;
    return;
  }
  if (!Object.keys(v).every((k) => ['number', 'registered_at', 'issued_by'].includes(k))) {
    return f.fail(name, title, m.invalid);
  }
  const text = (key: string, max: number) => {
    const x = v[key];
    if (x === undefined || x === null || x === '') return null;
    return typeof x === 'string' && x.trim().length <= max ? x.trim() : undefined;
  };
  const number = text('number', 50);
  const issuedBy = text('issued_by', 255);
  const rawDate = text('registered_at', 10);
  const date = rawDate ? toCalendarDate(rawDate) : null;
  if (number === undefined || issuedBy === undefined || rawDate === undefined || date === undefined)
    return f.fail(name, title, m.invalid);
  const late = rawDate ? notInFuture(rawDate) : undefined;
  if (late) return f.fail(name, title, late);
  f.values[name] = JSON.stringify({
    number,
    registered_at: date ? toIsoDate(date) : null,
    issued_by: issuedBy,
  });
}

export interface ApplicantInput {
  /** Column values of `users`. */
  columns: Record<string, unknown>;
  addresses: ReturnType<typeof addressFields>;
}

/**
 * Validates a create (`existing` undefined: the type read from the body, everything required)
 * or an update of an applicant of that type (only the fields sent), after the schema judged the
 * body (`ApplicantAttributes`; its refusals are answered with these). Another type's
 * requisites and document are unknown attributes, but the blanks the card carries for them are
 * left out. Throws the 422 with every error.
 */
export async function validateApplicant(
  db: Queryable,
  { attributes: judged, errors: refused }: ApplicantForm,
  existing?: { id: string; accountType: AccountType },
): Promise<ApplicantInput> {
  const partial = existing !== undefined;
  const sentType = isAccountType(judged.account_type) ? judged.account_type : undefined;
  const attributes = withoutForeignBlanks(judged, existing?.accountType ?? sentType);
  const f = new AfterSchema(attributes, partial);
  // The account type is chosen once, on creation; an edit may echo it back.
  const accountType = existing?.accountType ?? accountTypeField(f);
  personFields(f);
  requisiteFields(f, accountType, true);
  for (const [type, document] of Object.entries(documentFieldOf)) {
    if (type === accountType) documentField(f, document);
    else if (attributes[document as keyof ApplicantAttributes] !== undefined) f.unknown(document);
  }
  const addresses = addressFields(f);
  await checkRegion(db, f);
  await checkUnique(db, 'users', f, existing?.id);
  return { columns: f.done(refused), addresses };
}
