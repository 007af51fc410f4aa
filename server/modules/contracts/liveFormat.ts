/**
 * Reading the live portal's write bodies (issue 20) where contracts and activities share a rule:
 * an empty string means "not given", and a relation comes as `relationships.<name>` or — the
 * console's dataProvider flattens every relation into the attributes — as `<name>_id`.
 */
import type { FieldError } from '../../jsonapi/errors';
import { validationMessages as m } from '../../../src/validation/messages';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The attributes without the empty strings (the live format's "not given"). */
export function givenAttributes(attrs: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attrs).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  );
}

/** `data.relationships` of a body, `{}` when there are none. */
export function relationshipsOf(body: unknown): Record<string, unknown> {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  return isObject(data.relationships) ? data.relationships : {};
}

/**
 * The id a relation names: undefined when not sent (or sent empty), null when cleared, else the
 * id; a malformed one is an error at `name`. Takes `<name>_id` out of `attrs`.
 */
export function relationId(
  attrs: Record<string, unknown>,
  relationships: Record<string, unknown>,
  name: string,
  title: string,
  errors: FieldError[],
): string | null | undefined {
  const key = `${name}_id`;
  let value: unknown;
  if (key in attrs) {
    value = attrs[key];
    delete attrs[key];
  } else if (name in relationships) {
    const rel = relationships[name];
    value = isObject(rel)
      ? rel.data === null
        ? null
        : isObject(rel.data)
          ? rel.data.id
          : rel
      : rel;
  } else return undefined;
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (value === null) return null;
  const id = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (/^\d{1,18}$/.test(id)) return id;
  errors.push({ field: name, title, detail: m.invalid });
  return undefined;
}
