/**
 * reCAPTCHA v2 (seed 000 §5 "Captcha: reCAPTCHA v2, language ru") for the anonymous appeal and
 * the registration: when RECAPTCHA_SECRET_KEY is set, the token the widget gave
 * (`recaptcha_token`, or `g-recaptcha-response`) is checked with the verification endpoint
 * (RECAPTCHA_VERIFY_URL); without the secret (dev, tests) there is no check. An unreachable
 * endpoint refuses rather than letting robots through.
 */
import { validationMessages } from '../../src/validation/messages';
import type { Config } from '../config';
import { Unprocessable } from '../jsonapi/errors';

export function recaptchaToken(attributes: Record<string, unknown>): string | undefined {
  const raw = attributes.recaptcha_token ?? attributes['g-recaptcha-response'];
  return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
}

/**
 * Throws a 422 on `field` ('Подтвердите, что вы не робот') unless the token passes (or no secret
 * is configured).
 */
export async function assertHuman(
  config: Pick<Config, 'recaptchaSecretKey' | 'recaptchaVerifyUrl'>,
  token: string | undefined,
  remoteIp: string | undefined,
  fetcher: typeof fetch = fetch,
  field = 'recaptcha_token',
): Promise<void> {
  if (!config.recaptchaSecretKey) return;
  const refuse = () => Unprocessable.field(field, validationMessages.captcha, 'Капча');
  if (!token || token.length > 4000) throw refuse();
  const body = new URLSearchParams({ secret: config.recaptchaSecretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let ok = false;
  try {
    const response = await fetcher(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    ok = response.ok && ((await response.json()) as { success?: unknown }).success === true;
  } catch {
    ok = false;
  }
  if (!ok) throw refuse();
}
