/**
 * The administrator's mapping of the values a type change does not convert (issue 38: "the
 * admin fixes or maps them, or the change is refused"): a draft field's `convert_map`, each
 * stored value (its text, trimmed) with its replacement in the new kind's terms, or none.
 *
 * Checked before the planner writes it into the conversion (./convert.ts): each replacement is
 * read by the same conversion as the stored values, in the database. One that does not convert,
 * an empty one of a required field (an explicit empty value is the administrator's, never a
 * silent NULL), or a value mapped twice is a refusal at its place in the mapping, and is left out
 * of the SQL. A mapping of a field whose type does not change waits, unused, in the draft; the
 * published design has none (./plan.ts).
 */
import {
  designKindLabels,
  type DesignProblem,
  type SavedDesign,
  type SavedField,
  type ValueMapping,
} from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { textConversionOf } from './convert';
import { sqlTypeOf } from './plan';
import { textsConverting, type LedgerEntry } from './queries';

export const mappingMessages = {
  notConverting: (to: string, kind: string) => `Замена «${to}» не переводится в «${kind}»`,
  emptyRequired: 'Поле обязательное: замена не может быть пустой',
  repeated: 'Замена этого значения уже задана',
  notNeeded: 'Значения этого поля переводятся без замен',
} as const;

/** A field's mapping checked: what the conversion may use, and what is refused. */
async function checkedField(
  db: Queryable,
  field: SavedField,
  index: number,
): Promise<{ map: ValueMapping[]; refusals: DesignProblem[] }> {
  const map = field.convert_map ?? [];
  const at = (j: number, member: 'from' | 'to') => `/fields/${index}/convert_map/${j}/${member}`;
  // The replacements are read as texts of the new kind, from a column `v` of them.
  const reading = textConversionOf('v', field, sqlTypeOf(field));
  const converts = reading
    ? await textsConverting(
        db,
        reading.ok,
        map.map((m) => m.to ?? ''),
      )
    : [];
  const refusals: DesignProblem[] = [];
  const kept: ValueMapping[] = [];
  const seen = new Set<string>();
  map.forEach((m, j) => {
    const from = m.from.trim();
    const refuse = (member: 'from' | 'to', message: string) =>
      refusals.push({ pointer: at(j, member), message });
    if (!reading) refuse('from', mappingMessages.notNeeded);
    else if (seen.has(from)) refuse('from', mappingMessages.repeated);
    else if (!m.to?.trim()) {
      if (field.required) refuse('to', mappingMessages.emptyRequired);
      else kept.push({ from: m.from, to: null });
    } else if (!converts[j])
      refuse('to', mappingMessages.notConverting(m.to, designKindLabels[field.kind]));
    else kept.push(m);
    seen.add(from);
  });
  return { map: kept, refusals };
}

/**
 * The draft with the mappings of its moving fields checked (those refused left out), and the
 * refusals. A field moves when its column's type changes (the ledger's against the draft's).
 */
export async function checkedMappings(
  db: Queryable,
  draft: SavedDesign,
  ledger: ReadonlyMap<string, LedgerEntry>,
): Promise<{ design: SavedDesign; refusals: DesignProblem[] }> {
  const refusals: DesignProblem[] = [];
  const fields: SavedField[] = [];
  for (const [i, field] of draft.fields.entries()) {
    const entry = ledger.get(field.field_id);
    const moves = !!entry?.column_added && entry.sql_type !== sqlTypeOf(field);
    if (!field.convert_map?.length || !moves) {
      fields.push(field);
      continue;
    }
    const checked = await checkedField(db, field, i);
    refusals.push(...checked.refusals);
    fields.push({ ...field, convert_map: checked.map });
  }
  return { design: { ...draft, fields }, refusals };
}
