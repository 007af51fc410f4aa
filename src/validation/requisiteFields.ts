/**
 * An applicant's organization requisites by account type (seed 000 §3 User), for registration,
 * the profile and the server alike: a legal entity gives its name, a 10-digit INN, a 13-digit
 * OGRN and optionally its KPP; an entrepreneur a 12-digit INN and a 15-digit OGRNIP (and, if it
 * wishes, a trading name); an individual none.
 */
import type { AccountType } from '../domain/accountTypes';
import { maxLength } from './basic';
import type { Validator } from './messages';
import {
  validateInnLegal,
  validateInnPerson,
  validateKpp,
  validateOgrnip,
  validateOgrnLegal,
} from './requisites';

export type RequisiteField = 'organization_name' | 'inn' | 'ogrn' | 'kpp';

export interface RequisiteRule {
  label: string;
  validate: Validator;
  /** Required when the account is created. */
  required: boolean;
}

const organizationName = (required: boolean): RequisiteRule => ({
  label: 'Наименование организации',
  validate: maxLength(255),
  required,
});

const rules: Record<AccountType, Partial<Record<RequisiteField, RequisiteRule>>> = {
  individual_person: {},
  legal_entity: {
    organization_name: organizationName(true),
    inn: { label: 'ИНН', validate: validateInnLegal, required: true },
    ogrn: { label: 'ОГРН', validate: validateOgrnLegal, required: true },
    kpp: { label: 'КПП', validate: validateKpp, required: false },
  },
  entrepreneur: {
    organization_name: organizationName(false),
    inn: { label: 'ИНН', validate: validateInnPerson, required: true },
    ogrn: { label: 'ОГРНИП', validate: validateOgrnip, required: true },
  },
};

/** The requisites of an account type, in the order a form shows them. */
export function requisiteRules(accountType: AccountType): [RequisiteField, RequisiteRule][] {
  return Object.entries(rules[accountType]) as [RequisiteField, RequisiteRule][];
}
