/**
 * One agreement's files or status history, opened from its row of the agreements table in a
 * dialog titled with its number. The history table is also the agreement screen's
 * (crm/contract).
 */
import { Button } from '@mui/material';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { agreementStatusLabel } from '../../../src/domain/agreements';
import { formatValue } from '../../../src/format/text';
import { DialogFrame } from '../../../src/ui/dialog';
import { interpolate } from '../../../src/validation/messages';
import type { ContractKeys } from '../contractKeys';
import { contractTexts as text } from '../contractLabels';
import { loadedOf } from '../../ui/loaded';
import { AgreementFiles } from './AgreementFiles';
import { agreementChangesKey } from './agreementQueries';
import { StatusChanges } from './StatusChanges';

export type AgreementPart = 'files' | 'history';

/** GET …/agreements/{id}/changes, newest first. */
export function AgreementHistory({
  contractId,
  agreementId,
}: {
  contractId: Identifier;
  agreementId: Identifier;
}) {
  const dataProvider = useEogDataProvider();
  const changes = useQuery({
    queryKey: agreementChangesKey(contractId, agreementId),
    queryFn: async ({ signal }) =>
      (await dataProvider.agreementChanges('contracts', { contractId, id: agreementId, signal }))
        .data,
  });
  return (
    <StatusChanges
      label={text.agreementHistory}
      empty={text.noAgreementHistory}
      changes={loadedOf(changes)}
      statusLabel={agreementStatusLabel}
    />
  );
}

export function AgreementDetails({
  contractId,
  agreement,
  part,
  keys,
  onClose,
}: {
  contractId: Identifier;
  agreement: RaRecord;
  part: AgreementPart;
  keys: ContractKeys;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const title = interpolate(
    part === 'files' ? text.agreementFilesTitle : text.agreementHistoryTitle,
    { number: formatValue(agreement.number) },
  );
  return (
    <DialogFrame
      open
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{translate('ra.action.close')}</Button>}
    >
      {part === 'files' ? (
        <AgreementFiles
          contractId={contractId}
          agreementId={agreement.id}
          canWrite={keys.agreementsWrite}
        />
      ) : (
        <AgreementHistory contractId={contractId} agreementId={agreement.id} />
      )}
    </DialogFrame>
  );
}
