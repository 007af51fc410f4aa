/**
 * The contract's additional agreements (ДС), for admin_agreements_read holders once the
 * contract has been in force: number, status badge (src/domain/agreements), written form and
 * signing date, newest first. Per row: its files ('Файлы': list and download; upload and
 * removal with admin_agreements_update_status) and, for admin_agreements_history holders, its
 * status history ('История'). With admin_agreements_update_status: 'Создать дополнительное
 * соглашение' (only while the contract is current, as the server demands; ./contract/
 * AgreementForm) and, per row, the staff moves of src/domain/agreementTransitions labelled with
 * the target status — the decision on an agreement in coordination only for
 * admin_coordination_approve holders. A move to registered may carry the registration number.
 */
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
import {
  agreementStatusColor,
  agreementStatusLabel,
  type AgreementStatus,
} from '../../src/domain/agreements';
import {
  agreementMoveOptions,
  isAgreementCoordinationDecision,
} from '../../src/domain/agreementTransitions';
import type { SelectOption } from '../../src/domain/enums';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { AgreementDetails, type AgreementPart } from './contract/AgreementDetails';
import { AgreementForm } from './contract/AgreementForm';
import type { ContractKeys } from './contractKeys';
import { agreementFields as label, contractTexts as text } from './contractLabels';
import { MoveDialog } from './MoveDialog';
import { PanelTable } from './PanelTable';
import { StatusBadge } from './StatusBadge';
import { loadedOf } from './loaded';
import { serverOrder } from './leadQueries';

export function AgreementStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' ? status : null;
  return <StatusBadge label={agreementStatusLabel(value)} color={agreementStatusColor(value)} />;
}

/** The moves this staff member may make on the agreement now. */
export function agreementMovesFor(
  agreement: RaRecord,
  keys: ContractKeys,
): SelectOption<AgreementStatus>[] {
  const from = typeof agreement.status === 'string' ? agreement.status : '';
  return agreementMoveOptions(from, 'staff', { isWriting: agreement.is_writing === true }).filter(
    ({ value: to }) =>
      isAgreementCoordinationDecision(from, to) ? keys.coordination : keys.agreementsWrite,
  );
}

export function AgreementsPanel({ contract, keys }: { contract: RaRecord; keys: ContractKeys }) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const contractId = contract.id;
  // Newest first, as the server sends them.
  const resource = `contracts/${String(contractId)}/agreements`;
  const agreements = loadedOf(
    useGetList(resource, { pagination: { page: 1, perPage: 100 }, sort: serverOrder }),
  );
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ agreement: RaRecord; part: AgreementPart }>();
  const [moving, setMoving] = useState<{
    agreement: RaRecord;
    move: SelectOption<AgreementStatus>;
  }>();
  const labels = (from: unknown, to: string) => ({
    from: agreementStatusLabel(typeof from === 'string' ? from : null),
    to: agreementStatusLabel(to),
  });

  return (
    <Box component="section" aria-label={text.agreements} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {text.agreements}
        </Typography>
        {keys.agreementsWrite && contract.status === 'current' ? (
          <Button size="small" variant="outlined" onClick={() => setCreating(true)}>
            {text.agreementCreate}
          </Button>
        ) : null}
      </Box>
      <PanelTable
        label={text.agreements}
        loaded={agreements}
        empty={text.noAgreements}
        heads={[label.number, label.status, label.is_writing, label.signed_at, label.actions]}
        row={(a) => [
          formatValue(a.number, 'table'),
          <AgreementStatusBadge key="s" status={a.status} />,
          a.is_writing === true ? text.yes : text.no,
          formatDateTime(a.signed_at, 'table'),
          <Box key="m" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button
              size="small"
              aria-label={`${text.agreementFiles}: ${formatValue(a.number)}`}
              onClick={() => setOpen({ agreement: a, part: 'files' })}
            >
              {text.agreementFiles}
            </Button>
            {keys.agreementsHistory ? (
              <Button
                size="small"
                aria-label={`${text.agreementHistory}: ${formatValue(a.number)}`}
                onClick={() => setOpen({ agreement: a, part: 'history' })}
              >
                {text.agreementHistory}
              </Button>
            ) : null}
            {agreementMovesFor(a, keys).map((move) => (
              <Button
                key={move.value}
                size="small"
                variant="outlined"
                onClick={() => setMoving({ agreement: a, move })}
              >
                {move.title}
              </Button>
            ))}
          </Box>,
        ]}
      />
      {creating ? (
        <AgreementForm
          contractId={contractId}
          pickUser={keys.users}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            agreements.reload();
          }}
        />
      ) : null}
      {open ? (
        <AgreementDetails
          contractId={contractId}
          agreement={open.agreement}
          part={open.part}
          keys={keys}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {moving ? (
        <MoveDialog
          title={interpolate(
            text.agreementMoveTitle,
            labels(moving.agreement.status, moving.move.value),
          )}
          confirm={interpolate(
            text.agreementMoveConfirm,
            labels(moving.agreement.status, moving.move.value),
          )}
          submitLabel={moving.move.title}
          withNumber={moving.move.value === 'registered'}
          onClose={() => setMoving(undefined)}
          onSubmit={async ({ note, number }) => {
            const { data } = await dataProvider.moveAgreement('contracts', {
              contractId,
              id: moving.agreement.id,
              status: moving.move.value,
              note,
              number,
            });
            setMoving(undefined);
            notify(text.agreementMoved, { type: 'success' });
            // The answer is the moved agreement: its row changes in place.
            if (data) putRecord(queryClient, resource, data);
            else agreements.reload();
          }}
        />
      ) : null}
    </Box>
  );
}
