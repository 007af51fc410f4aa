/**
 * The 'Файлы' section of a knowledge question's edit screen (seed 001 §7 Knowledge
 * "questions/{questionId}/attachments and /attachments/{id}", multipart upload, download; §8
 * messages), for any definition with `attachments`:
 *
 *   list      GET    /v1/admin/<path>/<id>/attachments
 *   upload    the dataProvider's `upload` verb under the record (…/<id>/attachments/
 *             multipart_upload_{start,url,complete}), several files one after another, a
 *             progress bar over all of them; each picked file is checked first against the
 *             definition's extensions and size limit — a file that does not fit is named with
 *             the rule's message and never sent
 *   download  the `download` verb, GET …/attachments/<attachmentId>?transfer=download_url
 *   remove    after 'Вы точно хотите удалить загруженный файл?' (Подтвердить / Отмена),
 *             DELETE …/attachments/<attachmentId>, then 'Файл успешно удален'
 *
 * A failed upload says 'Произошла ошибка при отправке файла'; a failed download or removal
 * shows the server's message. Uploading and removing need the registry's update key. An
 * uploaded file joins the cached list from the upload's answer, a removed one leaves it
 * (useDelete): the list is not loaded again.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Divider,
  FormHelperText,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  useDelete,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import type { FileField, RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from '../registries/access';
import { pickedFileError } from '../registries/validators';
import { FileRemoveConfirm } from '../registries/FileRemoveConfirm';

export interface Attachment extends RaRecord {
  original_filename?: string;
  file_size?: number;
  created_at?: string;
}

type Rules = NonNullable<RegistryDefinition['attachments']>;

/** The react-admin resource of a record's files: 'knowledge/5/attachments' (paths map it). */
export function attachmentsResource(definition: RegistryDefinition, id: Identifier): string {
  return `${definition.name}/${String(id)}/attachments`;
}

type ListResult = { data?: RaRecord[]; total?: number } & Record<string, unknown>;

/** Appends an uploaded file to every cached page of the resource's list. */
function appendToLists(
  queryClient: ReturnType<typeof useQueryClient>,
  resource: string,
  file: RaRecord,
) {
  queryClient.setQueriesData<ListResult>({ queryKey: [resource, 'getList'] }, (old) =>
    old?.data ? { ...old, data: [...old.data, file], total: (old.total ?? 0) + 1 } : old,
  );
}

function errorText(error: unknown): string {
  return (error as Error | undefined)?.message || 'app.default';
}

function AttachmentRow({
  file,
  onDownload,
  onRemove,
}: {
  file: Attachment;
  onDownload: () => void;
  onRemove?: () => void;
}) {
  const translate = useTranslate();
  const name = file.original_filename ?? String(file.id);
  return (
    <ListItem disableGutters sx={{ gap: 1 }} data-testid="attachment">
      <Link component="button" type="button" onClick={onDownload}>
        {name}
      </Link>
      {file.file_size !== undefined ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {formatFileSize(file.file_size)}
        </Typography>
      ) : null}
      {file.created_at ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDateTime(file.created_at)}
        </Typography>
      ) : null}
      {onRemove ? (
        <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </ListItem>
  );
}

function RecordFiles({
  definition,
  recordId,
  rules,
}: {
  definition: RegistryDefinition;
  recordId: Identifier;
  rules: Rules;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const keys = useRegistryKeys(definition);
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const [deleteOne] = useDelete<Attachment>();
  const resource = attachmentsResource(definition, recordId);
  // The definition's rules as a file field's, so the shared file validators check them.
  const field = useMemo<FileField>(
    () => ({ kind: 'file', label: '', extensions: rules.extensions, maxBytes: rules.maxBytes }),
    [rules],
  );
  const { data = [] } = useGetList<Attachment>(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [refused, setRefused] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Attachment | undefined>();

  const uploadAll = async (files: File[]) => {
    let failed = false;
    setProgress(0);
    for (const [index, file] of files.entries()) {
      try {
        const { data: uploaded } = await dataProvider.upload(resource, {
          file,
          kind: definition.type,
          validate: () => pickedFileError(field, file),
          onProgress: (fraction) => setProgress((index + fraction) / files.length),
        });
        // The picked file names the row when the answer carries only the id.
        const row = { original_filename: file.name, file_size: file.size, ...uploaded };
        appendToLists(queryClient, resource, row);
      } catch {
        failed = true;
      }
      setProgress((index + 1) / files.length);
    }
    setProgress(undefined);
    if (failed) notify('app.uploadSendFailed', { type: 'error' });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const checked = files.map((file) => ({ file, error: pickedFileError(field, file) }));
    setRefused(checked.filter((c) => c.error).map((c) => `${c.file.name}: ${c.error}`));
    const fitting = checked.filter((c) => !c.error).map((c) => c.file);
    if (fitting.length) void uploadAll(fitting);
  };

  const download = async (file: Attachment) => {
    try {
      await dataProvider.download(resource, { id: file.id, filename: file.original_filename });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const remove = () => {
    const file = removing;
    setRemoving(undefined);
    if (!file) return;
    deleteOne(
      resource,
      { id: file.id, previousData: file },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.ui.fileRemoved', { type: 'success' }),
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  };

  return (
    <Box
      component="section"
      sx={{ width: '100%', my: 2 }}
      aria-label={translate('app.knowledge.files')}
    >
      <Divider sx={{ mb: 1 }} />
      <Typography variant="h6" component="h2">
        {translate('app.knowledge.files')}
      </Typography>
      {data.length ? (
        <List dense>
          {data.map((file) => (
            <AttachmentRow
              key={file.id}
              file={file}
              onDownload={() => void download(file)}
              onRemove={keys.update ? () => setRemoving(file) : undefined}
            />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('app.knowledge.filesEmpty')}
        </Typography>
      )}
      {progress !== undefined ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
      ) : null}
      {keys.update ? (
        <>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="attachments-file"
            accept={rules.extensions.map((e) => `.${e}`).join(',')}
            onChange={onPick}
          />
          <Button
            size="small"
            startIcon={<UploadIcon />}
            disabled={progress !== undefined}
            onClick={() => picker.current?.click()}
          >
            {translate('app.ui.uploadFile')}
          </Button>
        </>
      ) : null}
      {refused.map((text) => (
        <FormHelperText key={text} error>
          {text}
        </FormHelperText>
      ))}
      <FileRemoveConfirm
        isOpen={removing !== undefined}
        onConfirm={remove}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}

/** The section for the record in context; nothing for a definition without `attachments`. */
export function QuestionFiles({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  if (!definition.attachments || record?.id === undefined) return null;
  return (
    <RecordFiles definition={definition} recordId={record.id} rules={definition.attachments} />
  );
}
