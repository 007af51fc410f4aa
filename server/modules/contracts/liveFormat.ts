/**
 * Reading the live portal's write bodies (issues 20, 36) where contracts and activities share a
 * rule: an empty string means "not given", and a relation comes as `relationships.<name>` (the
 * only place: the console's dataProvider sends it so too). A contract's relationships are judged
 * by its schema (./schemas.ts); an activity's type is still read here (`relationId`).
 */
import type { FieldError } from '../../jsonapi/errors';
import { validationMessages as m } from '../../../src/validation/messages';
import { isObject } from '../../../src/wire/isObject';

/**
 * The attributes without the empty strings (the live format's "not given"); `dropNulls` drops
 * the nulls as well, where a null has nothing to clear (a create).
 */
export function givenAttributes(attrs: Record<string, unknown>, dropNulls = false) {
  return Object.fromEntries(
    Object.entries(attrs).filter(
      ([, v]) => !(typeof v === 'string' && v.trim() === '') && !(dropNulls && v === null),
    ),
  );
}

/** `data.relationships` of a body, `{}` when there are none. */
export function relationshipsOf(body: unknown): Record<string, unknown> {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  return isObject(data.relationships) ? data.relationships : {};
}

/**
 * The id `relationships.<name>` names: undefined when not sent (or sent empty), null when
 * cleared, else the id; a malformed one is an error at `name`.
 */
export function relationId(
  relationships: Record<string, unknown>,
  name: string,
  title: string,
  errors: FieldError[],
): string | null | undefined {
  if (!(name in relationships)) return undefined;
  const rel = relationships[name];
  const value = isObject(rel)
    ? rel.data === null
      ? null
      : isObject(rel.data)
        ? rel.data.id
        : rel
    : rel;
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (value === null) return null;
  const id = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (/^\d{1,18}$/.test(id)) return id;
  errors.push({ field: name, title, detail: m.invalid });
  return undefined;
}
