/**
 * The site's hotline modal (seed 000 §2 "Hotline modal") on the shared dialog frame: the region
 * autocomplete, then the select of the region's organizations, then the chosen organization's
 * phones or 'Телефон горячей линии не найден'. What it asks and shows is src/ui/hotline's,
 * shared with the console's modal (crm/layout/HotlineDialog.tsx).
 */
import { Fragment } from 'react';
import { DialogFrame, dialogButtonClass } from '../../../src/ui/dialog';
import { useHotline } from '../../../src/ui/hotline';
import { SelectField } from '../../Field';
import ui from '../../theme/ui.module.css';
import styles from '../info.module.css';
import { PhoneLink } from '../organizations';
import { infoTexts as t } from '../texts';
import { RegionAutocomplete } from './RegionAutocomplete';

function HotlineDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const hotline = useHotline();
  const { region, organizations, phones } = hotline;

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
        <RegionAutocomplete region={region} onPick={hotline.pickRegion} />
        <SelectField
          label={t.organization}
          empty={t.nothingSelected}
          options={organizations.map((o) => ({ value: String(o.id), title: o.name }))}
          value={hotline.organizationId}
          disabled={!region || hotline.organizationsLoading}
          onChange={hotline.setOrganizationId}
        >
          {hotline.organizationsEmpty ? (
            <span className={ui.muted}>{t.organizationsEmpty}</span>
          ) : null}
        </SelectField>
        {phones ? (
          <div className={styles.hotlinePhones} role="status">
            {phones.length > 0 ? (
              <dl className={styles.facts}>
                {phones.map((group) => (
                  <Fragment key={group.kind}>
                    <dt>{t[group.kind]}</dt>
                    <dd>
                      {group.phones.map((p) => (
                        <span key={p} className={styles.phoneItem}>
                          <PhoneLink phone={p} />
                        </span>
                      ))}
                    </dd>
                  </Fragment>
                ))}
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
