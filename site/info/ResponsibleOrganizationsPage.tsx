/**
 * /regional_benefits/responsible_organizations (seed 000 §2; seed 001 §7 "Site:
 * /v1/organizations/social_assistance"): the regional authorities and organizations a citizen
 * turns to for social assistance with gasification, with their contacts, for a chosen region.
 */
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import {
  OrganizationCard,
  RegionSelect,
  useRegionOrganizations,
  useRegionParam,
  useRegions,
} from './organizations';
import { infoTexts as t } from './texts';

function ResponsibleOrganizationsPage() {
  const [regionId, setRegionId] = useRegionParam();
  const { regions } = useRegions();
  const { organizations, addresses, loading, isError } = useRegionOrganizations(
    regionId,
    {},
    'organizations/social_assistance',
  );
  return (
    <section className={ui.page} aria-labelledby="responsible-title">
      <p className={styles.breadcrumbs}>
        <Link to={`/regional_benefits${regionId ? `?region_id=${regionId}` : ''}`}>
          {t.toBenefits}
        </Link>
      </p>
      <h1 id="responsible-title" className={ui.title}>
        {t.responsible}
      </h1>
      <p className={ui.intro}>{t.responsibleIntro}</p>
      <div className={styles.filters}>
        <RegionSelect value={regionId} onChange={setRegionId} regions={regions} />
      </div>
      {!regionId ? <p>{t.responsiblePick}</p> : null}
      {loading ? <p>{t.loading}</p> : null}
      {regionId && !loading && (isError || organizations.length === 0) ? (
        <p>{t.responsibleEmpty}</p>
      ) : null}
      {organizations.length > 0 ? (
        <div className={ui.grid}>
          {organizations.map((org) => (
            <OrganizationCard key={org.id} org={org} addresses={addresses} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export default ResponsibleOrganizationsPage;
