/**
 * The 'Файлы' section of a knowledge question's edit screen (seed 001 §7 Knowledge
 * "questions/{questionId}/attachments and /attachments/{id}", multipart upload, download; §8
 * messages), for any definition with `attachments`:
 *
 *   list      GET    /v1/admin/<path>/<id>/attachments
 *   upload    the dataProvider's `upload` verb under the record (…/<id>/attachments/
 *             multipart_upload_{start,url,complete}), several files one after another, each
 *             with its progress bar; each picked file is checked first against the
 *             definition's extensions and size limit — a file that does not fit is named with
 *             the rule's message and never sent
 *   download  the `download` verb, GET …/attachments/<attachmentId>?transfer=download_url
 *   remove    after 'Вы точно хотите удалить загруженный файл?' (Подтвердить / Отмена),
 *             DELETE …/attachments/<attachmentId>, then 'Файл успешно удален'
 *
 * A failed upload says 'Произошла ошибка при отправке файла'; a failed download or removal
 * shows the server's message. Uploading and removing need the registry's update key. The
 * widget is the shared one (src/ui/upload FileUpload): an upload refreshes the list, a removal
 * (useDelete) takes the file out of it.
 */
import { Box, Divider, Typography } from '@mui/material';
import {
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { useContext, useMemo } from 'react';
import { formatDateTime } from '../../src/format/date';
import type { FileField, RegistryDefinition } from '../../src/registries';
import { FileUpload } from '../../src/ui/upload';
import { useRegistryKeys } from '../registries/access';
import { ReadOnlyRecord } from '../registries/HistoryTabs';
import { pickedFileError } from '../registries/validators';

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

function RecordFiles({
  definition,
  recordId,
  rules,
  readOnly = false,
}: {
  definition: RegistryDefinition;
  recordId: Identifier;
  rules: Rules;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const keys = useRegistryKeys(definition);
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
      <FileUpload
        label={translate('app.ui.uploadFile')}
        resource={resource}
        filesResource={resource}
        kind={definition.type}
        multiple
        accept={rules.extensions}
        validate={(file) => pickedFileError(field, file as File)}
        files={data}
        describe={(file) => (file.created_at ? formatDateTime(file.created_at) : null)}
        canUpload={keys.update && !readOnly}
        canRemove={keys.update && !readOnly}
        removeLabel={() => translate('ra.action.delete')}
        emptyText={translate('app.knowledge.filesEmpty')}
        testId="attachments-file"
        onMessage={(text, type) => notify(text, { type })}
      />
    </Box>
  );
}

/** The section for the record in context; nothing for a definition without `attachments`. */
export function QuestionFiles({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  // Listed only on a read-only card (a show screen, a document in a final status).
  const readOnly = useContext(ReadOnlyRecord);
  if (!definition.attachments || record?.id === undefined) return null;
  return (
    <RecordFiles
      definition={definition}
      recordId={record.id}
      rules={definition.attachments}
      readOnly={readOnly}
    />
  );
}
