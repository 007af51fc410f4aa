/** A Datagrid column of what `render` makes of the row, never a react-admin sort field. */
import type { RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { FunctionField } from 'react-admin';

export const cell = (key: string, label: ReactNode, render: (r: RaRecord) => ReactNode) => (
  <FunctionField key={key} label={label} sortable={false} render={render} />
);
