/**
 * The wizard's step 'Заявитель': which of the applicant's data it shows, with the captions of the
 * users registry (src/registries/users.ts), for the console (the chosen applicant) and the site
 * (the signed-in one).
 */
import { accountTypeLabels, isAccountType } from '../../domain/accountTypes';
import { formatDate } from '../../format/date';
import { formatValue } from '../../format/text';
import { users } from '../../registries/users';

const shown = [
  'user_full_name',
  'account_type',
  'organization_name',
  'email',
  'phone',
  'birth_date',
  'snils',
  'inn',
  'ogrn',
  'legal_address',
  'postal_address',
] as const;

function display(record: Record<string, unknown>, key: (typeof shown)[number]): string {
  const v = record[key];
  if (key === 'account_type') return isAccountType(v) ? accountTypeLabels[v] : formatValue(v);
  if (key === 'birth_date') return formatDate(v);
  return formatValue(v);
}

/** Caption → text pairs; the organization's name only for those that have one. */
export function applicantRows(applicant: Record<string, unknown>) {
  return shown
    .filter((key) => key !== 'organization_name' || applicant.organization_name)
    .map((key) => ({ key, label: users.fields[key].label, value: display(applicant, key) }));
}
