/**
 * The contract's status actions: the staff moves of src/domain/contractTransitions from the
 * current status (`contractMoveOptions`), kept to the caller's keys (ContractKeys). Several
 * buttons read 'Сохранить', so the accessible name adds the target status. Each move opens a
 * dialog with an optional note → PUT …/contract/update_status.
 */
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { contractStatusLabel, type ContractStatus } from '../../src/domain/contractStatuses';
import {
  contractCoordinationDecisions,
  contractMoveOptions,
} from '../../src/domain/contractTransitions';
import type { SelectOption } from '../../src/domain/enums';
import { interpolate } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { ContractKeys } from './contractKeys';
import { contractTexts as text, moveNote } from './contractLabels';
import { LEADS } from './leadQueries';
import { MoveDialog } from '../registries/MoveDialog';
import { ContractStatusBadge } from './StatusBadge';
import { MoveTargets } from './MoveTargets';

/** The moves this staff member may make on the contract now. */
export function contractMovesFor(
  contract: RaRecord,
  keys: ContractKeys,
): SelectOption<ContractStatus>[] {
  const from = typeof contract.status === 'string' ? contract.status : '';
  return contractMoveOptions(from, 'staff', { isWriting: contract.is_writing === true }).filter(
    ({ value: to }) => {
      if (contractCoordinationDecisions.includes(to)) return keys.coordination;
      if (to === 'terminated') return keys.write && keys.termination;
      if (to === 'current') return keys.write && keys.signature;
      return keys.write;
    },
  );
}

export function ContractActions({
  leadId,
  contract,
  keys,
  onMoved,
}: {
  leadId: Identifier;
  contract: RaRecord;
  keys: ContractKeys;
  onMoved: () => void;
}) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const [target, setTarget] = useState<SelectOption<ContractStatus>>();
  const moves = contractMovesFor(contract, keys);
  const labels = (to: string) => ({
    from: contractStatusLabel(String(contract.status ?? '')),
    to: contractStatusLabel(to),
  });
  return (
    <MoveTargets
      label={text.moves}
      empty={text.noMoves}
      moves={moves.map((move) => ({
        to: move.value,
        action: move.title,
        title: contractStatusLabel(move.value),
        badge: <ContractStatusBadge status={move.value} />,
      }))}
      onPick={(to) => setTarget(moves.find((m) => m.value === to))}
    >
      {target ? (
        <MoveDialog
          move={{
            to: target.value,
            title: interpolate(text.moveTitle, labels(target.value)),
            confirm: interpolate(text.moveConfirm, labels(target.value)),
            action: target.title,
            text: moveNote,
          }}
          onClose={() => setTarget(undefined)}
          submit={({ note }) =>
            dataProvider.moveContract(LEADS, { id: leadId, status: target.value, note })
          }
          onDone={() => {
            notify(text.moved, { type: 'success' });
            onMoved();
          }}
        />
      ) : null}
    </MoveTargets>
  );
}
