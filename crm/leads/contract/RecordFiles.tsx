/**
 * The files of a contract or an agreement (server/modules/contracts/files.ts) under the path
 * resource `resource`: downloads and, with `canWrite`, the upload of a file of one of `kinds`
 * (checked first against the contract rules: the upload list plus .sig and .p7s) and the
 * removal after the file-delete confirmation (seed 001 §8), on the shared widget (src/ui/upload
 * FileUpload) and the card's table (../DocumentTable).
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useGetList, useNotify, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { documentKindLabel, type DocumentKind } from '../../../src/domain/documentKinds';
import { contractFileExtensions } from '../../../src/domain/uploads';
import { FileUpload } from '../../../src/ui/upload';
import { allowedExtensions, maxFileSize } from '../../../src/validation/files';
import type { Validator } from '../../../src/validation/messages';
import { contractTexts as text } from '../contractLabels';
import { DocumentTable } from '../DocumentTable';
import { loadedOf } from '../../ui/loaded';
import { serverOrder } from '../leadQueries';

const validateContractFile: Validator = (value) =>
  allowedExtensions(contractFileExtensions)(value) ?? maxFileSize()(value);

export function RecordFiles({
  label,
  resource,
  kinds,
  canWrite,
  testId,
}: {
  /** The table's accessible name. */
  label: string;
  /** The files' path resource: 'leads/1/contract/attachments' …. */
  resource: string;
  /** The kinds the owner takes (files.ts ownerKinds), the first preselected. */
  kinds: readonly DocumentKind[];
  canWrite: boolean;
  /** The file input's test id. */
  testId: string;
}) {
  const notify = useNotify();
  const files = loadedOf(
    useGetList(resource, { pagination: { page: 1, perPage: 100 }, sort: serverOrder }),
  );
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'contract');

  return (
    <Box>
      {canWrite ? (
        <TextField
          select
          size="small"
          label={text.fileKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as DocumentKind)}
          sx={{ minWidth: 320, mt: 1 }}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {documentKindLabel(k)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <FileUpload
        label={text.upload}
        resource={resource}
        filesResource={resource}
        kind={kind}
        accept={contractFileExtensions}
        validate={validateContractFile}
        files={(files.data ?? []) as RaRecord[]}
        canUpload={canWrite}
        canRemove={canWrite}
        testId={testId}
        onRemoved={() => files.reload()}
        onMessage={(message, type) => notify(message, { type })}
        renderFiles={(_, actions) => (
          <DocumentTable label={label} files={files} actions={actions} removeText={text.remove} />
        )}
      />
    </Box>
  );
}
