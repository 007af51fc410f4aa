/**
 * The documents of the applicant's lead on /leads/:id: kind, file, size and date, each
 * downloadable; while the lead takes documents from the applicant (a draft, or postponed for
 * missing ones) a file of a chosen kind is uploaded at once (multipart, with progress) by the
 * shared upload widget (src/ui/upload FileUpload), which also downloads; the list keeps its rows.
 */
import { useState } from 'react';
import { useGetList, type RaRecord } from 'ra-core';
import { serverOrder } from '../../dataProvider/leadVerbs';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { applicantMayAttachIn } from '../../src/leads/documents';
import { wizardTexts } from '../../src/ui/wizard/texts';
import { FileUpload } from '../../src/ui/upload';
import { interpolate } from '../../src/validation/messages';
import { SelectField } from '../Field';
import { errorText } from './errorText';
import { siteLeadTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import styles from './Leads.module.css';

export function LeadDocuments({ leadId, status }: { leadId: string; status: string }) {
  // The lead's documents as a path resource: the list and the upload's base.
  const resource = `leads/${leadId}/documents`;
  const list = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: serverOrder,
  });
  // A failed read shows no rows and the server's message.
  const rows: RaRecord[] | undefined = list.error ? [] : list.data;
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [message, setMessage] = useState<{ text: string; error: boolean }>();

  const readError = list.error ? errorText(list.error) : undefined;
  const shown = message ?? (readError ? { text: readError, error: true } : undefined);

  const mayAdd = applicantMayAttachIn(status);
  return (
    <section aria-labelledby="site-lead-documents" className={ui.stack}>
      <h2 id="site-lead-documents" className={ui.subtitle}>
        {t.documents}
      </h2>
      {mayAdd && status === 'pending' ? <p className={ui.notice}>{t.documentsHint}</p> : null}
      {mayAdd ? (
        <SelectField
          label={wizardTexts.documentKind}
          value={kind}
          options={documentKindOptions}
          onChange={(value) => setKind(value as DocumentKind)}
        />
      ) : null}
      <FileUpload
        label={wizardTexts.addFile}
        resource={resource}
        filesResource={resource}
        kind={kind}
        multiple
        files={rows ?? []}
        canUpload={mayAdd}
        canRemove={false}
        downloadPath={(row) =>
          `/v1/leads/${encodeURIComponent(leadId)}/documents/${encodeURIComponent(String(row.id))}`
        }
        onUploaded={(_, file) => {
          setMessage({ text: interpolate(t.uploaded, { name: file.name }), error: false });
          void list.refetch();
        }}
        onMessage={(text, type) => setMessage({ text, error: type === 'error' })}
        renderFiles={(files, actions) =>
          rows === undefined ? (
            <p>{t.loading}</p>
          ) : files.length === 0 ? (
            <p>{t.noDocuments}</p>
          ) : (
            <ul className={styles.documents}>
              {files.map((row) => (
                <li key={String(row.id)}>
                  {documentKindLabel(String(row.kind ?? ''))}: {String(row.original_filename ?? '')}{' '}
                  ({formatFileSize(row.file_size)}, {formatDateTime(row.created_at)}){' '}
                  <button
                    type="button"
                    className={ui.linkButton}
                    onClick={() => actions.download(row)}
                  >
                    {t.download}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      />
      {shown ? (
        <p
          role={shown.error ? 'alert' : 'status'}
          className={shown.error ? styles.failed : styles.ok}
        >
          {shown.text}
        </p>
      ) : null}
    </section>
  );
}
