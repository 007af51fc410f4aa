/**
 * The card's lead edit form, free of React: its sections (the wizard's steps after the service,
 * plus the flags staff establish), the stored lead → form values (the wizard's `valuesOfLead`),
 * and the form → the PATCH body. The PATCH sends only what changed: a plain attribute emptied
 * goes as null (the wizard's POST body leaves empties out, which on an edit would keep the old
 * value), and a changed group goes whole — the server replaces a group sent — built on the
 * stored one so the parts the form does not show (ФИАС, ОКТМО, the correspondence address's
 * cadastral numbers) survive.
 */
import type { RaRecord } from 'ra-core';
import type { LeadEditDocument } from '../../../dataProvider/leadVerbs';
import {
  leadAddressKeys,
  leadGroups,
  parseLeadAttributes,
  type LeadGroup,
  type LeadGroupKey,
} from '../../../src/leads/fields';
import {
  fieldAt,
  stepFields,
  valuesOfLead,
  wizardField,
  type StepId,
  type WizardValues,
} from '../../../src/ui/wizard/model';
import { wizardStepLabels } from '../../../src/ui/wizard/texts';
import { leadCardSections } from '../leadLabels';
import { block } from '../leadValues';

export interface EditSection {
  id: string;
  title: string;
  paths: readonly string[];
}

/** What staff establish about the lead; not asked by the wizard. */
export const flagPaths = [
  'is_complex',
  'preferential_category',
  'social_assistance_approved',
  'home_in_schedule',
  'specification_agreement_status',
  'epgu_order_id',
] as const;

/** The lead's service kind (its included service), which decides the consumption / СНТ fields. */
export const serviceKindOf = (lead: RaRecord): string | undefined => {
  const kind = block(lead.service).kind;
  return typeof kind === 'string' ? kind : undefined;
};

const step = (id: StepId, title: string, kind: string | undefined): EditSection => ({
  id,
  title,
  paths: stepFields(id, kind),
});

/** The form's sections for the service kind; the representative's parts follow has_confidant. */
export function editSections(kind: string | undefined): EditSection[] {
  return [
    {
      id: 'representative',
      title: leadGroups.owner.label,
      paths: ['has_confidant', ...stepFields('representative', kind)],
    },
    step('object', leadGroups.gas_object_address.label, kind),
    step('consumption', wizardStepLabels.consumption, kind),
    step('correspondence', leadGroups.correspondence_address.label, kind),
    step('previous_spec', wizardStepLabels.previous_spec, kind),
    step('contact', leadGroups.contact_info.label, kind),
    step('feedback', wizardStepLabels.feedback, kind),
    { id: 'flags', title: leadCardSections.flags, paths: flagPaths },
  ].filter((s) => s.paths.length > 0);
}

export const editPaths = (kind: string | undefined): string[] =>
  editSections(kind).flatMap((s) => s.paths);

/** The stored lead as the form's values (relations as `service`, `organization`, `branch`). */
export function editValues(lead: RaRecord, kind: string | undefined): WizardValues {
  const values = valuesOfLead(lead, kind);
  for (const path of flagPaths) {
    const v: unknown = lead[path];
    if (typeof v === 'boolean' || typeof v === 'string') values[path] = v;
  }
  return values;
}

/** A form value as sent: flags as true/false, text trimmed, an empty one as null. */
function sent(path: string, value: string | boolean | undefined): string | boolean | null {
  if (fieldAt(path)?.kind === 'boolean') return value === true;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The declared parts of a stored group (an answer may carry more, which the server refuses). */
function declared(group: LeadGroup, stored: unknown): Record<string, unknown> {
  const from = block(stored);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(group.parts)) if (key in from) out[key] = from[key];
  for (const [key, sub] of Object.entries(group.groups ?? {})) {
    if (from[key] && typeof from[key] === 'object') out[key] = declared(sub, from[key]);
  }
  return out;
}

function put(target: Record<string, unknown>, keys: string[], value: unknown) {
  const [key, ...rest] = keys;
  if (!key) return;
  if (!rest.length) target[key] = value;
  else put((target[key] = block(target[key]) as Record<string, unknown>), rest, value);
}

/** The PATCH body of what differs from `initial`; undefined when nothing does. */
export function editBody(
  lead: RaRecord,
  initial: WizardValues,
  values: WizardValues,
  kind: string | undefined,
): LeadEditDocument | undefined {
  const paths = editPaths(kind);
  const attributes: Record<string, unknown> = {};
  const groups = new Set<LeadGroupKey>();
  for (const path of paths) {
    if (sent(path, values[path]) === sent(path, initial[path])) continue;
    const [head = '', ...rest] = path.split('.');
    if (rest.length) groups.add(head as LeadGroupKey);
    else attributes[head] = sent(path, values[path]);
  }
  // No representative: the stored one is left as it is, not sent.
  if (values.has_confidant !== true) groups.delete('owner');
  for (const head of groups) {
    const group = declared(leadGroups[head], lead[head]);
    for (const path of paths.filter((p) => p.startsWith(`${head}.`))) {
      put(group, path.split('.').slice(1), sent(path, values[path]));
    }
    // The one-line title is the server's join of the parts once they change.
    if ((leadAddressKeys as readonly string[]).includes(head)) group.title = null;
    attributes[head] = group;
  }
  const relationships: NonNullable<LeadEditDocument['data']['relationships']> = {};
  const branch = sent('branch', values.branch);
  if (branch !== sent('branch', initial.branch)) {
    relationships.branch = {
      data: typeof branch === 'string' ? { type: 'branch', id: branch } : null,
    };
  }
  if (!Object.keys(attributes).length && !Object.keys(relationships).length) return undefined;
  return {
    data: {
      type: 'lead',
      id: String(lead.id),
      attributes,
      ...(Object.keys(relationships).length ? { relationships } : {}),
    },
  };
}

/** Field errors split into those the form shows (by its paths) and the rest as lines. */
export interface FormErrors {
  fields: Record<string, string>;
  other: string[];
}

/** The attributes' problems by the server's own parser (same messages), before the call. */
export function clientErrors(body: LeadEditDocument, kind: string | undefined): FormErrors {
  const { errors } = parseLeadAttributes(body.data.attributes, { staff: true });
  return placeErrors(
    Object.fromEntries(errors.map((e) => [e.field, e.detail])),
    kind,
    Object.fromEntries(errors.map((e) => [e.field, `${e.title}: ${e.detail}`])),
  );
}

/**
 * Errors (field → message, the server's 'branch_id' too) onto the form's fields; those no field
 * shows are kept as `other` (by `lines`, else the message).
 */
export function placeErrors(
  errors: Record<string, string> | undefined,
  kind: string | undefined,
  lines: Record<string, string> = {},
): FormErrors {
  const shown = new Set([...editPaths(kind), 'branch']);
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, detail] of Object.entries(errors ?? {})) {
    const name = wizardField(field);
    if (shown.has(name)) fields[name] ??= detail;
    else other.push(lines[field] ?? detail);
  }
  return { fields, other };
}
