/**
 * One field of the record in context as text: a list cell ('—' when empty) or a preview value
 * ('Нет данных'). A reference whose record the server did not include is fetched by
 * react-admin's ReferenceField (one getMany per page).
 */
import { ReferenceArrayField, ReferenceField, SingleFieldList, TextField } from 'react-admin';
import { useRecordContext } from 'ra-core';
import type { EmptyKind } from '../../src/format/messages';
import { emptyText } from '../../src/format/messages';
import type { FieldDefinition } from '../../src/registries';
import { referenceDisplay, valueText } from './values';

export interface RegistryCellProps {
  /** The field key; also read by Datagrid for the column's sort. */
  source: string;
  field: FieldDefinition;
  /** The column title (Datagrid reads it). */
  label?: string;
  sortable?: boolean;
  empty?: EmptyKind;
}

function ReferenceText({ source, field, empty }: Omit<RegistryCellProps, 'label'>) {
  if (field.kind !== 'reference' && field.kind !== 'references') return null;
  const blank = emptyText(empty);
  const display = <TextField source={referenceDisplay(field)} emptyText={blank} />;
  // A record the lookup did not bring (removed, or the lookup failed) shows the empty text.
  if (field.kind === 'references')
    return (
      <ReferenceArrayField source={source} reference={field.resource} emptyText={blank}>
        <SingleFieldList linkType={false}>{display}</SingleFieldList>
      </ReferenceArrayField>
    );
  return (
    <ReferenceField source={source} reference={field.resource} link={false} emptyText={blank}>
      {display}
    </ReferenceField>
  );
}

export function RegistryCell({ source, field, empty = 'table' }: RegistryCellProps) {
  const record = useRecordContext();
  if (!record) return null;
  const text = valueText(source, field, record, empty);
  if (text === undefined) return <ReferenceText source={source} field={field} empty={empty} />;
  return <span style={keepWhole(field) ? { whiteSpace: 'nowrap' } : undefined}>{text}</span>;
}

/** A list column of the field: its label as the title, sortable where the definition says. */
export function fieldColumn(key: string, field: FieldDefinition) {
  return (
    <RegistryCell
      key={key}
      source={key}
      field={field}
      label={field.label}
      sortable={!!field.sort}
    />
  );
}

/** Amounts, dates and phones read wrong when broken over two lines ('97 / 410,25'). */
function keepWhole(field: FieldDefinition): boolean {
  if (['integer', 'decimal', 'date', 'datetime'].includes(field.kind)) return true;
  return field.kind === 'string' && !!field.mask?.startsWith('phone');
}
