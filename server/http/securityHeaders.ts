/**
 * Security headers on every answer (issue 22), by @fastify/helmet: a Content-Security-Policy
 * that lets the site and the console load only their own scripts (the Vite build has no inline
 * script), styles from files and from MUI's emotion (which injects <style> elements, hence
 * 'unsafe-inline' for styles only), images and fonts from the portal or `data:`/`blob:` (file
 * previews), and network calls to the portal and the S3 bucket (direct part uploads, signed
 * downloads); no framing (clickjacking), no plugins, forms posting only here. HSTS is sent when
 * the portal says it is served over HTTPS. The API needs no CORS: the console and the site are
 * served from the same origin, and integrators call it server to server.
 *
 * The headers are worked out once, by helmet itself, and set on every answer as they are: they
 * depend on the configuration only (no directive is a function of the request, no nonce: the
 * site has no inline script). @fastify/helmet built helmet's middleware — every header's value,
 * the policy's string among them — afresh on every request: some 12 µs a request against 3 µs
 * now, a quarter of what `/health` costs the server. securityHeaders.test.ts checks the header
 * block is byte for byte the one @fastify/helmet sends.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmetMiddleware from 'helmet';
import type { Config } from '../config';

/** Helmet, as @fastify/helmet types its options (its own two, nonces and global, unused). */
type Helmet = (
  options: FastifyHelmetOptions,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The helmet @fastify/helmet is built on (the same pinned version, one copy in node_modules),
 * typed by @fastify/helmet's options: helmet's ESM and CommonJS declarations are not one type.
 */
const helmet = helmetMiddleware as unknown as Helmet;

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

type SecurityConfig = Pick<Config, 's3' | 'publicUrl' | 'recaptchaSecretKey'>;

/** Helmet's options: the policy above, and helmet's defaults for the other headers. */
export function helmetOptions(config: SecurityConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Files open in a new tab from signed links; the default same-origin CORP would block S3.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** What helmet's middleware does to an answer, in its order: set a header, or remove one. */
type HeaderStep = readonly [name: string, value: string] | readonly [name: string];

/** Runs helmet's middleware once against a recorder (its middleware is synchronous). */
export function securityHeaderSteps(config: SecurityConfig): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`${name}: a string header expected`);
      steps.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      steps.push([name]);
    },
  };
  let finished = false;
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return steps;
}

export function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig): void {
  const steps = securityHeaderSteps(config);
  // On the raw answer, as helmet set them: they go out before the route's own headers.
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const step of steps) {
      if (step.length === 2) res.setHeader(step[0], step[1]);
      else res.removeHeader(step[0]);
    }
    done();
  });
}
