/**
 * The documents of the applicant's lead on /leads/:id: kind, file, size and date, each
 * downloadable; while the lead takes documents from the applicant (a draft, or postponed for
 * missing ones) a file of a chosen kind is uploaded at once (multipart, with progress).
 */
import { useState, type ChangeEvent } from 'react';
import { useGetList, type RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { serverOrder } from '../../dataProvider/leadVerbs';
import { errorMessages } from '../../i18n/messages';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { applicantMayAttachIn } from '../../src/leads/documents';
import { wizardTexts } from '../../src/leads/wizard/texts';
import { interpolate } from '../../src/validation/messages';
import { errorText } from './errorText';
import { siteLeadTexts as t } from './texts';

export function LeadDocuments({ leadId, status }: { leadId: string; status: string }) {
  const dataProvider = useEogDataProvider();
  // The lead's documents as a path resource: the list and the upload's base.
  const resource = `leads/${leadId}/documents`;
  const list = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: serverOrder,
  });
  // A failed read shows no rows and the server's message.
  const rows: RaRecord[] | undefined = list.error ? [] : list.data;
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [progress, setProgress] = useState<number>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();

  const readError = list.error ? errorText(list.error, errorMessages.default) : undefined;
  const shown = message ?? (readError ? { text: readError, error: true } : undefined);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setMessage(undefined);
    for (const file of files) {
      try {
        await dataProvider.upload(resource, { file, kind, onProgress: setProgress });
        setMessage({ text: interpolate(t.uploaded, { name: file.name }), error: false });
      } catch (e) {
        setMessage({
          text: `${file.name}: ${errorText(e, errorMessages.uploadFailed)}`,
          error: true,
        });
      }
    }
    setProgress(undefined);
    void list.refetch();
  };

  const download = (row: RaRecord) =>
    dataProvider
      .download(
        `/v1/leads/${encodeURIComponent(leadId)}/documents/${encodeURIComponent(String(row.id))}`,
      )
      .catch((e: unknown) =>
        setMessage({ text: errorText(e, errorMessages.default), error: true }),
      );

  const mayAdd = applicantMayAttachIn(status);
  return (
    <section aria-labelledby="site-lead-documents">
      <h2 id="site-lead-documents">{t.documents}</h2>
      {rows === undefined ? (
        <p>{t.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.noDocuments}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={String(row.id)} style={{ marginBottom: 4 }}>
              {documentKindLabel(String(row.kind ?? ''))}: {String(row.original_filename ?? '')} (
              {formatFileSize(row.file_size)}, {formatDateTime(row.created_at)}){' '}
              <button type="button" onClick={() => void download(row)}>
                {t.download}
              </button>
            </li>
          ))}
        </ul>
      )}
      {mayAdd ? (
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          {status === 'pending' ? <p style={{ flexBasis: '100%' }}>{t.documentsHint}</p> : null}
          <label style={{ display: 'grid', gap: 4 }}>
            {wizardTexts.documentKind}
            <select value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
              {documentKindOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.title}
                </option>
              ))}
            </select>
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            {wizardTexts.addFile}
            <input
              type="file"
              multiple
              disabled={progress !== undefined}
              onChange={(e) => void onPick(e)}
            />
          </label>
        </div>
      ) : null}
      {progress !== undefined ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label={wizardTexts.uploading} />
      ) : null}
      {shown ? (
        <p
          role={shown.error ? 'alert' : 'status'}
          style={{ color: shown.error ? '#b3261e' : '#1e7b34' }}
        >
          {shown.text}
        </p>
      ) : null}
    </section>
  );
}
