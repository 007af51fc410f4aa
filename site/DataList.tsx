/** Caption → value rows of a record on the site, as a description list or in one of its own. */
import type { ReactNode } from 'react';
import ui from './theme/ui.module.css';

export function DataList({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <dl aria-label={label} className={ui.dataList}>
      {rows.map(([term, value]) => (
        <div key={term} className={ui.dataRow}>
          <dt className={ui.dataTerm}>{term}</dt>
          <dd className={ui.dataValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One caption and its value in a <dl> of the caller's own. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
