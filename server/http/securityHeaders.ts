/**
 * Security headers on every answer (issue 22), by @fastify/helmet: a Content-Security-Policy
 * that lets the site and the console load only their own scripts (the Vite build has no inline
 * script), styles from files and from MUI's emotion (which injects <style> elements, hence
 * 'unsafe-inline' for styles only), images and fonts from the portal or `data:`/`blob:` (file
 * previews), and network calls to the portal and the S3 bucket (direct part uploads, signed
 * downloads); no framing (clickjacking), no plugins, forms posting only here. HSTS is sent when
 * the portal says it is served over HTTPS. The API needs no CORS: the console and the site are
 * served from the same origin, and integrators call it server to server.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The origin of the S3 endpoint the browser talks to, if files live in S3. */
function storageOrigin(config: Pick<Config, 's3'>): string[] {
  const s3 = config.s3;
  if (!s3) return [];
  if (!s3.endpoint) return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`];
  const { origin } = new URL(s3.endpoint);
  // A virtual-hosted bucket is a subdomain of the endpoint.
  return s3.forcePathStyle ? [origin] : [origin, origin.replace('://', `://${s3.bucket}.`)];
}

/** reCAPTCHA v2's script and frame (registration, guest appeals) when its secret is set. */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** The directives, exported for the test and docs/decisions.md. */
export function contentSecurityPolicy(
  config: Pick<Config, 's3'> & Partial<Pick<Config, 'recaptchaSecretKey'>>,
): Record<string, string[]> {
  const storage = storageOrigin(config);
  const captcha = config.recaptchaSecretKey ? RECAPTCHA_SCRIPTS : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captcha],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...storage],
    mediaSrc: ["'self'", 'blob:', ...storage],
    frameSrc: captcha.length ? captcha.slice(0, 1) : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 's3' | 'publicUrl' | 'recaptchaSecretKey'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Files open in a new tab from signed links; the default same-origin CORP would block S3.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
