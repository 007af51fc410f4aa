/** What the contract's edit forms send: only the fields that differ from the record. */

/**
 * The `fields` of an edit form that differ from the record; an emptied field is sent as null,
 * which the server stores as "no value".
 */
export function changed(
  record: Record<string, unknown>,
  values: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const norm = (v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : v;
    return s === undefined || s === '' ? null : s;
  };
  return Object.fromEntries(
    fields
      .filter((f) => String(norm(values[f])) !== String(norm(record[f])))
      .map((f) => [f, norm(values[f])]),
  );
}
