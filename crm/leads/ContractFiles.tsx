/**
 * The contract's files (kinds contract and detached_reinforced_signature) under
 * …/contract/attachments: list, download and, for holders of admin_contracts_update_status,
 * upload and removal (./contract/RecordFiles).
 */
import type { Identifier } from 'ra-core';
import type { DocumentKind } from '../../src/domain/documentKinds';
import { RecordFiles } from './contract/RecordFiles';
import { contractFilesPath } from './contractApi';
import { leadScreenTexts as leadText } from './leadLabels';

/** The kinds a contract takes (server/modules/contracts/files.ts ownerKinds.Contract). */
export const contractFileKinds: readonly DocumentKind[] = [
  'contract',
  'detached_reinforced_signature',
];

export function ContractFiles({ leadId, canWrite }: { leadId: Identifier; canWrite: boolean }) {
  return (
    <RecordFiles
      label={leadText.contractFiles}
      filesPath={contractFilesPath(leadId)}
      kinds={contractFileKinds}
      canWrite={canWrite}
      testId="contract-file"
    />
  );
}
