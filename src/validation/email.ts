import { isEmpty, validationMessages, type Validator } from './messages';

// Deliberately simple: one '@', a dot in the domain, no spaces; length limits of RFC 5321.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export const validateEmail: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value)) {
    return validationMessages.email;
  }
  return undefined;
};
