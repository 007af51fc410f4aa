import { describe, expect, it } from 'vitest';
import { accountTypeLabels } from './accountTypes';
import {
  dictionaryKindTable,
  dictionaryKinds,
  dictionaryKindTitle,
  dictionaryNameLabel,
  serviceDictionaryKinds,
  subpageDictionaryKinds,
} from './dictionaryKinds';
import { dictionaryKinds as seededDictionaries } from '../../server/db/seed/dictionaries';
import { sourceSeeds } from '../../server/db/seed/sources';
import {
  documentKindLabel,
  documentKinds,
  isDocumentKind,
  requiredDocumentKinds,
} from './documentKinds';
import { feeKindLabels } from './feeKinds';
import { genderLabels, contractSignTypes } from './people';
import { serviceDocumentKinds } from './serviceDocuments';
import { defaultLeadSource, sourceLabel, sourceLabels } from './sources';
import { contextOfPath } from './contexts';
import { fallbackRoleLabel, roleLabel } from './roles';

describe('small enumerations', () => {
  it('keeps the account types of seed 000 §3', () => {
    expect(accountTypeLabels).toEqual({
      individual_person: 'Физическое лицо',
      legal_entity: 'Юридическое лицо',
      entrepreneur: 'Индивидуальный предприниматель',
    });
  });

  it('has the genders, written forms and fee kinds of the seeds', () => {
    expect(genderLabels).toEqual({ female: 'Женский', male: 'Мужской' });
    expect(contractSignTypes).toEqual(['handwritten', 'electronic']);
    expect(Object.keys(feeKindLabels)).toEqual(['preferential', 'standard', 'custom']);
  });

  it('has the service-document kinds of seed 000 §3', () => {
    expect(serviceDocumentKinds).toEqual([
      'other',
      'manual',
      'sketch',
      'balance',
      'reference',
      'inner',
      'outer',
      'true',
      'false',
    ]);
  });

  it.each([
    ['etp_admin', 'Администратор'],
    ['regional_head', 'Аудитор регионального штаба'],
    ['services_manager', 'Админ по доп. услугам'],
    ['nobody', fallbackRoleLabel],
    [null, 'Оператор'],
  ])('role %s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it.each([
    ['/crm/leads', 'admin'],
    ['/admin/login', 'admin'],
    ['/leads/new', 'site'],
    ['/', 'site'],
  ] as const)('path %s is the %s context', (path, context) => {
    expect(contextOfPath(path)).toBe(context);
  });
});

describe('sources (seed 000 §3, §6)', () => {
  it('match the database seed', () => {
    expect(sourceSeeds.map((s) => [s.slug, s.name])).toEqual(Object.entries(sourceLabels));
  });

  it.each([
    ['epgu', 'ЕПГУ'],
    ['operator', 'Кабинет оператора'],
    ['nope', 'Нет данных'],
    [null, 'Нет данных'],
  ])('%s → %s', (slug, label) => {
    expect(sourceLabel(slug)).toBe(label);
  });

  it.each([
    ['admin', 'operator', 'operator'],
    ['admin', 'etp_admin', 'operator'],
    ['site', null, 'portal'],
    ['admin', 'mfc', 'mfc'],
    ['admin', 'mfc_admin', 'mfc'],
    ['admin', 'mfc_operator', 'mfc'],
  ] as const)('default source in %s for %s is %s', (context, role, slug) => {
    expect(defaultLeadSource(context, role)).toBe(slug);
  });
});

describe('document kinds (seed 000 §3)', () => {
  it('has about 90 kinds, including every one the seeds name', () => {
    expect(documentKinds.length).toBeGreaterThanOrEqual(85);
    expect(documentKinds.length).toBeLessThanOrEqual(95);
    for (const kind of requiredDocumentKinds) expect(isDocumentKind(kind)).toBe(true);
    expect(new Set(documentKinds.map(documentKindLabel)).size).toBe(documentKinds.length);
  });

  it('labels an unknown kind as missing data', () => {
    expect(documentKindLabel('zzz')).toBe('Нет данных');
    expect(documentKindLabel('contract')).toBe('Договор');
  });
});

describe('dictionary kinds (seed 001 §3)', () => {
  it('has the 22 kinds of the seed, our rejection reasons and connection terms, the 9 plain subpages', () => {
    expect(serviceDictionaryKinds).toHaveLength(24);
    expect(subpageDictionaryKinds).toHaveLength(9);
    expect(dictionaryKinds).toHaveLength(33);
    for (const kind of dictionaryKinds) {
      expect(dictionaryKindTitle(kind)).not.toBe('');
      expect(dictionaryNameLabel(kind)).not.toBe('');
    }
  });

  it('matches the database seed', () => {
    expect(seededDictionaries.map((d) => [d.type, d.title, d.nameLabel])).toEqual(
      Object.entries(dictionaryKindTable).map(([k, [title, label]]) => [k, title, label]),
    );
  });
});
