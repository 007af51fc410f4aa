/**
 * The card's documents (./DocumentTable). Holders of admin_leads_documents also pick a kind,
 * then files, on the shared upload widget (src/ui/upload FileUpload), as everywhere else, and
 * remove a document after the file-delete confirmation (seed 001 §8). After either the list is
 * read again from the server.
 */
import { Box } from '@mui/material';
import { useGetList, useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { documentKindOptions, type DocumentKind } from '../../src/domain/documentKinds';
import { wizardTexts } from '../../src/ui/wizard/texts';
import { FileUpload } from '../../src/ui/upload';
import { useLeadKeys } from './leadKeys';
import { DocumentTable } from './DocumentTable';
import { leadEditTexts as editText, leadScreenTexts as text } from './leadLabels';
import { loadedOf, type Loaded } from '../ui/loaded';
import { serverOrder } from './leadQueries';
import { DocumentKindSelect } from './wizard/widgets';

/** The lead's documents as a path resource: list, delete, download and the upload's base. */
const documentsOf = (leadId: Identifier) => `leads/${String(leadId)}/documents`;

const kindOptions = documentKindOptions.map((o) => ({ value: o.value, label: o.title }));

/**
 * The tab: the documents the lead answer included (`document_ids` says it carried the relation),
 * else GET …/documents; after an upload or a removal always GET …/documents. With
 * admin_leads_documents a kind is picked, then the files: each goes at once, with its progress.
 */
export function LeadDocuments({ lead }: { lead: RaRecord }) {
  const keys = useLeadKeys();
  const notify = useNotify();
  const id = lead.id;
  const resource = documentsOf(id);
  const [fresh, setFresh] = useState(false);
  const [kind, setKind] = useState<DocumentKind>('passport');
  const included = !fresh && Array.isArray(lead.document_ids);
  const listed = useGetList(
    resource,
    { pagination: { page: 1, perPage: 100 }, sort: serverOrder },
    { enabled: !included },
  );
  const documents: Loaded<RaRecord[]> = included
    ? {
        data: (lead.documents as RaRecord[] | undefined) ?? [],
        loading: false,
        reload: () => setFresh(true),
      }
    : loadedOf(listed);
  // The widget refreshes a list read already; the lead's own documents give way to one.
  const changed = () => setFresh(true);

  return (
    <Box>
      {keys.documents ? (
        <DocumentKindSelect
          id="lead-document-kind"
          label={wizardTexts.documentKind}
          kind={kind}
          options={kindOptions}
          onChange={(value) => setKind(value as DocumentKind)}
        />
      ) : null}
      <FileUpload
        label={editText.uploadDocument}
        resource={resource}
        filesResource={resource}
        kind={kind}
        multiple
        files={documents.data ?? []}
        canUpload={keys.documents}
        canRemove={keys.documents}
        testId="lead-documents-file"
        onUploaded={() => {
          notify(editText.documentUploaded, { type: 'success' });
          changed();
        }}
        onRemoved={changed}
        onMessage={(message, type) => notify(message, { type })}
        renderFiles={(_, actions) => (
          <DocumentTable
            label={text.tabs.documents}
            files={documents}
            actions={actions}
            removeText={editText.removeDocument}
          />
        )}
      />
    </Box>
  );
}
