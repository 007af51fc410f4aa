/** Russian plural forms (seed 001 §2: days in coordination status "with Russian plural forms"). */

/** [one, few, many]: ['заявка', 'заявки', 'заявок']. */
export type PluralForms = readonly [string, string, string];

/**
 * 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 111 → many; fractions take 'few'
 * ('1,5 заявки'), as Russian grammar does.
 */
export function plural(n: number, forms: PluralForms): string {
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return forms[1];
  const last2 = abs % 100;
  const last = abs % 10;
  if (last2 >= 11 && last2 <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** '5 заявок', '21 день'. */
export function pluralWithCount(n: number, forms: PluralForms): string {
  return `${n} ${plural(n, forms)}`;
}
