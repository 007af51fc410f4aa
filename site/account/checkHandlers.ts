/**
 * msw handlers of the server checks a form runs while the user types (./serverChecks.ts), for
 * the screen tests: the phone lookup and the SNILS check answer as the server does, refusing
 * the values `refuse` names with the server's field message (a SNILS with `refuse.snilsDetail`
 * when given, to tell the server's text from the form's own).
 */
import { http, HttpResponse } from 'msw';
import { validationMessages } from '../../src/validation/messages';
import { phoneDigits } from '../../src/validation/phone';
import { fieldError, origin } from '../testing';

/** Every request the handlers saw, as 'phone 79123456789' / 'snils 11223344595'. */
export const checked: string[] = [];

export function checkHandlers(
  refuse: { phone?: string[]; snils?: string[]; snilsDetail?: string } = {},
) {
  const answer = (kind: 'phone' | 'snils', value: string, message: string) => {
    const digits = phoneDigits(value);
    checked.push(`${kind} ${digits}`);
    if (refuse[kind]?.includes(digits))
      return HttpResponse.json(fieldError(kind, message), { status: 422 });
    return HttpResponse.json({
      data: { type: `${kind}_validation`, id: digits, attributes: { valid: true } },
    });
  };
  return [
    http.get(`${origin}/v1/validate/phone/:value`, ({ params }) =>
      answer('phone', String(params.value), validationMessages.phone),
    ),
    http.get(`${origin}/v1/validate/snils/:value`, ({ params }) =>
      answer('snils', String(params.value), refuse.snilsDetail ?? validationMessages.snils),
    ),
  ];
}
