/**
 * The card's documents: kind (src/domain/documentKinds label), file name, size, upload date and
 * a download (the document's `url`, streamed with the token and saved). Holders of
 * admin_leads_documents also pick files by kind (the wizard's documents step: the upload rules
 * checked at once) and upload them through the dataProvider's multipart `upload` verb under
 * `…/documents`, with a progress bar, and remove a document after the console's file-delete
 * confirmation (seed 001 §8). After either the list is read again from the server.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, IconButton, LinearProgress } from '@mui/material';
import { useDelete, useGetList, useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { documentKindLabel } from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { formatValue } from '../../src/format/text';
import { uploadChosen, type ChosenFile } from '../../src/leads/wizard/chosenFiles';
import { uiMessages } from '../../i18n/uiMessages';
import { ConfirmDialog } from '../../src/ui/dialog';
import { useLeadKeys } from './leadKeys';
import {
  documentColumns as column,
  leadEditTexts as editText,
  leadScreenTexts as text,
} from './leadLabels';
import { PanelTable } from './PanelTable';
import { loadedOf, type Loaded } from './loaded';
import { serverOrder } from './leadQueries';
import { DocumentsStep } from './wizard/DocumentsStep';

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

/** Files picked by kind, then sent one after another; the failed ones stay picked. */
function DocumentUpload({ leadId, onUploaded }: { leadId: Identifier; onUploaded: () => void }) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [progress, setProgress] = useState<number>();

  const upload = async () => {
    setProgress(0);
    const failed = await uploadChosen(
      files,
      (chosen, progress) =>
        dataProvider.upload(documentsOf(leadId), {
          file: chosen.file,
          kind: chosen.kind,
          onProgress: progress,
        }),
      setProgress,
    );
    setProgress(undefined);
    setFiles(files.filter((f) => failed.includes(f.file.name)));
    // Seed 001 §8: one message for any failed upload.
    if (failed.length) notify('app.uploadSendFailed', { type: 'error' });
    else notify(editText.documentUploaded, { type: 'success' });
    if (failed.length < files.length) onUploaded();
  };

  return (
    <Box sx={{ mt: 2 }}>
      <DocumentsStep files={files} onChange={setFiles} />
      {progress !== undefined ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} sx={{ my: 1 }} />
      ) : null}
      <Button
        variant="contained"
        size="small"
        startIcon={<UploadIcon />}
        disabled={!files.length || progress !== undefined}
        onClick={() => void upload()}
      >
        {editText.uploadDocument}
      </Button>
    </Box>
  );
}

/**
 * The tab: the documents the lead answer included (`document_ids` says it carried the relation),
 * else GET …/documents; after an upload or a removal always GET …/documents.
 */
export function LeadDocuments({ lead }: { lead: RaRecord }) {
  const keys = useLeadKeys();
  const notify = useNotify();
  const id = lead.id;
  const [fresh, setFresh] = useState(false);
  const [removing, setRemoving] = useState<RaRecord>();
  const included = !fresh && Array.isArray(lead.document_ids);
  const listed = useGetList(
    documentsOf(id),
    { pagination: { page: 1, perPage: 100 }, sort: serverOrder },
    { enabled: !included },
  );
  const [deleteOne] = useDelete();
  const documents: Loaded<RaRecord[]> = included
    ? {
        data: (lead.documents as RaRecord[] | undefined) ?? [],
        loading: false,
        reload: () => setFresh(true),
      }
    : loadedOf(listed);
  const changed = () => (fresh ? documents.reload() : setFresh(true));

  const remove = async () => {
    const document = removing;
    setRemoving(undefined);
    if (!document) return;
    try {
      await deleteOne(
        documentsOf(id),
        { id: document.id, previousData: document },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.ui.fileRemoved', { type: 'success' });
    } catch (e) {
      notify((e as Error)?.message || 'app.default', { type: 'error' });
    }
    changed();
  };

  return (
    <Box>
      <DocumentTable
        ownerId={id}
        documents={documents}
        label={text.tabs.documents}
        onRemove={keys.documents ? setRemoving : undefined}
      />
      {keys.documents ? <DocumentUpload leadId={id} onUploaded={changed} /> : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={uiMessages.fileRemoveConfirm}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </Box>
  );
}
