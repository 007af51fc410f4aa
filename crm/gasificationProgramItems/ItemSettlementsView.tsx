/**
 * The item settlements of a programme item, read-only (the show screen of a member who may read
 * but not update the item): settlement, the three counts, whether a ГРО serves it.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { programmeItemMessages as msg } from '../../src/domain/gasificationProgramItems';
import { formatMessages } from '../../src/format/messages';
import {
  itemSettlementFields,
  type ItemSettlement,
} from '../../src/registries/gasificationProgramItems';

/** The counts of an item settlement, in the tables' column order. */
export const itemSettlementCounts = [
  'home_ownerships_count',
  'public_institutions_count',
  'paramedic_centers_count',
] as const;

/** The head of both item-settlement tables (this one and the form's); `actions` adds a column. */
export function ItemSettlementsHead({ actions = false }: { actions?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell>{itemSettlementFields.settlement_id.label}</TableCell>
        {itemSettlementCounts.map((key) => (
          <TableCell key={key}>{itemSettlementFields[key].label}</TableCell>
        ))}
        <TableCell>{msg.connected}</TableCell>
        {actions ? <TableCell /> : null}
      </TableRow>
    </TableHead>
  );
}

export function ItemSettlementsView() {
  const record = useRecordContext();
  const rows = (record?.item_settlements as ItemSettlement[] | undefined) ?? [];
  return (
    <>
      <Typography variant="h6" component="h2">
        {msg.settlementsTitle}
      </Typography>
      <Table size="small" aria-label={msg.settlementsTitle}>
        <ItemSettlementsHead />
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{msg.noSettlements}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={String(row.id)}>
              <TableCell>{row.name ?? formatMessages.dash}</TableCell>
              {itemSettlementCounts.map((key) => (
                <TableCell key={key}>{row[key] ?? formatMessages.dash}</TableCell>
              ))}
              <TableCell>
                {row.settlement_connected ? formatMessages.yes : formatMessages.no}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
