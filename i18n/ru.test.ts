import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './messages';
import { i18nProvider } from './index';
import { raRussian } from './raRussian';
import { ru } from './ru';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function at(obj: object, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
}

describe('the Russian catalogue', () => {
  it('translates every key of ra-language-english (not only inherits it)', () => {
    const missing = keys(englishMessages).filter((k) => at(raRussian, k) === undefined);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    // Seed 000 §5: a failed pattern shows 'Поле заполнено некорректно', without the regexp.
    const dropsOnPurpose = new Set(['ra.validation.regex']);
    const lost = keys(englishMessages).filter((k) => {
      if (dropsOnPurpose.has(k)) return false;
      const en = String(at(englishMessages, k)).match(/%\{\w+\}/g) ?? [];
      const text = String(at(raRussian, k));
      return en.some((p) => !text.includes(p));
    });
    expect(lost).toEqual([]);
  });

  it('has no key unknown to react-admin under ra.*', () => {
    const extra = keys(raRussian).filter((k) => at(englishMessages, k) === undefined);
    expect(extra).toEqual([]);
  });

  it.each([
    [1, 'Заявка'],
    [2, 'Заявки'],
    [5, 'Заявок'],
    [21, 'Заявка'],
    [22, 'Заявки'],
    [11, 'Заявок'],
  ])('plural of leads for %i is %s', (count, text) => {
    expect(i18nProvider.translate('resources.leads.name', { smart_count: count })).toBe(text);
  });

  it('translates react-admin plural messages with the count', () => {
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 5 })).toBe(
      'Удалено 5 записей',
    );
  });

  it('carries the shared error messages under app.*', () => {
    expect(at(ru, 'app.notFound')).toBe(errorMessages.notFound);
    expect(i18nProvider.translate('app.tooManyRequests')).toBe(errorMessages.tooManyRequests);
    expect(i18nProvider.translate('ra.validation.minLength', { min: 12 })).toBe(
      'Длина должна быть не меньше 12 символов',
    );
    expect(i18nProvider.getLocale()).toBe('ru');
  });
});
