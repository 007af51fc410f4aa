/**
 * /services (seed 000 §2): the services an applicant may order, in the server's order (the
 * seeds' fixed priorities and the offer rules for the signed-in account type), each a card
 * leading to its page and to the wizard.
 */
import { useGetList } from 'ra-core';
import { Link } from 'react-router-dom';
import { pageTitle, usePageMeta } from '../layout/pageMeta';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { allServices } from '../layout/referenceLists';
import { applyPath, slaLine, type SiteService } from './services';
import { infoTexts as t } from './texts';

function ServicesPage() {
  usePageMeta({ title: pageTitle(t.services), description: t.servicesIntro });
  const { data, isPending, isError } = useGetList<SiteService>('services', allServices);
  return (
    <section className={ui.page} aria-labelledby="services-title">
      <h1 id="services-title" className={ui.title}>
        {t.services}
      </h1>
      <p className={ui.intro}>{t.servicesIntro}</p>
      {isPending && !isError ? <p>{t.loading}</p> : null}
      {isError ? <p role="alert">{t.loadFailed}</p> : null}
      {data?.length === 0 ? <p>{t.servicesEmpty}</p> : null}
      {data && data.length > 0 ? (
        <ul className={`${ui.grid} ${styles.plainList}`} role="list">
          {data.map((service) => {
            const sla = slaLine(service);
            return (
              <li key={service.id} className={ui.card}>
                {service.short_name ? (
                  <span className={styles.badge}>{service.short_name}</span>
                ) : null}
                <h2 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={`/services/${service.id}`}>
                    {service.name}
                  </Link>
                </h2>
                {sla ? (
                  <p className={`${ui.muted} ${styles.flat}`}>
                    {t.sla}: {sla}
                  </p>
                ) : null}
                <div className={`${ui.row} ${styles.cardActions}`}>
                  <Link className={ui.button} to={applyPath(service.id)}>
                    {t.apply}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

export default ServicesPage;
