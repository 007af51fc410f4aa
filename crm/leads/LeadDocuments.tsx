/**
 * The card's documents: kind (src/domain/documentKinds label), file name, size, upload date and
 * a download (the document's `url`, streamed with the token and saved). Holders of
 * admin_leads_documents also pick a kind, then files, on the shared upload widget (src/ui/upload
 * FileUpload), as everywhere else: each picked file is checked against the upload rules, then
 * goes at once through the dataProvider's multipart `upload` verb under `…/documents` with its
 * progress bar, retry and cancel; a document is removed after the file-delete confirmation
 * (seed 001 §8). After either the list is read again from the server.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton } from '@mui/material';
import { useGetList, useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { formatValue } from '../../src/format/text';
import { wizardTexts } from '../../src/leads/wizard/texts';
import { FileUpload } from '../../src/ui/upload';
import { useLeadKeys } from './leadKeys';
import {
  documentColumns as column,
  leadEditTexts as editText,
  leadScreenTexts as text,
} from './leadLabels';
import { PanelTable } from './PanelTable';
import { loadedOf, type Loaded } from './loaded';
import { serverOrder } from './leadQueries';
import { DocumentKindSelect } from './wizard/widgets';

const fileName = (d: RaRecord) => String(d.original_filename ?? d.id);

/** The lead's documents as a path resource: list, delete and the upload's base. */
const documentsOf = (leadId: Identifier) => `leads/${String(leadId)}/documents`;

/**
 * A lead document: its `url` (`…?transfer=binary`), else the documents route of the lead, read
 * with the token and saved.
 */
function documentPath(leadId: Identifier, document: RaRecord): string {
  const given = typeof document.url === 'string' && document.url ? document.url : undefined;
  return (
    given ??
    `/v1/admin/leads/${encodeURIComponent(String(leadId))}/documents/${encodeURIComponent(String(document.id))}`
  );
}

export function DocumentTable({
  ownerId,
  documents,
  label,
  onRemove,
}: {
  ownerId: Identifier;
  documents: Loaded<RaRecord[]>;
  label: string;
  /** Offers removal of each document. */
  onRemove?: (document: RaRecord) => void;
}) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const name = (d: RaRecord) =>
    typeof d.original_filename === 'string' ? d.original_filename : '';
  return (
    <PanelTable
      label={label}
      loaded={documents}
      empty={text.noDocuments}
      heads={[column.kind, column.name, column.size, column.date, '']}
      row={(d) => [
        typeof d.kind === 'string' ? documentKindLabel(d.kind) : formatValue(d.kind_label, 'table'),
        formatValue(d.original_filename, 'table'),
        formatFileSize(d.file_size, 'table'),
        formatDateTime(d.created_at, 'table'),
        <Box key="a" sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            onClick={() =>
              dataProvider
                .saveFile(documentPath(ownerId, d), { filename: name(d) || 'document' })
                .catch((e: Error) => notify(e.message, { type: 'error' }))
            }
          >
            {text.download}
          </Button>
          {onRemove ? (
            <IconButton
              size="small"
              aria-label={`${editText.removeDocument}: ${fileName(d)}`}
              onClick={() => onRemove(d)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>,
      ]}
    />
  );
}

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
            ownerId={id}
            documents={documents}
            label={text.tabs.documents}
            onRemove={actions.remove}
          />
        )}
      />
    </Box>
  );
}
