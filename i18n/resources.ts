/**
 * Resource names in the three Russian plural forms polyglot picks by `smart_count`
 * ('1 |||| 2–4 |||| 5+'). The middle form is the nominative plural, because react-admin titles
 * lists with `smart_count: 2` ('Договоры', not 'Договора'); see docs/decisions.md.
 * Keys line up with the console sections and the API path segments. A registry's name comes
 * from its definition's `title` (./registries.ts); these are the resources without one.
 */
import type { PluralForms } from '../src/format/plural';

export const resourceNames = {
  leads: ['Заявка', 'Заявки', 'Заявок'],
  coordination_leads: [
    'Заявка на согласовании',
    'Заявки на согласовании',
    'Заявок на согласовании',
  ],
  contracts: ['Договор', 'Договоры', 'Договоров'],
  registry_designs: ['Реестр', 'Реестры', 'Реестров'],
  agreements: [
    'Дополнительное соглашение',
    'Дополнительные соглашения',
    'Дополнительных соглашений',
  ],
  branches: ['Филиал', 'Филиалы', 'Филиалов'],
  regions: ['Регион', 'Регионы', 'Регионов'],
  services: ['Услуга', 'Услуги', 'Услуг'],
  sources: ['Источник', 'Источники', 'Источников'],
  dictionaries: ['Справочник', 'Справочники', 'Справочников'],
  action_histories: ['Событие', 'События', 'Событий'],
  appeals_consultations: ['Консультация', 'Консультации', 'Консультаций'],
  ratings: ['Оценка', 'Оценки', 'Оценок'],
  citizen_categories: ['Категория граждан', 'Категории граждан', 'Категорий граждан'],
  support_measures: ['Мера поддержки', 'Меры поддержки', 'Мер поддержки'],
  attachments: ['Файл', 'Файлы', 'Файлов'],
  background_jobs: ['Фоновое задание', 'Фоновые задания', 'Фоновых заданий'],
} as const satisfies Record<string, PluralForms>;

export type ResourceName = keyof typeof resourceNames;

/** 'Заявка |||| Заявки |||| Заявок' */
export function polyglotPlural(forms: PluralForms): string {
  return forms.join(' |||| ');
}

/** `resources.<name>.name` for every resource; fields are added per resource in ru.ts. */
export function resourceCatalogue(): Record<ResourceName, { name: string }> {
  return Object.fromEntries(
    Object.entries(resourceNames).map(([k, forms]) => [k, { name: polyglotPlural(forms) }]),
  ) as Record<ResourceName, { name: string }>;
}
