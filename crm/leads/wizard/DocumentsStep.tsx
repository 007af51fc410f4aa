/**
 * Step 'Документы': files chosen by kind (src/domain/documentKinds), checked against the upload
 * rules at once and sent only after the lead exists (the multipart upload needs its id). The
 * service's own documents list, when it has one, is shown as the checklist.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../../src/domain/documentKinds';
import { formatFileSize } from '../../../src/format/number';
import { pickFiles, type ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import { wizardTexts as text } from '../../../src/leads/wizard/texts';

interface Props {
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  documentsList?: string | null;
}

export function DocumentsStep({ files, onChange, documentsList }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [refused, setRefused] = useState<string>();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = pickFiles(files, [...(event.target.files ?? [])], kind);
    event.target.value = '';
    setRefused(picked.refused);
    if (picked.files.length > files.length) onChange(picked.files);
  };

  return (
    <Box>
      {documentsList ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2">{text.serviceDocuments}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {documentsList}
          </Typography>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          id="wizard-document-kind"
          size="small"
          label={text.documentKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as DocumentKind)}
          sx={{ minWidth: 360 }}
        >
          {documentKindOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.title}
            </MenuItem>
          ))}
        </TextField>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          data-testid="wizard-file"
          onChange={onPick}
        />
        <Button startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
          {text.addFile}
        </Button>
      </Box>
      {refused ? <FormHelperText error>{refused}</FormHelperText> : null}
      {files.length ? (
        <List dense>
          {files.map((f) => (
            <ListItem
              key={f.key}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${text.removeFile}: ${f.file.name}`}
                  onClick={() => onChange(files.filter((x) => x.key !== f.key))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${documentKindLabel(f.kind)}: ${f.file.name}`}
                secondary={formatFileSize(f.file.size)}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text.noFiles}
        </Typography>
      )}
    </Box>
  );
}
