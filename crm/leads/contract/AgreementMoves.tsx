/**
 * The staff moves of one additional agreement (src/domain/agreementTransitions), labelled with
 * the target status: the decision on an agreement in coordination only for
 * admin_coordination_approve holders, the rest for admin_agreements_update_status. A move opens
 * its dialog (a move to registered may carry the registration number) → PUT …/update_status.
 * The answer is the moved agreement: it replaces the cached one (its table row, its screen),
 * and the agreement's status history is read again. Used by the contract tab's agreements table
 * (../AgreementsPanel) and the agreement's own screen (crm/contract).
 */
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { putRecord } from '../../../dataProvider/recordCache';
import { agreementStatusLabel, type AgreementStatus } from '../../../src/domain/agreements';
import {
  agreementMoveOptions,
  isAgreementCoordinationDecision,
} from '../../../src/domain/agreementTransitions';
import type { SelectOption } from '../../../src/domain/enums';
import { interpolate } from '../../../src/validation/messages';
import type { ContractKeys } from '../contractKeys';
import { contractTexts as text, moveNote } from '../contractLabels';
import { MoveDialog } from '../../registries/MoveDialog';
import { agreementChangesKey, agreementsResource } from './agreementQueries';

/** The registration number a move to registered may carry. */
const registrationNumber = { field: 'number', label: text.registrationNumber, maxLength: 64 };

/** The moves this staff member may make on the agreement now. */
function agreementMovesFor(
  agreement: RaRecord,
  keys: ContractKeys,
): SelectOption<AgreementStatus>[] {
  const from = typeof agreement.status === 'string' ? agreement.status : '';
  return agreementMoveOptions(from, 'staff', { isWriting: agreement.is_writing === true }).filter(
    ({ value: to }) =>
      isAgreementCoordinationDecision(from, to) ? keys.coordination : keys.agreementsWrite,
  );
}

export function AgreementMoves({
  contractId,
  agreement,
  keys,
  onMoved,
  empty = null,
}: {
  contractId: Identifier;
  agreement: RaRecord;
  keys: ContractKeys;
  /** After a move the server answered without the agreement: read it again. */
  onMoved: () => void;
  /** Shown when no move is open to this member now. */
  empty?: ReactNode;
}) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<SelectOption<AgreementStatus>>();
  const labels = (to: string) => ({
    from: agreementStatusLabel(typeof agreement.status === 'string' ? agreement.status : null),
    to: agreementStatusLabel(to),
  });

  const moves = agreementMovesFor(agreement, keys);
  return (
    <>
      {moves.length ? null : empty}
      {moves.map((move) => (
        <Button key={move.value} size="small" variant="outlined" onClick={() => setMoving(move)}>
          {move.title}
        </Button>
      ))}
      {moving ? (
        <MoveDialog
          move={{
            to: moving.value,
            title: interpolate(text.agreementMoveTitle, labels(moving.value)),
            confirm: interpolate(text.agreementMoveConfirm, labels(moving.value)),
            action: moving.title,
            // A move to registered may carry the registration number.
            ...(moving.value === 'registered' ? { value: registrationNumber } : {}),
            text: moveNote,
          }}
          onClose={() => setMoving(undefined)}
          submit={async ({ note, number }) => {
            const { data } = await dataProvider.moveAgreement('contracts', {
              contractId,
              id: agreement.id,
              status: moving.value,
              note,
              number,
            });
            notify(text.agreementMoved, { type: 'success' });
            void queryClient.invalidateQueries({
              queryKey: agreementChangesKey(contractId, agreement.id),
            });
            if (data) putRecord(queryClient, agreementsResource(contractId), data);
            else onMoved();
          }}
        />
      ) : null}
    </>
  );
}
