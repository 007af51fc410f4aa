/**
 * The soak's one table (issue 22 "Done when"): a row per check with its figures, the bar and
 * whether it was met, printed as markdown. A missed bar makes `npm run soak` exit non-zero.
 */
export interface Row {
  check: string;
  figures: string;
  bar: string;
  ok: boolean;
}

export function markdownTable(rows: readonly Row[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['check', 'figures', 'bar', 'met']),
    line(['---', '---', '---', '---']),
    ...rows.map((r) => line([r.check, r.figures, r.bar, r.ok ? 'yes' : '**NO**'])),
  ].join('\n');
}

/** Milliseconds as the table shows them. */
export const ms = (n: number) => (n >= 100 ? `${n.toFixed(0)} ms` : `${n.toFixed(1)} ms`);
