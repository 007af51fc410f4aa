/**
 * A registry list whose `overdue` column shows a red marker (ГРО requests, reporting documents,
 * appeals, consultations: their views compute `overdue` from the status table's running
 * statuses and the due date), the other columns as every registry list shows them.
 */
import { Chip } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { listFields, type RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { fieldColumn } from './cells';
import { RegistryList } from './RegistryList';
import { RowActions } from './RowActions';

/** 'Просрочен' / 'Просрочено', as the record's noun agrees. */
export function OverdueMarker({ label }: { label: string }) {
  return <Chip size="small" color="error" label={label} data-testid="overdue-marker" />;
}

function OverdueCell({ marker }: { source: string; label: string; marker: string }) {
  const record = useRecordContext();
  return record?.overdue === true ? <OverdueMarker label={marker} /> : <span>—</span>;
}

export function OverdueList({
  definition,
  overdueLabel,
}: {
  definition: RegistryDefinition;
  overdueLabel: string;
}) {
  const keys = useRegistryKeys(definition);
  const columns = listFields(definition).map(([key, field]) =>
    key === 'overdue' ? (
      <OverdueCell key={key} source={key} label={field.label} marker={overdueLabel} />
    ) : (
      fieldColumn(key, field)
    ),
  );
  if (keys.update) columns.push(<RowActions key="actions" definition={definition} />);
  return <RegistryList definition={definition} columns={columns} />;
}
