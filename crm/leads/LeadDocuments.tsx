/**
 * The card's documents: kind (src/domain/documentKinds label), file name, size, upload date and
 * a download (the document's `url`, streamed with the token and saved).
 */
import { Button } from '@mui/material';
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { documentKindLabel } from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { formatValue } from '../../src/format/text';
import { downloadDocument } from './leadApi';
import { documentColumns as column, leadScreenTexts as text } from './leadLabels';
import { PanelTable } from './PanelTable';
import type { Loaded } from './useLoad';

export function DocumentTable({
  ownerId,
  documents,
  label,
}: {
  ownerId: Identifier;
  documents: Loaded<RaRecord[]>;
  label: string;
}) {
  const notify = useNotify();
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
        <Button
          key="dl"
          size="small"
          onClick={() =>
            downloadDocument(ownerId, d).catch((e: Error) => notify(e.message, { type: 'error' }))
          }
        >
          {text.download}
        </Button>,
      ]}
    />
  );
}
