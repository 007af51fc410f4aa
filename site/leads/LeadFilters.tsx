/**
 * The filter panel of /leads (seed 000 §2 "filter panel"; the lead list's filters of seed 000
 * §3 an applicant can use: the number, `uid`, and the status). Applied by 'Найти' (or Enter),
 * not per keystroke, so the list and the address change once. The fields start from the
 * address; the page remounts the form when the address changes (back, forward, reset).
 */
import type { FormEvent } from 'react';
import { isLeadStatus, leadStatusOptions } from '../../src/domain/leadStatuses';
import { Field, SelectField } from '../Field';
import type { LeadListParams } from './listParams';
import { siteLeadTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import styles from './Leads.module.css';

type Filters = Pick<LeadListParams, 'status' | 'uid'>;

export function LeadFilters({
  status,
  uid,
  onApply,
}: Filters & { onApply: (filters: Filters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get('status');
    onApply({
      status: isLeadStatus(chosen) ? chosen : '',
      uid: String(form.get('uid') ?? '').trim(),
    });
  };
  return (
    <form role="search" aria-label={t.filters} className={styles.filters} onSubmit={submit}>
      <Field label={t.columns.uid}>
        {(control) => (
          <input
            {...control}
            name="uid"
            type="search"
            className={ui.input}
            defaultValue={uid}
            maxLength={20}
          />
        )}
      </Field>
      <SelectField
        label={t.columns.status}
        name="status"
        defaultValue={status}
        empty={t.allStatuses}
        options={leadStatusOptions}
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {t.find}
        </button>
        {(status || uid) && (
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={() => onApply({ status: '', uid: '' })}
          >
            {t.resetFilters}
          </button>
        )}
      </div>
    </form>
  );
}
