/**
 * The contract's files (kinds contract and detached_reinforced_signature) under
 * …/contract/attachments: list, download and, for holders of admin_contracts_update_status,
 * upload and removal (./contract/RecordFiles).
 */
import type { Identifier } from 'ra-core';
import { recordFileKinds } from '../../src/domain/documentKinds';
import { RecordFiles } from './contract/RecordFiles';
import { leadScreenTexts as leadText } from './leadLabels';

export function ContractFiles({ leadId, canWrite }: { leadId: Identifier; canWrite: boolean }) {
  return (
    <RecordFiles
      label={leadText.contractFiles}
      resource={`leads/${String(leadId)}/contract/attachments`}
      kinds={recordFileKinds.Contract}
      canWrite={canWrite}
      testId="contract-file"
    />
  );
}
