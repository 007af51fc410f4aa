/**
 * The lead's own attributes (seed 000 §3 Lead, issue 6 "The lead"), declared ONCE for the server,
 * the console and the site: Russian labels, the shared validators of src/validation, which
 * attributes only staff set, the address / representative / contact-person parts, and what a
 * submitted lead must carry beyond a draft. `parseLeadAttributes` and `leadSubmissionErrors` are
 * pure: a form runs them as it is filled, the server runs them on every write.
 *
 * Relations (service, organization, branch, source) are ids checked against the database by the
 * server; their labels are here so every side names them the same way.
 */
import { addressLineParts } from '../domain/addresses';
import { errorMessages } from '../../i18n/messages';
import { gasFlowDocumentKind } from '../domain/documentKinds';
import { feedbackTypeOptions, isFeedbackType, postFeedbackType } from '../domain/feedbackTypes';
import { isContractSignType, contractSignTypeOptions } from '../domain/people';
import type { SelectOption } from '../domain/enums';
import type { ServiceKind } from '../domain/services';
import { toCalendarDate, toIsoDate } from '../format/date';
import { maxLength, validateCadastralNumber } from '../validation/basic';
import { notInFuture } from '../validation/dates';
import { validateEmail } from '../validation/email';
import { validationMessages as m, type Validator } from '../validation/messages';
import { normalizePhone, validatePhone } from '../validation/phone';
import { leadFilterFieldLabels as caption, leadRelationLabels, type LeadRelation } from './labels';
import { validateInnLegal, validateOgrnLegal } from '../validation/requisites';
import { validateSnils } from '../validation/snils';
import { isObject } from '../wire/isObject';

export type LeadFieldKind = 'string' | 'text' | 'boolean' | 'date' | 'enum' | 'decimal';

export interface LeadField {
  label: string;
  kind: LeadFieldKind;
  /** Longest text accepted (default 255 for strings, 5000 for texts). */
  max?: number;
  /** Shared rules of src/validation, run after the kind's own check. */
  validate?: readonly Validator[];
  options?: readonly SelectOption[];
  /** Normalises accepted text (phones are stored as 11 digits starting with 7). */
  normalize?: (text: string) => string;
  /** Set in the console only; an applicant sending it is refused as an unknown attribute. */
  staffOnly?: boolean;
}

export type LeadParts = Readonly<Record<string, LeadField>>;

export interface LeadGroup {
  label: string;
  parts: LeadParts;
  /** Nested groups of this group (the representative's identity document). */
  groups?: Readonly<Record<string, LeadGroup>>;
}

const text = (label: string, max = 255, validate?: Validator[]): LeadField => ({
  label,
  kind: 'string',
  max,
  ...(validate ? { validate } : {}),
});
const flag = (label: string, staffOnly = false): LeadField => ({
  label,
  kind: 'boolean',
  ...(staffOnly ? { staffOnly } : {}),
});
const pastDate = (label: string): LeadField => ({ label, kind: 'date', validate: [notInFuture] });
const phone: LeadField = {
  label: 'Телефон',
  kind: 'string',
  max: 30,
  validate: [validatePhone],
  normalize: (t) => normalizePhone(t) ?? t,
};
const email: LeadField = { label: 'Электронная почта', kind: 'string', validate: [validateEmail] };

const zipCode: Validator = (v) =>
  typeof v === 'string' && !/^\d{6}$/.test(v.trim()) ? m.invalid : undefined;
const oktmo: Validator = (v) =>
  typeof v === 'string' && !/^(\d{8}|\d{11})$/.test(v.trim()) ? m.invalid : undefined;

/** An address of the lead (seed 000 §3 Address + FIAS id, OKTMO and the one-line title). */
export const leadAddressParts = {
  zip_code: text('Индекс', 6, [zipCode]),
  region: text('Регион'),
  area: text('Район'),
  city: text('Город'),
  settlement: text('Населённый пункт'),
  street: text('Улица'),
  house: text('Дом', 50),
  block: text('Корпус', 50),
  flat: text('Квартира', 50),
  room: text('Комната', 50),
  fias_id: text('Код ФИАС', 36),
  region_fias_id: text('Код ФИАС региона', 36),
  area_fias_id: text('Код ФИАС района', 36),
  city_fias_id: text('Код ФИАС города', 36),
  settlement_fias_id: text('Код ФИАС населённого пункта', 36),
  street_fias_id: text('Код ФИАС улицы', 36),
  house_fias_id: text('Код ФИАС дома', 36),
  oktmo: text('ОКТМО', 11, [oktmo]),
  cadastral_number: text('Кадастровый номер земельного участка', 1000, [validateCadastralNumber]),
  cadastral_home_number: text('Кадастровый номер жилого дома', 1000, [validateCadastralNumber]),
  has_capital_construction: flag('На участке есть объект капитального строительства'),
  title: text('Адрес одной строкой', 1000),
  extra: text('Дополнительная информация об адресе', 1000),
} as const satisfies LeadParts;

export type LeadAddressPart = keyof typeof leadAddressParts;

/** 'д. 5' style prefixes of the one-line title. */
const titlePrefixes: Partial<Record<LeadAddressPart, string>> = {
  house: 'д. ',
  block: 'корп. ',
  flat: 'кв. ',
  room: 'ком. ',
};

export function addressTitle(address: Record<string, unknown> | null | undefined): string | null {
  if (!address) return null;
  const given = address.title;
  if (typeof given === 'string' && given.trim()) return given.trim();
  // The parts in reading order, when the client sends no title.
  const parts = addressLineParts
    .map((key) => {
      const v = address[key];
      return typeof v === 'string' && v.trim() ? `${titlePrefixes[key] ?? ''}${v.trim()}` : '';
    })
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The identity document of the object's owner, under the live portal's names (issue 20):
 * `identification_document` is the kind of document, `branch` the office that issued it.
 */
export const identityDocumentGroup = {
  label: 'Документ, удостоверяющий личность',
  parts: {
    identification_document: text('Вид документа', 100),
    series: text('Серия', 20),
    number: text('Номер', 30),
    branch: text('Кем выдан', 500),
    date: pastDate('Дата выдачи'),
  },
} as const satisfies LeadGroup;

export const leadGroups = {
  /**
   * The owner of the object when a representative files the lead (`has_confidant`): the
   * account holder acts by power of attorney, the owner's identity is given here.
   */
  owner: {
    label: 'Собственник объекта (заявитель)',
    parts: {
      fullname: text('ФИО', 300),
      phone,
      email,
      snils: text('СНИЛС', 14, [validateSnils]),
      birth_date: pastDate('Дата рождения'),
    },
    groups: { passport: identityDocumentGroup },
  },
  contact_info: {
    label: 'Контактное лицо',
    parts: { fullname: text('ФИО', 300), phone, email },
  },
  gas_object_address: { label: 'Адрес объекта газификации', parts: leadAddressParts },
  correspondence_address: { label: 'Адрес для корреспонденции', parts: leadAddressParts },
} as const satisfies Record<string, LeadGroup>;

export type LeadGroupKey = keyof typeof leadGroups;
export const leadAddressKeys = ['gas_object_address', 'correspondence_address'] as const;
export type LeadAddressKey = (typeof leadAddressKeys)[number];

/** Planned maximum hourly gas consumption: up to 11 integer digits and 3 decimals (m³/h). */
const CONSUMPTION = /^\d{1,11}([.,]\d{1,3})?$/;

/**
 * '5,5' or '5.5' or 5.5 → '5.5' (the value stored); undefined when it is not such a number. The
 * seeds give no numeric message, so a bad value gets their "any other" one.
 */
export function parseConsumption(value: unknown): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const t = raw.trim().replace(/\s/g, '');
  if (!CONSUMPTION.test(t)) return undefined;
  const [int = '0', frac = ''] = t.replace(',', '.').split('.');
  const cleanFrac = frac.replace(/0+$/, '');
  const cleanInt = int.replace(/^0+(?=\d)/, '');
  return cleanFrac ? `${cleanInt}.${cleanFrac}` : cleanInt;
}

/** The stored number as the form shows it: '5.500' → '5,5'. */
export function formatConsumption(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseConsumption(String(value));
  return parsed === undefined ? String(value) : parsed.replace('.', ',');
}

/** The lead's plain attributes (not relations, not groups). */
export const leadFields = {
  has_confidant: flag(caption.has_confidant),
  feedback_type: {
    label: 'Способ обратной связи',
    kind: 'enum',
    options: feedbackTypeOptions,
  },
  planned_gas_consumption: {
    // Seed 000's error mapping names it so: 'В поле «…» {msg}'.
    label: errorMessages.plannedGasConsumptionField,
    kind: 'decimal',
  },
  // The live format's flag (issue 36): the object lies in a garden partnership; its name,
  // INN and OGRN are the three attributes beside it.
  snt: flag('Объект находится на территории СНТ / ОНТ'),
  snt_name: text('Наименование СНТ / ОНТ', 500),
  snt_inn: text('ИНН СНТ / ОНТ', 10, [validateInnLegal]),
  snt_ogrn: text('ОГРН СНТ / ОНТ', 13, [validateOgrnLegal]),
  last_tu_number: text('Номер ранее выданных технических условий', 100),
  last_tu_date: pastDate('Дата ранее выданных технических условий'),
  extra_info: { label: 'Дополнительная информация', kind: 'text', max: 5000 },
  contract_sign_type: {
    label: 'Форма заключения договора',
    kind: 'enum',
    options: contractSignTypeOptions,
  },
  preferential_category: flag(caption.preferential_category),
  informed_consent: flag('С условиями подключения ознакомлен'),
  // What staff establish about the lead.
  social_assistance_approved: flag(caption.social_assistance_approved, true),
  home_in_schedule: flag(caption.home_in_schedule, true),
  is_complex: flag(caption.is_complex, true),
  specification_agreement_status: {
    ...text(caption.specification_agreement_status, 100),
    staffOnly: true,
  },
  epgu_order_id: { ...text(caption.epgu_order_id, 100), staffOnly: true },
} as const satisfies Record<string, LeadField>;

export type LeadFieldKey = keyof typeof leadFields;

export { leadRelationLabels } from './labels';

/** Lists a lead's write carries beside its attributes (the live API's, issue 20). */
export const leadListLabels = {
  additional_activity_ids: 'Дополнительные мероприятия',
  attachments: 'Документы',
} as const;

/** Attributes of the answer a form may send back; they are ignored on writes. */
export const leadReadOnlyAttributes = [
  'id',
  'uid',
  'status',
  'status_label',
  'created_at',
  'updated_at',
  'status_changed_at',
  'submitted_at',
  'sla_days_remaining',
  'sla_kind',
  'expired',
  'status_note',
  'service_is_provided_kind',
  'informed_consent_at',
] as const;

/**
 * Names accepted on writes for an attribute answered under another: the live portal's
 * misspelt `preferrential_category` (sic, issue 20) — the only alias.
 */
export const leadAttributeAliases: Readonly<Record<string, LeadFieldKey>> = {
  preferrential_category: 'preferential_category',
};

/** Every attribute title by its path ('gas_object_address.house' → 'Дом'). */
export function leadFieldTitle(path: string): string {
  const [head = '', ...rest] = path.split('.');
  if (head in leadFields) return leadFields[head as LeadFieldKey].label;
  if (head in leadRelationLabels) return leadRelationLabels[head as LeadRelation];
  if (head in leadListLabels) return leadListLabels[head as keyof typeof leadListLabels];
  let group: LeadGroup | undefined = leadGroups[head as LeadGroupKey];
  if (!group) return path;
  for (const key of rest) {
    const part: LeadField | undefined = group.parts[key];
    if (part) return part.label;
    group = group.groups?.[key];
    if (!group) return path;
  }
  return group.label;
}

export interface LeadFieldError {
  /** The attribute path, dotted inside groups: 'owner.passport.number'. */
  field: string;
  title: string;
  detail: string;
}

export type GroupValue = { [key: string]: string | boolean | null | GroupValue };

/** Normalised values of the attributes sent: column values and whole groups. */
export type LeadValues = Partial<Record<LeadFieldKey, string | boolean | null>> &
  Partial<Record<LeadGroupKey, GroupValue | null>>;

export interface ParsedLead {
  values: LeadValues;
  errors: LeadFieldError[];
  /** Attributes nobody declared (or staff-only ones from an applicant). */
  unknown: string[];
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** One value of a field: the normalised value, or the message. */
export function checkLeadField(
  field: LeadField,
  value: unknown,
): { value: string | boolean | null } | { error: string } {
  if (isBlank(value)) return { value: field.kind === 'boolean' ? false : null };
  switch (field.kind) {
    case 'boolean':
      if (value === true || value === 'true') return { value: true };
      if (value === false || value === 'false') return { value: false };
      return { error: m.invalid };
    case 'date': {
      const date = typeof value === 'string' ? toCalendarDate(value) : undefined;
      if (!date) return { error: m.invalid };
      const late = field.validate?.map((v) => v(value)).find(Boolean);
      return late ? { error: late } : { value: toIsoDate(date) };
    }
    case 'decimal': {
      const parsed = parseConsumption(value);
      return parsed === undefined ? { error: m.invalid } : { value: parsed };
    }
    case 'enum': {
      const ok = field.options?.some((o) => o.value === value);
      return ok ? { value: value as string } : { error: m.invalid };
    }
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: m.invalid };
      const t = String(value).trim();
      if (!t) return { value: null };
      const tooLong = maxLength(field.max ?? (field.kind === 'text' ? 5000 : 255))(t);
      if (tooLong) return { error: tooLong };
      const error = field.validate?.map((v) => v(t)).find(Boolean);
      if (error) return { error };
      return { value: field.normalize ? field.normalize(t) : t };
    }
  }
}

function parseGroup(
  path: string,
  group: LeadGroup,
  value: Record<string, unknown>,
  errors: LeadFieldError[],
): GroupValue {
  const out: GroupValue = {};
  for (const [key, v] of Object.entries(value)) {
    const part = group.parts[key];
    const sub = group.groups?.[key];
    const at = `${path}.${key}`;
    if (part) {
      const r = checkLeadField(part, v);
      if ('error' in r) errors.push({ field: at, title: part.label, detail: r.error });
      else out[key] = r.value;
    } else if (sub) {
      if (v === null) out[key] = null;
      else if (isObject(v)) out[key] = parseGroup(at, sub, v, errors);
      else errors.push({ field: at, title: sub.label, detail: m.invalid });
    } else if (key !== 'id' && key !== 'kind_label') {
      // The console echoes an included address back with its id; anything else is unknown.
      errors.push({ field: at, title: group.label, detail: m.invalid });
    }
  }
  return out;
}

/**
 * Checks the attributes of a lead's write. Only the keys sent are read (a draft is saved as it
 * is); a group sent replaces the stored one, `null` clears it. Staff-only attributes from an
 * applicant are reported as unknown.
 */
export function parseLeadAttributes(
  attributes: Record<string, unknown>,
  options: { staff: boolean },
): ParsedLead {
  const values: LeadValues = {};
  const errors: LeadFieldError[] = [];
  const unknown: string[] = [];
  for (const [sent, value] of Object.entries(attributes)) {
    const key = leadAttributeAliases[sent] ?? sent;
    if ((leadReadOnlyAttributes as readonly string[]).includes(key)) continue;
    if (key in leadFields) {
      const field: LeadField = leadFields[key as LeadFieldKey];
      if (field.staffOnly && !options.staff) {
        unknown.push(key);
        continue;
      }
      const r = checkLeadField(field, value);
      if ('error' in r) errors.push({ field: key, title: field.label, detail: r.error });
      else values[key as LeadFieldKey] = r.value;
    } else if (key in leadGroups) {
      const group: LeadGroup = leadGroups[key as LeadGroupKey];
      if (value === null) values[key as LeadGroupKey] = null;
      else if (isObject(value)) {
        const parsed = parseGroup(key, group, value, errors);
        values[key as LeadGroupKey] = Object.values(parsed).some((v) => v !== null && v !== false)
          ? parsed
          : null;
      } else errors.push({ field: key, title: group.label, detail: m.invalid });
    } else unknown.push(key);
  }
  return { values, errors, unknown };
}

/** Services whose leads ask for the planned consumption (gas connection proper). */
export const consumptionServiceKinds: readonly ServiceKind[] = [
  'technical_connection',
  'dogasification',
  'social_dogasification',
  'snt_dogasification',
  'pre_tech_specification',
];

/** Services of a garden partnership (СНТ / ОНТ): its name and INN are asked. */
export const sntServiceKinds: readonly ServiceKind[] = ['snt_dogasification'];

/** What the submission rules read: the lead's values as they will be after the write. */
export interface LeadSubmissionState extends LeadValues {
  service_id?: string | null;
  organization_id?: string | null;
  service_kind?: string | null;
  /** The kinds of the lead's documents: a gas_flow calculation stands for the consumption. */
  document_kinds?: readonly string[];
}

const filled = (v: unknown) => !isBlank(v) && !(typeof v === 'string' && !v.trim());

type Need = (field: string, ok: boolean) => void;

function collector(): { errors: LeadFieldError[]; need: Need } {
  const errors: LeadFieldError[] = [];
  const need: Need = (field, ok) => {
    if (!ok) errors.push({ field, title: leadFieldTitle(field), detail: m.required });
  };
  return { errors, need };
}

/**
 * What no lead exists without once it is registered, whoever files it: the service, the
 * executing organization and where the object is (region and a city or settlement) — what puts
 * the lead in a queue and a scope. Staff filing a lead for an applicant (the admin API) need no
 * more: the rest may follow (docs/decisions.md "Staff-created leads may be incomplete").
 */
export function leadRecordErrors(lead: LeadSubmissionState): LeadFieldError[] {
  const { errors, need } = collector();
  need('service', filled(lead.service_id));
  need('organization', filled(lead.organization_id));
  const gas = lead.gas_object_address ?? null;
  need('gas_object_address.region', filled(gas?.region));
  if (!filled(gas?.city) && !filled(gas?.settlement)) need('gas_object_address.settlement', false);
  return errors;
}

/**
 * What the organization needs to work on the lead (the moves into `leadWorkStatuses`); the
 * consumption may instead be the gas_flow calculation among the documents.
 */
export function leadCompletenessErrors(lead: LeadSubmissionState): LeadFieldError[] {
  const { errors, need } = collector();
  need('feedback_type', isFeedbackType(lead.feedback_type));
  if (lead.feedback_type === postFeedbackType) {
    const post = lead.correspondence_address ?? null;
    need('correspondence_address.region', filled(post?.region));
    need('correspondence_address.zip_code', filled(post?.zip_code));
  }
  need('contract_sign_type', isContractSignType(lead.contract_sign_type));
  const kind = lead.service_kind ?? '';
  if ((consumptionServiceKinds as readonly string[]).includes(kind)) {
    const calculated = lead.document_kinds?.includes(gasFlowDocumentKind) ?? false;
    need('planned_gas_consumption', filled(lead.planned_gas_consumption) || calculated);
  }
  if ((sntServiceKinds as readonly string[]).includes(kind) || lead.snt === true) {
    need('snt_name', filled(lead.snt_name));
    need('snt_inn', filled(lead.snt_inn));
  }
  if (lead.has_confidant === true) {
    const c = lead.owner ?? null;
    need('owner.fullname', filled(c?.fullname));
    need('owner.phone', filled(c?.phone));
    const doc = c && isObject(c.passport) ? c.passport : null;
    need('owner.passport.number', filled(doc?.number));
    need('owner.passport.date', filled(doc?.date));
  }
  return errors;
}

/**
 * What an applicant's own lead must carry to be submitted on the site, beyond a draft: the
 * record, the informed consent (the applicant's, given there), and everything the organization
 * needs to work on it — the consumption as a number, since the wizard asks it. Every missing one
 * is reported.
 */
export function leadSubmissionErrors(lead: LeadSubmissionState): LeadFieldError[] {
  const { errors: consent, need } = collector();
  need('informed_consent', lead.informed_consent === true);
  return [
    ...leadRecordErrors(lead),
    ...consent,
    ...leadCompletenessErrors({ ...lead, document_kinds: [] }),
  ];
}
