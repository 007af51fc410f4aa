/**
 * The row states of a table (seed 001 §4; the rules are src/registries/rowStates.ts): a row in
 * a state gets a tint of the theme's colour with text at WCAG AA contrast on it (light and dark
 * themes), `data-state` for styles and tests, and a cue that is not colour (WCAG 1.4.1): the
 * state's icon at the start of its first cell with the state's words, visually hidden, read
 * before the cell's text ('Неактивно: Справочник 2').
 *
 * `<Datagrid body={<RowStateBody rules={definition.rowStates} fields={definition.fields} />}>`
 */
import DisabledIcon from '@mui/icons-material/Block';
import UploadedIcon from '@mui/icons-material/CloudDone';
import DangerIcon from '@mui/icons-material/ErrorOutline';
import ExpiredIcon from '@mui/icons-material/EventBusy';
import { Box } from '@mui/material';
import { darken, lighten, type Theme } from '@mui/material/styles';
import { grey } from '@mui/material/colors';
import { useRecordContext } from 'ra-core';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  DatagridBody,
  DatagridRow,
  type DatagridBodyProps,
  type DatagridRowProps,
} from 'react-admin';
import type { FieldDefinition } from '../../src/registries';
import { rowStateOf, type RowState, type RowStateRule } from '../../src/registries/rowStates';

export interface RowStateProps {
  rules: readonly RowStateRule[] | undefined;
  /** The registry's fields: a flag's label names its state ('Заблокирован'). */
  fields?: Readonly<Record<string, FieldDefinition>>;
}

const icons = {
  danger: DangerIcon,
  uploaded: UploadedIcon,
  expired: ExpiredIcon,
  disabled: DisabledIcon,
} as const;

/** The row's background and text colour in a state; both solid, so the contrast is exact. */
export function rowStateColors(
  theme: Theme,
  state: RowState,
): { background: string; color: string } {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const tint = (color: string) => (dark ? darken(color, 0.75) : lighten(color, 0.9));
  const text = dark ? grey[50] : grey[900];
  switch (state) {
    case 'danger':
      return {
        background: tint(palette.error.main),
        color: dark ? palette.error.light : palette.error.dark,
      };
    case 'expired':
      return { background: tint(palette.warning.main), color: text };
    case 'uploaded':
      return { background: tint(palette.success.main), color: text };
    case 'disabled':
      return dark
        ? { background: grey[900], color: grey[400] }
        : { background: grey[100], color: grey[700] };
  }
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface StateCueProps {
  cell: ReactNode;
  state: RowState;
  label: string;
  /** The column's own props, which DatagridCell reads off the element it renders. */
  source?: string;
  textAlign?: string;
  cellClassName?: string;
}

/** The first cell's content after the state's icon and words. */
function StateCue({ cell, state, label }: StateCueProps) {
  const Icon = icons[state];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" title={label} sx={{ display: 'inline-flex' }} aria-hidden="true">
        <Icon fontSize="small" data-testid={`row-state-${state}`} />
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`${label}: `}
      </Box>
      {cell}
    </Box>
  );
}

/** A Datagrid row painted by the first rule its record matches. */
function StateRow({ rules, fields, children, sx, ...props }: DatagridRowProps & RowStateProps) {
  const record = useRecordContext();
  const found = record ? rowStateOf(rules, record, fields) : undefined;
  if (!found)
    return (
      <DatagridRow sx={sx} {...props}>
        {children}
      </DatagridRow>
    );
  let first = true;
  const cells = Children.map(children, (child) => {
    if (!first || !isValidElement(child)) return child;
    first = false;
    const field = child as ReactElement<{
      source?: string;
      textAlign?: string;
      cellClassName?: string;
    }>;
    return (
      <StateCue
        key={field.key ?? undefined}
        cell={field}
        state={found.state}
        label={found.label}
        source={field.props.source}
        textAlign={field.props.textAlign}
        cellClassName={field.props.cellClassName}
      />
    );
  });
  return (
    <DatagridRow
      {...props}
      data-state={found.state}
      sx={[
        (theme: Theme) => {
          const { background, color } = rowStateColors(theme, found.state);
          return { backgroundColor: background, '& > td': { color } };
        },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {cells}
    </DatagridRow>
  );
}

/** A Datagrid body whose rows take their states from `rules`. */
export function RowStateBody({ rules, fields, ...props }: DatagridBodyProps & RowStateProps) {
  return <DatagridBody {...props} row={<StateRow rules={rules} fields={fields} />} />;
}
