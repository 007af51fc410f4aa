/**
 * /contacts (seed 000 §2 "contacts by region and organization"): the single operator's
 * contact-centre phone and the hotline modal, then a region and, within it, one organization
 * or all of them (the lookup by region_id and affiliation_kinds [gro, ngro, rog, eog]) with
 * their phones, e-mail and addresses; below, the appeals entry (the rate-quality button is the
 * frame's, site/layout/RateQualityStrip.tsx).
 * The region and the organization are kept in the query string.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContactCentrePhone, useRegionOrganizations } from '../../src/ui/hotline';
import { pageTitle, usePageMeta } from '../layout/pageMeta';
import ui from '../theme/ui.module.css';
import { AppealsEntry } from './appeals/AppealsEntry';
import { HotlineButton } from './hotline/HotlineButton';
import styles from './info.module.css';
import { useRegions } from '../tools/useRegions';
import { OrganizationCard, PhoneLink, RegionSelect } from './organizations';
import { infoTexts as t } from './texts';

const numeric = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

function ContactsPage() {
  usePageMeta({ title: pageTitle(t.contacts), description: t.contactsIntro });
  const orgSelect = useId();
  const [params, setParams] = useSearchParams();
  const regionId = numeric(params.get('region_id'));
  const orgId = numeric(params.get('organization_id'));
  const { regions } = useRegions();
  const { organizations, addresses, loading, isError } = useRegionOrganizations(regionId);
  const contactCentre = useContactCentrePhone();
  const shown = orgId ? organizations.filter((o) => String(o.id) === orgId) : organizations;
  const choose = (region: string, organization = '') =>
    setParams(
      {
        ...(region ? { region_id: region } : {}),
        ...(organization ? { organization_id: organization } : {}),
      },
      { replace: true },
    );

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
      <div className={styles.filters}>
        <RegionSelect value={regionId} onChange={(id) => choose(id)} regions={regions} />
        <div className={ui.field}>
          <label className={ui.label} htmlFor={orgSelect}>
            {t.organization}
          </label>
          <select
            id={orgSelect}
            className={ui.input}
            value={orgId}
            disabled={!regionId || loading}
            onChange={(event) => choose(regionId, event.target.value)}
          >
            <option value="">{t.allOrganizations}</option>
            {organizations.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!regionId ? <p>{t.contactsPick}</p> : null}
      {loading ? <p>{t.loading}</p> : null}
      {regionId && !loading && (isError || organizations.length === 0) ? (
        <p>{t.organizationsEmpty}</p>
      ) : null}
      {shown.length > 0 ? (
        <div className={ui.grid}>
          {shown.map((org) => (
            <OrganizationCard key={org.id} org={org} addresses={addresses} />
          ))}
        </div>
      ) : null}
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
