/**
 * /ropo (seed 000 §2 "further pages"; its text is not in the seeds): the regional gas operators
 * (РОГ, seed 000 §3 "a user counts as a rog when their organization is the main organization of
 * their current region") of a chosen region with their contacts, from the organizations lookup
 * with `affiliation_kinds[]=rog` (docs/decisions.md, "Site information pages").
 */
import ui from '../theme/ui.module.css';
import { RegionOrganizations } from './organizations';
import { infoTexts as t } from './texts';

const rogOnly = { affiliation_kinds: ['rog'] };

function RopoPage() {
  return (
    <section className={ui.page} aria-labelledby="ropo-title">
      <h1 id="ropo-title" className={ui.title}>
        {t.ropo}
      </h1>
      <p className={ui.intro}>{t.ropoIntro}</p>
      <RegionOrganizations filter={rogOnly} pick={t.contactsPick} empty={t.ropoEmpty} />
    </section>
  );
}

export default RopoPage;
