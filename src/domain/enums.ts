/**
 * Tiny helpers shared by the enumerations of this folder: a type guard over a `const` list and
 * a label look-up with a fallback, so each topic file stays a plain data table.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** `labels[value]` when `value` is one of `values`, else `fallback(value)`. */
export function labelOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
  value: string | null | undefined,
  fallback: (value: string | null | undefined) => string,
): string {
  return isOneOf(values, value) ? labels[value] : fallback(value);
}

/** Options for a select (seed 000 §3 "Select option: title and value"), in list order. */
export interface SelectOption<T extends string = string> {
  title: string;
  value: T;
}

export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption<T>[] {
  return values.map((value) => ({ value, title: labels[value] }));
}

/** Seed 000 §4: a status the portal does not know reads 'Не определен {status}'. */
export const unknownStatusTemplate = 'Не определен {status}';

export function unknownStatusLabel(status: string | null | undefined): string {
  return unknownStatusTemplate.replace('{status}', status ?? '').trim();
}
