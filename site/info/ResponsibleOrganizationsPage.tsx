/**
 * /regional_benefits/responsible_organizations (seed 000 §2; seed 001 §7 "Site:
 * /v1/organizations/social_assistance"): the regional authorities and organizations a citizen
 * turns to for social assistance with gasification, with their contacts, for a chosen region.
 */
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { RegionOrganizations, useRegionParam } from './organizations';
import { infoTexts as t } from './texts';

function ResponsibleOrganizationsPage() {
  const [regionId] = useRegionParam();
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
      <RegionOrganizations
        filter={{}}
        resource="organizations/social_assistance"
        pick={t.responsiblePick}
        empty={t.responsibleEmpty}
      />
    </section>
  );
}

export default ResponsibleOrganizationsPage;
