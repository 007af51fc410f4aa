/**
 * /ropo (seed 000 §2 "further pages"; its text is not in the seeds): the regional gas operators
 * (РОГ, seed 000 §3 "a user counts as a rog when their organization is the main organization of
 * their current region") of a chosen region with their contacts, from the organizations lookup
 * with `affiliation_kinds[]=rog` (docs/decisions.md, "Site information pages").
 */
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

const rogOnly = { affiliation_kinds: ['rog'] };

function RopoPage() {
  const [regionId, setRegionId] = useRegionParam();
  const { regions } = useRegions();
  const { organizations, addresses, loading, isError } = useRegionOrganizations(regionId, rogOnly);
  return (
    <section className={ui.page} aria-labelledby="ropo-title">
      <h1 id="ropo-title" className={ui.title}>
        {t.ropo}
      </h1>
      <p className={ui.intro}>{t.ropoIntro}</p>
      <div className={styles.filters}>
        <RegionSelect value={regionId} onChange={setRegionId} regions={regions} />
      </div>
      {!regionId ? <p>{t.contactsPick}</p> : null}
      {loading ? <p>{t.loading}</p> : null}
      {regionId && !loading && (isError || organizations.length === 0) ? (
        <p>{t.ropoEmpty}</p>
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

export default RopoPage;
