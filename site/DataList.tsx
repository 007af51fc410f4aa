/** Caption → value rows of a record on the site, as a description list. */
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
