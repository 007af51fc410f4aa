/**
 * /service_operators (seed 000 §2 "further pages"; its text is not in the seeds): the
 * organizations that carry out the services ordered through the portal, each with the services
 * it offers — the site's services list with `included=organizations` turned round
 * (docs/decisions.md, "Site information pages").
 */
import { useGetList } from 'ra-core';
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import type { Organization } from '../../src/ui/hotline';
import { PhoneLink } from './organizations';
import { byPriority } from '../layout/referenceLists';
import type { SiteService } from './services';
import { infoTexts as t } from './texts';

interface ServiceWithOrganizations extends SiteService {
  organizations?: Organization[];
}

/** Organizations by name, each with its services in the server's (priority) order. */
export function operatorsOf(services: readonly ServiceWithOrganizations[]) {
  const byId = new Map<string, { org: Organization; services: SiteService[] }>();
  for (const service of services)
    for (const org of service.organizations ?? []) {
      const entry = byId.get(String(org.id)) ?? { org, services: [] };
      entry.services.push(service);
      byId.set(String(org.id), entry);
    }
  return [...byId.values()].sort((a, b) => a.org.name.localeCompare(b.org.name, 'ru'));
}

function ServiceOperatorsPage() {
  const { data, isPending, isError } = useGetList<ServiceWithOrganizations>('services', {
    pagination: { page: 1, perPage: 100 },
    sort: byPriority,
    filter: { included: 'organizations' },
  });
  const operators = operatorsOf(data ?? []);
  return (
    <section className={ui.page} aria-labelledby="operators-title">
      <h1 id="operators-title" className={ui.title}>
        {t.serviceOperators}
      </h1>
      <p className={ui.intro}>{t.serviceOperatorsIntro}</p>
      {isPending && !isError ? <p>{t.loading}</p> : null}
      {isError ? <p role="alert">{t.loadFailed}</p> : null}
      {data && operators.length === 0 ? <p>{t.serviceOperatorsEmpty}</p> : null}
      {operators.length > 0 ? (
        <div className={ui.grid}>
          {operators.map(({ org, services }) => (
            <article key={org.id} className={ui.card}>
              <h2 className={styles.cardTitle}>{org.name}</h2>
              {org.unified_phone ? (
                <p className={styles.flat}>
                  {t.unifiedPhone}: <PhoneLink phone={org.unified_phone} />
                </p>
              ) : null}
              <ul className={styles.list} aria-label={t.services}>
                {services.map((s) => (
                  <li key={s.id}>
                    <Link to={`/services/${s.id}`}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export default ServiceOperatorsPage;
