/**
 * /regional_benefits (seed 000 §2): the active regional benefits of a chosen region — what is
 * granted, under which legal act, for how long and by whom (`GET /v1/regional_benefits`,
 * server/modules/info) — and the way to the organizations responsible for them. The region is
 * kept in `?region_id=` so the link to the responsible organizations carries it.
 */
import { useGetList, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../src/format/date';
import { interpolate } from '../../src/validation/messages';
import { Fact } from '../DataList';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { RegionSelect, useRegionParam } from './organizations';
import { infoTexts as t } from './texts';

interface Benefit extends RaRecord {
  name: string;
  description?: string | null;
  legal_basis?: string | null;
  valid_from?: string | null;
  valid_to?: string | null;
  region_name?: string;
  organization_name?: string;
}

function validity(b: Benefit): string | null {
  const parts = [
    b.valid_from ? interpolate(t.validFrom, { date: formatDate(b.valid_from) }) : '',
    b.valid_to ? interpolate(t.validTo, { date: formatDate(b.valid_to) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

function RegionalBenefitsPage() {
  const [regionId, setRegionId] = useRegionParam();
  const { data, isPending, isError } = useGetList<Benefit>(
    'regional_benefits',
    { pagination: { page: 1, perPage: 100 }, filter: { region_id: regionId } },
    { enabled: regionId !== '' },
  );
  const responsible = `/regional_benefits/responsible_organizations${
    regionId ? `?region_id=${regionId}` : ''
  }`;
  return (
    <section className={ui.page} aria-labelledby="benefits-title">
      <h1 id="benefits-title" className={ui.title}>
        {t.benefits}
      </h1>
      <p className={ui.intro}>{t.benefitsIntro}</p>
      <div className={styles.filters}>
        <RegionSelect value={regionId} onChange={setRegionId} />
        <p className={styles.flat}>
          <Link to={responsible}>{t.responsible}</Link>
        </p>
      </div>
      {!regionId ? <p>{t.benefitsPick}</p> : null}
      {regionId && isPending && !isError ? <p>{t.loading}</p> : null}
      {regionId && isError ? <p role="alert">{t.loadFailed}</p> : null}
      {regionId && data?.length === 0 ? <p>{t.benefitsEmpty}</p> : null}
      {regionId && data && data.length > 0 ? (
        <ul className={`${ui.stack} ${styles.plainList}`} role="list">
          {data.map((b) => {
            const term = validity(b);
            return (
              <li key={b.id} className={ui.card}>
                <h2 className={styles.cardTitle}>{b.name}</h2>
                {b.description ? (
                  <p className={`${styles.prose} ${styles.flat}`}>{b.description}</p>
                ) : null}
                <dl className={styles.facts}>
                  <Fact term={t.legalBasis}>{b.legal_basis || t.noData}</Fact>
                  <Fact term={t.validity}>{term ?? t.noData}</Fact>
                  <Fact term={t.grantedBy}>{b.organization_name || t.noData}</Fact>
                </dl>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

export default RegionalBenefitsPage;
