/**
 * /services/{id} (seed 000 §2 "a page per service"): the description, the documents list, the
 * SLA, the passport PDF (`GET /v1/services/{id}/passport` through the dataProvider's download
 * verb) and 'Подать заявку', which opens the wizard for this service.
 */
import { useGetOne } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import ui from '../theme/ui.module.css';
import NotFoundPage from '../NotFoundPage';
import styles from './info.module.css';
import { applyPath, documentLines, slaLine, type SiteService } from './services';
import { infoTexts as t } from './texts';

function Passport({ service }: { service: SiteService }) {
  const dataProvider = useEogDataProvider();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const passport = service.passport;
  if (!passport) return <p className={styles.flat}>{t.noData}</p>;
  const download = () => {
    setFailed(false);
    setBusy(true);
    dataProvider
      .download(passport.url, { filename: passport.name })
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className={ui.stack}>
      <div className={ui.row}>
        <button type="button" className={ui.buttonSecondary} onClick={download} disabled={busy}>
          {t.passportDownload}
        </button>
        <span className={ui.muted}>{passport.name}</span>
      </div>
      {failed ? (
        <p role="alert" className={ui.error}>
          {t.downloadFailed}
        </p>
      ) : null}
    </div>
  );
}

function ServicePage() {
  const { id = '' } = useParams();
  const {
    data: service,
    isPending,
    error,
  } = useGetOne<SiteService>('services', { id }, { enabled: /^\d+$/.test(id), retry: false });
  if (!/^\d+$/.test(id) || (error as { status?: number } | null)?.status === 404)
    return <NotFoundPage />;
  if (error) return <p role="alert">{t.loadFailed}</p>;
  if (isPending || !service) return <p>{t.loading}</p>;
  const documents = documentLines(service.documents_list);
  const sla = slaLine(service);
  return (
    <article className={ui.page} aria-labelledby="service-title">
      <p className={styles.breadcrumbs}>
        <Link to="/services">{t.allServices}</Link>
      </p>
      {service.short_name ? <span className={styles.badge}>{service.short_name}</span> : null}
      <h1 id="service-title" className={ui.title}>
        {service.name}
      </h1>
      <div className={ui.row}>
        <Link className={ui.button} to={applyPath(service.id)}>
          {t.apply}
        </Link>
      </div>
      <section className={ui.stack} aria-labelledby="service-description">
        <h2 id="service-description" className={ui.subtitle}>
          {t.description}
        </h2>
        <p className={`${styles.prose} ${styles.flat}`}>{service.description || t.noData}</p>
      </section>
      <section className={ui.panel} aria-labelledby="service-sla">
        <h2 id="service-sla" className={ui.subtitle}>
          {t.sla}
        </h2>
        <p className={styles.flat}>{sla ?? t.noData}</p>
      </section>
      <section className={ui.stack} aria-labelledby="service-documents">
        <h2 id="service-documents" className={ui.subtitle}>
          {t.documentsList}
        </h2>
        {documents.length ? (
          <ul className={styles.list}>
            {documents.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.flat}>{t.noData}</p>
        )}
      </section>
      <section className={ui.stack} aria-labelledby="service-passport">
        <h2 id="service-passport" className={ui.subtitle}>
          {t.passport}
        </h2>
        <Passport service={service} />
      </section>
    </article>
  );
}

export default ServicePage;
