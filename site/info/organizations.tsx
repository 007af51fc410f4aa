/**
 * What the contact pages share: the site's regions list with its select, a region's
 * organizations as a page section and an organization's contact card (phones, e-mail,
 * addresses). The organizations lookup itself (by region_id and affiliation_kinds [gro, ngro,
 * rog, eog]) is the hotline modal's, src/ui/hotline.
 */
import { useSearchParams } from 'react-router-dom';
import { addressLineParts } from '../../src/domain/addresses';
import { formatPhone, telHref } from '../../src/format/phone';
import {
  phonesOf,
  useRegionOrganizations,
  type Organization,
  type OrganizationAddress as Address,
} from '../../src/ui/hotline';
import { SelectField } from '../Field';
import { Fact } from '../DataList';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { useRegions } from '../tools/useRegions';
import { infoTexts as t } from './texts';

/** One line of an address's parts as they are stored ('180000, Псковская область, …'). */
export function addressLine(address: Address | undefined): string | null {
  if (!address) return null;
  const parts = addressLineParts
    .map((key) => address[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim());
  return parts.length ? parts.join(', ') : null;
}

/** A `tel:` link read aloud as it is shown. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={styles.phone} href={telHref(phone)}>
      {formatPhone(phone)}
    </a>
  );
}

export function OrganizationCard({
  org,
  addresses,
  headingLevel = 2,
}: {
  org: Organization;
  addresses?: Map<string, Address>;
  headingLevel?: 2 | 3;
}) {
  const { unified, others } = phonesOf(org);
  const legal = addressLine(addresses?.get(String(org.legal_address_id)));
  const postal = addressLine(addresses?.get(String(org.postal_address_id)));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={ui.card}>
      <Heading className={styles.cardTitle}>{org.name}</Heading>
      {org.full_name && org.full_name !== org.name ? (
        <p className={`${ui.muted} ${styles.flat}`}>{org.full_name}</p>
      ) : null}
      <dl className={styles.facts}>
        <Fact term={t.unifiedPhone}>{unified ? <PhoneLink phone={unified} /> : t.noData}</Fact>
        {others.length > 0 && (
          <Fact term={t.otherPhones}>
            {others.map((p) => (
              <span key={p} className={styles.phoneItem}>
                <PhoneLink phone={p} />
              </span>
            ))}
          </Fact>
        )}
        {org.email ? (
          <Fact term={t.email}>
            <a href={`mailto:${org.email}`}>{org.email}</a>
          </Fact>
        ) : null}
        {legal ? <Fact term={t.legalAddress}>{legal}</Fact> : null}
        {postal && postal !== legal ? <Fact term={t.postalAddress}>{postal}</Fact> : null}
      </dl>
    </article>
  );
}

/** The labelled region select of the contact pages; '' is "nothing chosen". */
export function RegionSelect(props: { value: string; onChange: (id: string) => void }) {
  const { options } = useRegions();
  return <SelectField label={t.region} empty={t.chooseRegion} options={options} {...props} />;
}

const numeric = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

/** `?region_id=` as the region select's value; choosing a region drops any other parameter. */
export function useRegionParam(): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (id: string) => setParams(id ? { region_id: id } : {}, { replace: true });
  return [numeric(params.get('region_id')), set];
}

/**
 * A region's organizations as a page section: the region select (kept in `?region_id=`) and,
 * `byOrganization`, the select of one of them (`?organization_id=`), then the cards — or what to
 * do first, the loading line, or `empty` when the region has none.
 */
export function RegionOrganizations({
  filter,
  resource,
  pick,
  empty,
  byOrganization = false,
}: {
  filter?: Record<string, unknown>;
  resource?: string;
  pick: string;
  empty: string;
  byOrganization?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const [regionId, setRegionId] = useRegionParam();
  const orgId = byOrganization ? numeric(params.get('organization_id')) : '';
  const { organizations, addresses, loading, isError } = useRegionOrganizations(
    regionId,
    filter,
    resource,
  );
  const shown = orgId ? organizations.filter((o) => String(o.id) === orgId) : organizations;
  return (
    <>
      <div className={styles.filters}>
        <RegionSelect value={regionId} onChange={setRegionId} />
        {byOrganization ? (
          <SelectField
            label={t.organization}
            empty={t.allOrganizations}
            options={organizations.map((o) => ({ value: String(o.id), title: o.name }))}
            value={orgId}
            disabled={!regionId || loading}
            onChange={(id) =>
              setParams(
                { region_id: regionId, ...(id ? { organization_id: id } : {}) },
                {
                  replace: true,
                },
              )
            }
          />
        ) : null}
      </div>
      {!regionId ? <p>{pick}</p> : null}
      {loading ? <p>{t.loading}</p> : null}
      {regionId && !loading && (isError || organizations.length === 0) ? <p>{empty}</p> : null}
      {shown.length > 0 ? (
        <div className={ui.grid}>
          {shown.map((org) => (
            <OrganizationCard key={org.id} org={org} addresses={addresses} />
          ))}
        </div>
      ) : null}
    </>
  );
}
