/**
 * The new-lead wizard's model, free of React and shared by the console
 * (`POST /v1/admin/users/{user_id}/leads`) and the site (`POST|PATCH /v1/leads`): its steps and
 * the lead attributes each asks (src/leads/fields.ts), which steps a service kind skips, the form
 * values → the JSON:API body and back, the client-side checks (the server's own
 * `parseLeadAttributes` + `leadSubmissionErrors`, so the messages are the same) and the step a
 * field — or a server 422 pointer — belongs to.
 */
import {
  consumptionServiceKinds,
  leadFields,
  leadGroups,
  leadSubmissionErrors,
  parseLeadAttributes,
  sntServiceKinds,
  type LeadField,
  type LeadGroup,
} from '../../leads/fields';
import { addressLineParts } from '../../domain/addresses';
import { formatDate } from '../../format/date';
import type { wizardStepLabels } from './texts';

export type StepId = keyof typeof wizardStepLabels;

export const stepOrder: readonly StepId[] = [
  'consent',
  'representative',
  'applicant',
  'object',
  'consumption',
  'correspondence',
  'previous_spec',
  'contact',
  'feedback',
  'documents',
];

/** Form values by attribute path ('owner.passport.number') or relation name. */
export type WizardValues = Record<string, string | boolean>;

/** The address parts in the form's order: the postal code last. */
const addressInputs = [...addressLineParts.filter((part) => part !== 'zip_code'), 'zip_code'];

/** Догазификация kinds: their object step also asks whether the plot lies in an СНТ / ОНТ. */
const dogasificationKinds: readonly string[] = [
  'dogasification',
  'social_dogasification',
  'snt_dogasification',
];

export const asksConsumption = (kind: string | undefined) =>
  (consumptionServiceKinds as readonly string[]).includes(kind ?? '');
const isSntService = (kind: string | undefined) =>
  (sntServiceKinds as readonly string[]).includes(kind ?? '');
export const asksSnt = (kind: string | undefined) =>
  isSntService(kind) || dogasificationKinds.includes(kind ?? '');

/** The attribute paths each step shows (relations and the applicant preview aside). */
export function stepFields(step: StepId, kind: string | undefined): string[] {
  switch (step) {
    case 'consent':
      return ['informed_consent'];
    case 'representative':
      return [
        ...Object.keys(leadGroups.owner.parts).map((k) => `owner.${k}`),
        ...Object.keys(leadGroups.owner.groups.passport.parts).map((k) => `owner.passport.${k}`),
      ];
    case 'object':
      return [
        ...addressInputs.map((k) => `gas_object_address.${k}`),
        'gas_object_address.cadastral_number',
        'gas_object_address.cadastral_home_number',
        'gas_object_address.has_capital_construction',
      ];
    case 'consumption':
      return [
        ...(asksConsumption(kind) ? ['planned_gas_consumption'] : []),
        // The СНТ service's object is in a partnership by definition: only its requisites.
        ...(asksSnt(kind) && !isSntService(kind) ? ['snt'] : []),
        ...(asksSnt(kind) ? ['snt_name', 'snt_inn', 'snt_ogrn'] : []),
      ];
    case 'correspondence':
      return addressInputs.map((k) => `correspondence_address.${k}`);
    case 'previous_spec':
      return ['last_tu_number', 'last_tu_date'];
    case 'contact':
      return Object.keys(leadGroups.contact_info.parts).map((k) => `contact_info.${k}`);
    case 'feedback':
      return ['feedback_type', 'contract_sign_type', 'extra_info'];
    default:
      return [];
  }
}

/** The steps of a service kind: the consumption / СНТ step only where the service asks them. */
export function stepsFor(kind: string | undefined): StepId[] {
  return stepOrder.filter((s) => s !== 'consumption' || stepFields(s, kind).length > 0);
}

/** The step of a field path, a relation, or a server pointer's field ('service_id' too). */
export function stepOf(field: string): StepId | undefined {
  const head = field.split('.')[0]!.replace(/_id$/, '');
  if (head === 'service' || head === 'informed_consent') return 'consent';
  if (head === 'has_confidant' || head === 'owner') return 'representative';
  if (head === 'gas_object_address' || head === 'organization' || head === 'branch') {
    return 'object';
  }
  if (head === 'planned_gas_consumption' || head === 'snt' || head.startsWith('snt_'))
    return 'consumption';
  if (head === 'correspondence_address') return 'correspondence';
  if (head.startsWith('last_tu_')) return 'previous_spec';
  if (head === 'contact_info') return 'contact';
  if (['feedback_type', 'contract_sign_type', 'extra_info'].includes(head)) return 'feedback';
  return undefined;
}

/** The declaration of an attribute path. */
export function fieldAt(path: string): LeadField | undefined {
  const [head = '', ...rest] = path.split('.');
  if (!rest.length) return (leadFields as Record<string, LeadField>)[head];
  let group: LeadGroup | undefined = (leadGroups as Record<string, LeadGroup>)[head];
  for (const [i, key] of rest.entries()) {
    if (!group) return undefined;
    if (i === rest.length - 1) return group.parts[key];
    group = group.groups?.[key];
  }
  return undefined;
}

const blank = (v: unknown) => v === undefined || v === '' || (typeof v === 'string' && !v.trim());

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  const [key, ...rest] = path;
  if (!key) return;
  if (!rest.length) {
    target[key] = value;
    return;
  }
  const next = (target[key] ??= {}) as Record<string, unknown>;
  setPath(next, rest, value);
}

/**
 * The lead's attributes as the POST sends them: the fields of the service's steps that hold a
 * value (text trimmed, checkboxes only when ticked), groups nested; the representative block only
 * when a representative applies. Consent and has_confidant always go (the server records both).
 * With `clear` (saving a draft again) an emptied attribute goes as null and an emptied group as
 * null, so the stored value goes too; a group sent is replaced whole by the server.
 */
export function leadAttributes(
  values: WizardValues,
  kind: string | undefined,
  options: { clear?: boolean } = {},
) {
  const out: Record<string, unknown> = {
    informed_consent: values.informed_consent === true,
    has_confidant: values.has_confidant === true,
  };
  for (const step of stepsFor(kind)) {
    if (step === 'representative' && values.has_confidant !== true) continue;
    for (const path of stepFields(step, kind)) {
      if (path === 'informed_consent') continue;
      const v = values[path];
      const [head = '', ...rest] = path.split('.');
      if (blank(v) || v === false) {
        if (options.clear && !rest.length) out[head] = v === false ? false : null;
        else if (options.clear) out[head] ??= null;
        continue;
      }
      setPath(out, path.split('.'), typeof v === 'string' ? v.trim() : v);
    }
  }
  return out;
}

const relationId = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** `{data: {type: 'lead', attributes, relationships}}` with the relations chosen. */
export function leadBody(
  values: WizardValues,
  kind: string | undefined,
  options: { clear?: boolean } = {},
) {
  const relationships: Record<string, { data: { type: string; id: string } | null }> = {};
  for (const rel of ['service', 'organization', 'branch'] as const) {
    const id = relationId(values[rel]);
    if (id) relationships[rel] = { data: { type: rel, id } };
    // A branch unchosen again is cleared; service and organization are never left empty.
    else if (options.clear && rel === 'branch') relationships[rel] = { data: null };
  }
  return {
    data: { type: 'lead', attributes: leadAttributes(values, kind, options), relationships },
  };
}

/**
 * Every problem of the values, by path: a value the server would refuse (its own parser, its
 * messages), else a piece a submitted lead must carry. First message per field.
 */
export function leadErrors(values: WizardValues, kind: string | undefined, staff = true) {
  const parsed = parseLeadAttributes(leadAttributes(values, kind), { staff });
  const missing = leadSubmissionErrors({
    ...parsed.values,
    service_id: relationId(values.service) ?? null,
    organization_id: relationId(values.organization) ?? null,
    service_kind: kind ?? null,
  });
  const errors: Record<string, string> = {};
  for (const e of [...parsed.errors, ...missing]) errors[e.field] ??= e.detail;
  return errors;
}

/** The errors of one step. */
export function stepErrors(
  step: StepId,
  values: WizardValues,
  kind: string | undefined,
  staff = true,
) {
  return Object.fromEntries(
    Object.entries(leadErrors(values, kind, staff)).filter(([field]) => stepOf(field) === step),
  );
}

/** The first step (of the service's) holding one of the errors' fields. */
export function firstStepWithError(
  errors: Record<string, string>,
  kind: string | undefined,
): StepId | undefined {
  const fields = Object.keys(errors);
  return stepsFor(kind).find((s) => fields.some((f) => stepOf(f) === s));
}

/** A server field ('service_id' from a relationships pointer) as the wizard names it. */
export const wizardField = (field: string) =>
  ['service_id', 'organization_id', 'branch_id'].includes(field) ? field.slice(0, -3) : field;

/**
 * A server 422's field errors split into those a step shows (by the wizard's names) and whether
 * any is left that no step shows (the applicant, the source, the lead as a whole).
 */
export function splitServerErrors(errors: Record<string, string> | undefined) {
  const mapped: Record<string, string> = {};
  let unmapped = false;
  for (const [field, detail] of Object.entries(errors ?? {})) {
    const name = wizardField(field);
    if (stepOf(name)) mapped[name] ??= detail;
    else unmapped = true;
  }
  return { mapped, unmapped };
}

/** A stored lead (flat attributes as the API answers them) back into form values. */
export function valuesOfLead(lead: Record<string, unknown>, kind: string | undefined) {
  const values: WizardValues = {
    informed_consent: lead.informed_consent === true,
    has_confidant: lead.has_confidant === true,
  };
  for (const rel of ['service', 'organization', 'branch'] as const) {
    const id = lead[`${rel}_id`];
    if (id !== null && id !== undefined && id !== '') values[rel] = String(id);
  }
  for (const step of stepOrder) {
    for (const path of stepFields(step, kind)) {
      let v: unknown = lead;
      for (const key of path.split('.')) v = (v as Record<string, unknown> | null)?.[key];
      if (typeof v === 'boolean') values[path] = v;
      // Dates come back ISO; the form (and the server's parser) take дд.мм.гггг.
      else if (typeof v === 'string' && fieldAt(path)?.kind === 'date')
        values[path] = formatDate(v);
      else if (typeof v === 'string' || typeof v === 'number') values[path] = String(v);
    }
  }
  return values;
}

/** What a screen's field widget of the wizard receives. */
export interface WizardFieldProps {
  path: string;
  values: WizardValues;
  errors: Record<string, string>;
  onChange: (path: string, value: string | boolean) => void;
  /** Marks the field as one a submitted lead must carry. */
  required?: boolean;
}
