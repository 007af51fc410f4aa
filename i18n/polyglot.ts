/** The seeds write '{min}'; polyglot interpolates '%{min}'. One converter for the catalogue. */
export function toPolyglot(text: string): string {
  return text.replace(/\{(\w+)\}/g, '%{$1}');
}

type Deep = string | readonly string[] | { readonly [key: string]: Deep };

/** Every string of a nested table converted; arrays become '0', '1' … keys like polyglot's. */
export function polyglotTable(table: Deep): unknown {
  if (typeof table === 'string') return toPolyglot(table);
  if (Array.isArray(table)) return Object.fromEntries(table.map((v, i) => [i, toPolyglot(v)]));
  return Object.fromEntries(
    Object.entries(table as Record<string, Deep>).map(([k, v]) => [k, polyglotTable(v)]),
  );
}
