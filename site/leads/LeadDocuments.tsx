/**
 * The documents of the applicant's lead on /leads/:id: kind, file, size and date, each
 * downloadable; while the lead takes documents from the applicant (a draft, or postponed for
 * missing ones) a file of a chosen kind is uploaded at once (multipart, with progress).
 */
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import type { RaRecord } from 'ra-core';
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
import { dataProvider } from '../providers';
import { errorText } from './leadsApi';
import { siteLeadTexts as t } from './texts';
import { fetchDocuments, uploadDocument } from './wizard/wizardApi';

export function LeadDocuments({ leadId, status }: { leadId: string; status: string }) {
  const [rows, setRows] = useState<RaRecord[]>();
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [progress, setProgress] = useState<number>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();

  const load = useCallback(() => {
    fetchDocuments(leadId).then(setRows, (e: unknown) => {
      setRows([]);
      setMessage({ text: errorText(e, errorMessages.default), error: true });
    });
  }, [leadId]);
  useEffect(load, [load]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setMessage(undefined);
    for (const [i, file] of files.entries()) {
      try {
        await uploadDocument(leadId, { key: i, kind, file }, setProgress);
        setMessage({ text: interpolate(t.uploaded, { name: file.name }), error: false });
      } catch (e) {
        setMessage({
          text: `${file.name}: ${errorText(e, errorMessages.uploadFailed)}`,
          error: true,
        });
      }
    }
    setProgress(undefined);
    load();
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
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          style={{ color: message.error ? '#b3261e' : '#1e7b34' }}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
