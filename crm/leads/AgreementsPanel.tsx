/**
 * The contract's additional agreements (ДС), for admin_agreements_read holders once the
 * contract has been in force: number, status badge (src/domain/agreements), written form and
 * signing date, newest first. With admin_agreements_update_status: 'Создать дополнительное
 * соглашение' (only while the contract is current, as the server demands) and, per row, the
 * staff moves of src/domain/agreementTransitions labelled with the target status — the
 * decision on an agreement in coordination only for admin_coordination_approve holders. A move
 * to registered may carry the registration number.
 */
import { Box, Button, Typography } from '@mui/material';
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useCallback, useState } from 'react';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import {
  agreementDeliveryOptions,
  agreementSourceOptions,
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
import { createAgreement, fetchAgreements, moveAgreement } from './contractApi';
import type { ContractKeys } from './contractKeys';
import { agreementFields as label, contractTexts as text } from './contractLabels';
import { CreateDialog } from './CreateDialog';
import { MoveDialog } from './MoveDialog';
import { PanelTable } from './PanelTable';
import { StatusBadge } from './StatusBadge';
import { useLoad } from './useLoad';

const createFields = ['number', 'subject', 'is_writing', 'source', 'delivery'];

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

function AgreementForm({
  contractId,
  onClose,
  onCreated,
}: {
  contractId: Identifier;
  onClose: () => void;
  onCreated: () => void;
}) {
  const create = (values: Record<string, unknown>) =>
    createAgreement(contractId, {
      ...Object.fromEntries(createFields.map((f) => [f, values[f]])),
      is_writing: values.is_writing === true,
    });
  return (
    <CreateDialog
      title={text.agreementCreate}
      fields={createFields}
      create={create}
      created={text.agreementCreated}
      onClose={onClose}
      onCreated={onCreated}
    >
      <TextInput source="number" label={label.number} />
      <TextInput source="subject" label={label.subject} multiline minRows={2} />
      <BooleanInput source="is_writing" label={label.is_writing} />
      <SelectInput
        source="source"
        label={label.source}
        choices={agreementSourceOptions}
        optionValue="value"
        optionText="title"
      />
      <SelectInput
        source="delivery"
        label={label.delivery}
        choices={agreementDeliveryOptions}
        optionValue="value"
        optionText="title"
      />
    </CreateDialog>
  );
}

export function AgreementsPanel({ contract, keys }: { contract: RaRecord; keys: ContractKeys }) {
  const notify = useNotify();
  const contractId = contract.id;
  const load = useCallback(() => fetchAgreements(contractId), [contractId]);
  const agreements = useLoad(load);
  const [creating, setCreating] = useState(false);
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
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            agreements.reload();
          }}
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
            await moveAgreement(contractId, moving.agreement.id, {
              status: moving.move.value,
              note,
              number,
            });
            setMoving(undefined);
            notify(text.agreementMoved, { type: 'success' });
            agreements.reload();
          }}
        />
      ) : null}
    </Box>
  );
}
