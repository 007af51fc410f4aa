/**
 * The hotline modal (seed 000 §2 "Hotline modal"), on the shared dialog frame: a region
 * autocomplete (from 2 characters, 700 ms), then an organization select of the region's
 * organizations (the lookup by region_id and affiliation_kinds [gro, ngro, rog, eog]); it shows
 * the chosen organization's unified hot-line phone, its other phones and the single operator's
 * contact-centre phone, or 'Телефон горячей линии не найден'. A failed organization lookup
 * clears the organization choices.
 */
import { useEffect, useId, useState } from 'react';
import { DialogFrame, dialogButtonClass } from '../../../src/ui/dialog';
import ui from '../../theme/ui.module.css';
import { useContactCentrePhone } from '../contactCentre';
import styles from '../info.module.css';
import { PhoneLink, phonesOf, useRegionOrganizations, type Region } from '../organizations';
import { infoTexts as t } from '../texts';
import { RegionAutocomplete } from './RegionAutocomplete';

function HotlineDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const selectId = useId();
  const [region, setRegion] = useState<Region | null>(null);
  const [orgId, setOrgId] = useState('');
  const regionId = region ? String(region.id) : '';
  const { organizations, isError, loading } = useRegionOrganizations(regionId);
  const contactCentre = useContactCentrePhone();
  // Seed 000 §2: a failed lookup clears the choices, the chosen one included.
  useEffect(() => {
    if (isError) setOrgId('');
  }, [isError]);
  const org = organizations.find((o) => String(o.id) === orgId);
  const phones = org ? phonesOf(org) : null;
  const found = !!phones && (!!phones.unified || phones.others.length > 0);

  return (
    <DialogFrame
      open={open}
      title={t.hotlineTitle}
      onClose={onClose}
      closeOnBackdrop
      actions={
        <button type="button" className={dialogButtonClass} onClick={onClose}>
          {t.close}
        </button>
      }
    >
      <div className={ui.stack}>
        <RegionAutocomplete
          region={region}
          onPick={(r) => {
            setRegion(r);
            setOrgId('');
          }}
        />
        <div className={ui.field}>
          <label className={ui.label} htmlFor={selectId}>
            {t.organization}
          </label>
          <select
            id={selectId}
            className={ui.input}
            value={orgId}
            disabled={!region || loading}
            onChange={(event) => setOrgId(event.target.value)}
          >
            <option value="">{t.nothingSelected}</option>
            {organizations.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
          {region && !loading && organizations.length === 0 ? (
            <span className={ui.muted}>{t.organizationsEmpty}</span>
          ) : null}
        </div>
        {org ? (
          <div className={styles.hotlinePhones} role="status">
            {found ? (
              <dl className={styles.facts}>
                {phones?.unified ? (
                  <>
                    <dt>{t.unifiedPhone}</dt>
                    <dd>
                      <PhoneLink phone={phones.unified} />
                    </dd>
                  </>
                ) : null}
                {phones && phones.others.length > 0 ? (
                  <>
                    <dt>{t.otherPhones}</dt>
                    <dd>
                      {phones.others.map((p) => (
                        <span key={p} className={styles.phoneItem}>
                          <PhoneLink phone={p} />
                        </span>
                      ))}
                    </dd>
                  </>
                ) : null}
                {contactCentre ? (
                  <>
                    <dt>{t.contactCentre}</dt>
                    <dd>
                      <PhoneLink phone={contactCentre} />
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className={styles.flat}>{t.hotlineNotFound}</p>
            )}
          </div>
        ) : null}
      </div>
    </DialogFrame>
  );
}

export default HotlineDialog;
