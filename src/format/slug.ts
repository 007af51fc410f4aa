/**
 * Dictionary slugs as the live ЕОГ portal spells them (issue 36): the entry's Russian name
 * transliterated — "30 дней" → `30_dniei`, "Проблем нет" → `probliem_niet`, "Не требуется
 * (существующий)" → `nie_triebuietsia_sushchiestvuiushchii`. The one transliteration of the
 * portal: the server sets a dictionary entry's slug with it (server/db/dictionarySlugs.ts), and
 * integrations name the entry by it (docs/decisions.md "Live clients: contract attributes and
 * dictionary slugs").
 */

/** Cyrillic lower-case letters → Latin; ъ and ь are dropped. */
const letters: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'ie',
  ё: 'io',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * The slug of a name: lower case, Cyrillic transliterated, accents of Latin letters dropped
 * (é → e), every run of anything else than a-z and 0-9 one `_`, none at either end. A name
 * with neither letters nor digits has the empty slug.
 */
export function slugOf(name: string): string {
  const latin = [...name.toLowerCase()].map((ch) => letters[ch] ?? ch).join('');
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * `base`, or `base_2`, `base_3` … — the first one `taken` does not hold (a slug is unique in
 * its dictionary; a renamed entry keeps its old one, so a new entry may meet it).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}
