/**
 * The cookie agreement (seed 000 §3 "Stored client state: cookie_agreement", §4, §9): once
 * given it is kept for one day in the `cookie_agreement` cookie; unsetting removes it.
 */
const NAME = 'cookie_agreement';
const ONE_DAY_S = 24 * 60 * 60;

export function hasCookieAgreement(): boolean {
  return document.cookie.split('; ').some((c) => c === `${NAME}=true`);
}

/** The event the route middleware sends on every route change: the strip reads the cookie again. */
export const COOKIE_AGREEMENT_CHECK = 'eog:cookie-agreement-check';

export function recheckCookieAgreement(): void {
  window.dispatchEvent(new Event(COOKIE_AGREEMENT_CHECK));
}

export function setCookieAgreement(agreed: boolean): void {
  document.cookie = agreed
    ? `${NAME}=true; max-age=${ONE_DAY_S}; path=/; samesite=lax`
    : `${NAME}=; max-age=0; path=/; samesite=lax`;
}
