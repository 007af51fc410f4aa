/**
 * An agreement's files (kinds agreement and detached_reinforced_signature) under
 * /v1/admin/contracts/{contract_id}/agreements/{id}/attachments: list and download for
 * admin_agreements_read holders; upload and removal with admin_agreements_update_status.
 */
import type { Identifier } from 'ra-core';
import { recordFileKinds } from '../../../src/domain/documentKinds';
import { contractTexts as text } from '../contractLabels';
import { RecordFiles } from './RecordFiles';

export function AgreementFiles({
  contractId,
  agreementId,
  canWrite,
}: {
  contractId: Identifier;
  agreementId: Identifier;
  canWrite: boolean;
}) {
  return (
    <RecordFiles
      label={text.agreementFiles}
      resource={`contracts/${String(contractId)}/agreements/${String(agreementId)}/attachments`}
      kinds={recordFileKinds.ContractAgreement}
      canWrite={canWrite}
      testId="agreement-file"
    />
  );
}
