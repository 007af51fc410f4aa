/**
 * The programme item form (seed 001 §2, §3): the item's fields from the definition, the
 * editable table of its item settlements and the preview panel.
 *
 * - A row picks a settlement of the item's region with an autocomplete over the settlements
 *   registry (700 ms after the last keystroke, seed 001 §9) and takes its three counts; 'Подключён
 *   к ГРО' is read from the settlement (a ГРО serves it). Removing a saved row marks it
 *   `_destroy` (the server deletes it with the save); an unsaved one just goes.
 * - The preview asks the server (`programmeItemPreview`) for the total of perspective consumers
 *   and the number of previously ungasified settlements, 700 ms after the form last changed.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGetOne, useRecordContext } from 'ra-core';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { programmeItemMessages as msg } from '../../src/domain/gasificationProgramItems';
import { formatMessages } from '../../src/format/messages';
import type { RegistryDefinition } from '../../src/registries';
import {
  itemSettlementFields,
  promisingCountKeys,
  type ItemSettlement,
} from '../../src/registries/gasificationProgramItems';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/ui/useSettledText';
import { ItemSettlementsHead, itemSettlementCounts } from './ItemSettlementsView';
import { RegistryInputs, type RegistryInputsProps } from '../registries/RegistryForm';
import { raValidators } from '../registries/validators';
import { toQuery } from '../registries/values';

const ROWS = 'item_settlements';

/** 'Да' / 'Нет' when a ГРО serves the row's settlement; '—' before one is picked. */
function ConnectedCell({ row }: { row: ItemSettlement }) {
  const id = row.settlement_id ?? undefined;
  const { data } = useGetOne('settlements', { id: id! }, { enabled: !!id });
  if (!id) return <>{formatMessages.dash}</>;
  const connected = data ? !!data.organization_id : row.settlement_connected;
  if (connected === undefined) return <>{formatMessages.dash}</>;
  return <>{connected ? formatMessages.yes : formatMessages.no}</>;
}

function ItemSettlementsInput() {
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: ROWS, keyName: 'key' });
  const rows = (useWatch({ name: ROWS }) as ItemSettlement[] | undefined) ?? [];
  const regionId = useWatch({ name: 'region_id' }) as string | null | undefined;
  const shown = fields
    .map((f, index) => ({ key: f.key, index }))
    .filter(({ index }) => rows[index]?._destroy !== true);
  const drop = (index: number) => {
    if (rows[index]?.id) setValue(`${ROWS}.${index}._destroy`, true, { shouldDirty: true });
    else remove(index);
  };
  return (
    <Box sx={{ width: '100%', my: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {msg.settlementsTitle}
      </Typography>
      <Table size="small" aria-label={msg.settlementsTitle}>
        <ItemSettlementsHead actions />
        <TableBody>
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{msg.noSettlements}</TableCell>
            </TableRow>
          )}
          {shown.map(({ key, index }) => (
            <TableRow key={key}>
              <TableCell sx={{ minWidth: 240 }}>
                <ReferenceInput
                  source={`${ROWS}.${index}.settlement_id`}
                  reference="settlements"
                  filter={regionId ? { region_id: regionId } : {}}
                >
                  <AutocompleteInput
                    label={itemSettlementFields.settlement_id.label}
                    optionText="name"
                    filterToQuery={toQuery}
                    debounce={AUTOCOMPLETE_DELAY_MS}
                    validate={raValidators(itemSettlementFields.settlement_id)}
                    helperText={false}
                  />
                </ReferenceInput>
              </TableCell>
              {itemSettlementCounts.map((field) => (
                <TableCell key={field}>
                  <TextInput
                    source={`${ROWS}.${index}.${field}`}
                    label={itemSettlementFields[field].label}
                    validate={raValidators(itemSettlementFields[field])}
                    inputProps={{ inputMode: 'numeric' }}
                    helperText={false}
                  />
                </TableCell>
              ))}
              <TableCell>
                <ConnectedCell row={rows[index] ?? {}} />
              </TableCell>
              <TableCell>
                <IconButton aria-label={msg.removeSettlement} onClick={() => drop(index)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() =>
          append({
            settlement_id: null,
            home_ownerships_count: null,
            public_institutions_count: null,
            paramedic_centers_count: null,
            _destroy: false,
          })
        }
      >
        {msg.addSettlement}
      </Button>
    </Box>
  );
}

/** The value `delayMs` after it last changed. */
function useSettledValue<T>(value: T, delayMs = AUTOCOMPLETE_DELAY_MS): T | undefined {
  const [settled, setSettled] = useState<T>();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What the preview depends on: the four promising counts and the rows' settlements. */
function previewPayload(values: Record<string, unknown>): string {
  const rows = Array.isArray(values[ROWS]) ? (values[ROWS] as ItemSettlement[]) : [];
  return JSON.stringify({
    ...Object.fromEntries(promisingCountKeys.map((key) => [key, values[key] ?? null])),
    item_settlements: rows.map((r) => ({
      id: r.id ?? null,
      settlement_id: r.settlement_id ?? null,
      _destroy: r._destroy === true,
    })),
  });
}

function PreviewPanel({ definition }: { definition: RegistryDefinition }) {
  const dataProvider = useEogDataProvider();
  const record = useRecordContext();
  const values = useWatch() as Record<string, unknown>;
  const settled = useSettledValue(previewPayload(values));
  const { data } = useQuery({
    queryKey: [definition.name, 'preview', record?.id ?? null, settled],
    queryFn: () =>
      dataProvider.programmeItemPreview(definition.name, {
        id: record?.id,
        data: JSON.parse(settled!) as Record<string, unknown>,
      }),
    enabled: settled !== undefined,
    placeholderData: keepPreviousData,
  });
  const numbers = data?.data;
  const line = (label: string, value: number | undefined) => (
    <Typography>
      {label}:{' '}
      <Box component="strong" aria-label={label}>
        {value ?? formatMessages.noData}
      </Box>
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2, width: '100%' }} role="status">
      <Typography variant="h6" component="h2" gutterBottom>
        {msg.previewTitle}
      </Typography>
      {line(msg.perspectiveConsumers, numbers?.perspective_consumers_count)}
      {line(msg.ungasifiedSettlements, numbers?.ungasified_settlements_count)}
    </Paper>
  );
}

export function ProgrammeItemInputs({ definition, mode }: RegistryInputsProps) {
  return (
    <>
      <RegistryInputs definition={definition} mode={mode} />
      <ItemSettlementsInput />
      <PreviewPanel definition={definition} />
    </>
  );
}
