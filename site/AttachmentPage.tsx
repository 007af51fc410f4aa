/**
 * /attachments/{id} (seed 000 §2 "attachment view"): a document of the applicant's own lead,
 * downloaded at once through the dataProvider's `download` verb (GET /v1/attachments/{id}); a
 * button downloads it again. Another applicant's or a missing file is the server's 404: 'Файл
 * не найден'.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useEogDataProvider } from '../dataProvider/hooks';
import { errorStatus } from '../src/api';
import { interpolate } from '../src/validation/messages';
import { errorText } from './leads/errorText';
import { siteLeadTexts } from './leads/texts';
import { tokenStore } from './providers';
import ui from './theme/ui.module.css';

export const attachmentTexts = {
  title: 'Файл',
  loading: 'Файл загружается…',
  saved: 'Файл «{name}» скачан',
  opened: 'Файл открыт в новой вкладке',
  again: 'Скачать ещё раз',
  notFound: 'Файл не найден',
} as const;
const t = attachmentTexts;

const failureText = (e: unknown) => (errorStatus(e) === 404 ? t.notFound : errorText(e));

function AttachmentPage() {
  const { id = '' } = useParams();
  const dataProvider = useEogDataProvider();
  const signedIn = tokenStore.get() !== null;
  // Opening the page is the request to download: a mutation, started once per visit (even when
  // StrictMode runs the effect twice); the button runs it again.
  const download = useMutation({
    mutationFn: () => dataProvider.download(`/v1/attachments/${encodeURIComponent(id)}`),
  });
  const { mutate } = download;
  const started = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!signedIn || started.current === id) return;
    started.current = id;
    mutate();
  }, [signedIn, id, mutate]);

  const state = download.isSuccess
    ? {
        text: download.data.data.saved
          ? interpolate(t.saved, { name: download.data.data.filename ?? '' })
          : t.opened,
        error: false,
      }
    : download.isError
      ? { text: failureText(download.error), error: true }
      : undefined;

  return (
    <section className={ui.page}>
      <p>
        <Link to="/leads">{siteLeadTexts.backToList}</Link>
      </p>
      <h1 className={ui.title}>{t.title}</h1>
      {state ? <p role={state.error ? 'alert' : 'status'}>{state.text}</p> : <p>{t.loading}</p>}
      {state && !state.error ? (
        <button type="button" className={ui.buttonSecondary} onClick={() => mutate()}>
          {t.again}
        </button>
      ) : null}
    </section>
  );
}

export default AttachmentPage;
