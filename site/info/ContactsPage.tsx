/**
 * /contacts (seed 000 §2 "contacts by region and organization"): the single operator's
 * contact-centre phone and the hotline modal, then a region and, within it, one organization
 * or all of them (the lookup by region_id and affiliation_kinds [gro, ngro, rog, eog]) with
 * their phones, e-mail and addresses; below, the appeals entry (the rate-quality button is the
 * frame's, site/layout/RateQualityStrip.tsx).
 * The region and the organization are kept in the query string.
 */
import { useContactCentrePhone } from '../../src/ui/hotline';
import { pageTitle, usePageMeta } from '../layout/pageMeta';
import ui from '../theme/ui.module.css';
import { AppealsEntry } from './appeals/AppealsEntry';
import { HotlineButton } from './hotline/HotlineButton';
import styles from './info.module.css';
import { PhoneLink, RegionOrganizations } from './organizations';
import { infoTexts as t } from './texts';

function ContactsPage() {
  usePageMeta({ title: pageTitle(t.contacts), description: t.contactsIntro });
  const contactCentre = useContactCentrePhone();

  return (
    <section className={ui.page} aria-labelledby="contacts-title">
      <h1 id="contacts-title" className={ui.title}>
        {t.contacts}
      </h1>
      <p className={ui.intro}>{t.contactsIntro}</p>
      <div className={`${ui.panel} ${ui.stack}`}>
        {contactCentre ? (
          <p className={styles.flat}>
            {t.contactCentre}: <PhoneLink phone={contactCentre} />
          </p>
        ) : null}
        <div className={ui.row}>
          <HotlineButton />
        </div>
      </div>
      <RegionOrganizations byOrganization pick={t.contactsPick} empty={t.organizationsEmpty} />
      <section className={`${ui.panel} ${ui.stack}`} aria-labelledby="contacts-feedback">
        <h2 id="contacts-feedback" className={ui.subtitle}>
          {t.appeals}
        </h2>
        <AppealsEntry />
      </section>
    </section>
  );
}

export default ContactsPage;
