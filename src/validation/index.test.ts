import { describe, expect, it } from 'vitest';
import * as validation from './index';
import * as format from '../format/index';

describe('public API', () => {
  // Names other modules (server, i18n) already import must keep working.
  it.each([
    'validationMessages',
    'interpolate',
    'validatePassword',
    'normalizePhone',
    'validatePhone',
    'validatePhoneStrict',
    'isValidSnils',
    'validateSnils',
    'snilsChecksum',
    'validateEmail',
    'composeValidators',
    'validateRecord',
    'required',
    'applyMask',
    'masks',
  ])('validation exports %s', (name) => {
    expect(validation).toHaveProperty(name);
  });

  it.each(['formatMessages', 'formatDate', 'formatDateTime', 'formatAmount', 'plural'])(
    'format exports %s',
    (name) => {
      expect(format).toHaveProperty(name);
    },
  );

  it('keeps every message a non-empty Russian text', () => {
    for (const text of Object.values(validation.validationMessages)) {
      expect(text).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
