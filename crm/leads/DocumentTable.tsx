/**
 * The table of a lead's, a contract's or an agreement's files on the card: kind (src/domain
 * documentKinds label), name, size, upload date, 'Скачать' and, where removal is allowed, a
 * delete icon. The buttons are the upload widget's own actions (src/ui/upload FileUpload's
 * `renderFiles`): the download verb and the asked removal.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { documentKindLabel } from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { formatValue } from '../../src/format/text';
import type { UploadedFileActions } from '../../src/ui/upload';
import { documentColumns as column, leadScreenTexts as text } from './leadLabels';
import type { Loaded } from '../ui/loaded';
import { PanelTable } from '../ui/PanelTable';

const fileName = (d: RaRecord) => String(d.original_filename ?? d.id);

export function DocumentTable({
  label,
  files,
  actions,
  removeText,
}: {
  /** The table's accessible name. */
  label: string;
  files: Loaded<RaRecord[]>;
  actions: UploadedFileActions;
  /** The delete icon's name before the file's: 'Удалить документ: паспорт.pdf'. */
  removeText: string;
}) {
  return (
    <PanelTable
      label={label}
      loaded={files}
      empty={text.noDocuments}
      heads={[column.kind, column.name, column.size, column.date, '']}
      row={(d) => [
        typeof d.kind === 'string' ? documentKindLabel(d.kind) : formatValue(d.kind_label, 'table'),
        formatValue(d.original_filename, 'table'),
        formatFileSize(d.file_size, 'table'),
        formatDateTime(d.created_at, 'table'),
        <Box key="a" sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => actions.download(d)}>
            {text.download}
          </Button>
          {actions.remove ? (
            <IconButton
              size="small"
              aria-label={`${removeText}: ${fileName(d)}`}
              onClick={() => actions.remove?.(d)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>,
      ]}
    />
  );
}
