/**
 * A field's values carried into another column type (issue 38: a type change that loses
 * nothing). For each change the constructor makes, two SQL expressions over the old column:
 * whether a value converts, and what it becomes. They read values as the console's inputs
 * and the engine's validators take them — a decimal with a comma or a point, spaces between
 * digit groups, a date as dd.MM.yyyy or yyyy-MM-dd, yes/no in words — and an empty text stays
 * empty. A value that does not convert is never made NULL: the change waits until it is fixed.
 */
import type { SavedField } from '../../../src/registries/design';

export interface Conversion {
  /** True when the value of `column` converts (NULL converts to NULL). */
  ok: string;
  /** The converted value, typed. */
  value: string;
}

const blank = (column: string) => `(${column} IS NULL OR btrim(${column}) = '')`;
/** A text without its spaces (non-breaking ones too), a decimal comma as a point. */
const compact = (column: string) =>
  `replace(regexp_replace(${column}, '[\\s\\u00a0]', '', 'g'), ',', '.')`;
const INT4 = 'BETWEEN -2147483648 AND 2147483647';

/**
 * A real calendar day, checked without a cast that could fail (PostgreSQL refuses 31.02 with
 * an error, not a false). CASE keeps the order of the checks, which AND does not promise.
 */
const realDay = (y: string, m: string, d: string) =>
  `CASE WHEN ${y} >= 1 AND ${m} BETWEEN 1 AND 12 THEN ${d} BETWEEN 1 AND extract(day FROM make_date(${y}, ${m}, 1) + interval '1 month - 1 day') ELSE false END`;

function fromText(column: string, to: SavedField, toType: string): Conversion | undefined {
  const n = compact(column);
  switch (toType) {
    case 'numeric':
      return {
        ok: `(${blank(column)} OR ${n} ~ '^-?[0-9]+(\\.[0-9]+)?$')`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${n}::numeric END`,
      };
    case 'integer':
      return {
        ok: `CASE WHEN ${blank(column)} THEN true WHEN ${n} ~ '^-?[0-9]{1,10}$' THEN ${n}::numeric ${INT4} ELSE false END`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${n}::integer END`,
      };
    case 'date': {
      const t = `btrim(${column})`;
      const part = (from: number, length: number) => `substr(${t}, ${from}, ${length})::int`;
      return {
        ok: `CASE WHEN ${blank(column)} THEN true
          WHEN ${t} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN ${realDay(part(1, 4), part(6, 2), part(9, 2))}
          WHEN ${t} ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$' THEN ${realDay(part(7, 4), part(4, 2), part(1, 2))}
          ELSE false END`,
        value: `CASE WHEN ${blank(column)} THEN NULL WHEN ${t} ~ '^[0-9]{4}' THEN to_date(${t}, 'YYYY-MM-DD') ELSE to_date(${t}, 'DD.MM.YYYY') END`,
      };
    }
    case 'boolean': {
      const t = `lower(btrim(${column}))`;
      return {
        ok: `(${blank(column)} OR ${t} IN ('да', 'нет', 'true', 'false', '1', '0'))`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${t} IN ('да', 'true', '1') END`,
      };
    }
    case 'choice': {
      // A text becomes a choice when it is one of the options' values or captions.
      if (to.kind !== 'enum') return undefined;
      const options = (to.options ?? []).map((o) => o);
      const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
      const byTitle = options
        .map(
          (o) =>
            `WHEN lower(btrim(${column})) = lower(${literal(o.title)}) THEN ${literal(o.value)}`,
        )
        .join(' ');
      const values = options.map((o) => literal(o.value)).join(', ') || 'NULL';
      const titles = options.map((o) => `lower(${literal(o.title)})`).join(', ') || 'NULL';
      return {
        ok: `(${blank(column)} OR btrim(${column}) IN (${values}) OR lower(btrim(${column})) IN (${titles}))`,
        value: `CASE WHEN ${blank(column)} THEN NULL ${byTitle} ELSE btrim(${column}) END`,
      };
    }
  }
  return undefined;
}

/** How `from` values become `to`'s type, or undefined when the constructor does not convert. */
export function conversionOf(
  column: string,
  fromType: string,
  to: SavedField,
  toType: string,
): Conversion | undefined {
  if (fromType === 'text') return fromText(column, to, toType);
  // A choice keeps its option values as text.
  if (fromType === 'choice' && toType === 'text') return { ok: 'true', value: column };
  if (toType === 'text' && ['integer', 'numeric', 'boolean'].includes(fromType))
    return { ok: 'true', value: `${column}::text` };
  if (fromType === 'integer' && toType === 'numeric')
    return { ok: 'true', value: `${column}::numeric` };
  if (fromType === 'numeric' && toType === 'integer')
    return {
      ok: `CASE WHEN ${column} IS NULL THEN true WHEN ${column} = trunc(${column}) THEN ${column} ${INT4} ELSE false END`,
      value: `${column}::integer`,
    };
  if (fromType === 'date' && toType === 'timestamptz')
    return { ok: 'true', value: `(${column}::timestamp AT TIME ZONE 'Europe/Moscow')` };
  return undefined;
}
