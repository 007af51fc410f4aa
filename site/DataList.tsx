/** Caption → value rows of a record on the site, as a description list. */
import type { ReactNode } from 'react';

export function DataList({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <dl aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'flex', gap: 12, marginBottom: 6 }}>
          <dt style={{ minWidth: 220, color: '#5b6b7a' }}>{term}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
