/** Applicant account types (seed 000 §3). */
import { labelOf, optionsOf } from './enums';

export const accountTypes = ['individual_person', 'legal_entity', 'entrepreneur'] as const;

export type AccountType = (typeof accountTypes)[number];

export const accountTypeLabels: Record<AccountType, string> = {
  individual_person: 'Физическое лицо',
  legal_entity: 'Юридическое лицо',
  entrepreneur: 'Индивидуальный предприниматель',
};

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (accountTypes as readonly string[]).includes(value);
}

export const accountTypeOptions = optionsOf(accountTypes, accountTypeLabels);

/** The label, or the value itself for one nobody declared. */
export function accountTypeLabel(value: string | null | undefined): string {
  return labelOf(accountTypes, accountTypeLabels, value, (v) => v ?? '');
}
