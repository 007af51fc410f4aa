/** A table of the site in its scrolling box: the column headers, then the rows given. */
import type { ReactNode } from 'react';
import ui from './theme/ui.module.css';

export function Table({
  columns,
  caption,
  children,
}: {
  columns: readonly string[];
  /** Read by screen readers only. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        {caption ? <caption className={ui.visuallyHidden}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
