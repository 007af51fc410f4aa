import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sections } from '../src/access/sections';
import { registries } from '../src/registries';
import type { PluralForms } from '../src/format/plural';
import { i18nProvider } from './index';
import { resourceNames } from './resources';
import { ru } from './ru';

function leaves(obj: unknown, out: string[] = []): string[] {
  if (typeof obj === 'string') out.push(obj);
  else if (obj && typeof obj === 'object') for (const v of Object.values(obj)) leaves(v, out);
  return out;
}

const catalogue = new Set(leaves(ru));

describe('resource names', () => {
  // The hand-written names and the registries' titles (one source each: no name in both).
  const names: [string, PluralForms][] = [
    ...Object.entries(resourceNames),
    ...registries.map((d): [string, PluralForms] => [d.name, d.title]),
  ];

  it('names each resource once', () => {
    const keys = names.map(([name]) => name);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(names)('%s has three plural forms, picked for 1/2/5/21/11/22', (name, forms) => {
    const [one, few, many] = forms;
    const t = (n: number) => i18nProvider.translate(`resources.${name}.name`, { smart_count: n });
    expect([t(1), t(2), t(5), t(21), t(11), t(22)]).toEqual([one, few, many, one, many, few]);
  });

  // Screens that are not record lists: a report, a tool, a menu of dictionaries, a link.
  const notRegistries = new Set(['analytics', 'application_management', 'lead_dictionary']);
  it.each(sections.filter((s) => !notRegistries.has(s) && s !== 'equipment'))(
    'console section %s has a resource name',
    (section) => {
      expect(names.map(([name]) => name)).toContain(section);
    },
  );
});

/**
 * Every quoted Russian text of the seeds is in the catalogue. The seeds live next to the project
 * (../shared/seeds, ARCHITECTURE.md); without them this check is skipped.
 */
const seedDir = fileURLToPath(new URL('../../shared/seeds/', import.meta.url));
const seedFiles = ['000_58c7ef4f64d2f85a.txt', '001_353e0dbb63708b8e.txt'];
const haveSeeds = seedFiles.every((f) => existsSync(seedDir + f));

/** Seed texts whose placeholders or words the catalogue spells otherwise, and why. */
const spelledOtherwise: Record<string, string | null> = {
  'Минимальное значение - {dd.MM.yyyy}': 'Минимальное значение - %{date}',
  'Максимальное значение - {dd.MM.yyyy}': 'Максимальное значение - %{date}',
  'Поле «{title}» — {detail lowercased}': 'Поле «%{title}» — %{detail}',
  '{Пользователь|Элемент|Документ} с таким {имя|название|номер заявки} уже существует':
    '%{entity} с таким %{attribute} уже существует',
  'В поле «Планируемая величина максимального расхода газа» {msg}': 'В поле «%{field}» %{msg}',
  'Поле «{label}» {msg lower-case}': 'Поле «%{label}» %{msg}',
  'Выводить по N строк': 'Выводить по 20 строк',
  'более N': 'более %{n}',
  // The name of a server error key, not a text.
  'Уже существует': null,
  // Seed 001 §8 says this text "does not apply".
  'Произошла при отправке файла': null,
};

describe.skipIf(!haveSeeds)('every message of the seeds', () => {
  const text = haveSeeds ? seedFiles.map((f) => readFileSync(seedDir + f, 'utf8')).join('\n') : '';
  const quoted = [...new Set([...text.matchAll(/'([^'\n]*[А-Яа-яЁё][^'\n]*)'/g)].map((m) => m[1]))];

  it('finds the seed texts', () => {
    expect(quoted.length).toBeGreaterThan(80);
  });

  it.each(quoted.map((q) => [q ?? '']))('%s', (seedText) => {
    const expected =
      seedText in spelledOtherwise
        ? spelledOtherwise[seedText]
        : seedText.replace(/\{(\w+)\}/g, '%{$1}');
    if (expected !== null && expected !== undefined) expect(catalogue).toContain(expected);
  });
});
