/**
 * Every environment variable the server reads, validated once at start-up, with its default.
 * The defaults are the embedded ones: a fresh machine needs no services at all.
 */
import { resolve } from 'node:path';
import { maxServicePassportBytes, maxUploadBytes } from '../src/domain/uploads';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; empty means embedded PGlite under dataDir/db. */
  databaseUrl: string;
  /** A read replica for the lists, reports and exports; empty sends them to DATABASE_URL. */
  databaseReadUrl: string;
  /** HS256 secret; empty means one is generated once into dataDir/jwt_secret. */
  jwtSecret: string;
  /** Lifetime of an access token; the clients renew it with the session's refresh token. */
  jwtTtlSeconds: number;
  /** Lifetime of a session (its refresh tokens), counted from the sign-in. */
  refreshTtlSeconds: number;
  demoPassword: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  /** The largest service passport PDF (seed: 70 MB); only the upload bench raises it. */
  servicePassportMaxBytes: number;
  tokenRateLimitPerMinute: number;
  smsCodeTtlSeconds: number;
  smsCodeMaxAttempts: number;
  /** Per-account lockout: this many failed logins (password or SMS code)… */
  loginMaxFailures: number;
  /** …within this many seconds… */
  loginFailureWindowSeconds: number;
  /** …lock the account's logins for this many seconds (429). */
  loginLockSeconds: number;
  /** Where the built site and console live (vite build output). */
  distDir: string;
  /** Public base URL used in e-mails (confirmation and password-reset links). */
  publicUrl: string;
  /** Trust X-Forwarded-For (behind a reverse proxy); off so clients cannot dodge rate limits. */
  trustProxy: boolean;
  /** S3-compatible file storage; undefined keeps the files on local disk under dataDir/files. */
  s3?: S3Config;
  /** SMTP server URL; empty means letters go to the dev mailbox table. */
  smtpUrl: string;
  mailFrom: string;
  /** HTTP SMS gateway; empty means messages go to the dev mailbox table. */
  smsGatewayUrl: string;
  smsGatewayToken: string;
  smsSender: string;
  /** RabbitMQ URL; empty means the outbox keeps its messages and nothing is relayed. */
  amqpUrl: string;
  /** Redis for the request rate limits shared by every instance; empty keeps them in memory. */
  redisUrl: string;
  /** Minutes between rebuilds of the analytics summary (issue 19); 0 turns the schedule off. */
  analyticsRefreshMinutes: number;
  /** reCAPTCHA v2 secret: guest appeals and registration must pass it; empty: no check (dev). */
  recaptchaSecretKey: string;
  recaptchaVerifyUrl: string;
  /**
   * DaData, the address service (suggestions, IP location, ОКТМО); an empty token answers from
   * our own settlements and regions (and knows no visitor's location).
   */
  dadataToken: string;
  dadataUrl: string;
  dadataTimeoutMs: number;
  /** Calls a minute per client address to the address service's routes (DaData's quota). */
  addressCallsPerMinute: number;
  /** How long a registry's publication waits for a table's lock before it gives way (409). */
  registryLockTimeoutMs: number;
  /** Rows a type change's background fill converts per transaction. */
  registryBackfillBatch: number;
  /** Days a run-time registry keeps a field's column after the field is taken out. */
  registryPurgeAfterDays: number;
}

export interface S3Config {
  /** `https://storage.yandexcloud.net`; empty means AWS (`https://s3.<region>.amazonaws.com`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

const DADATA_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

/** S3 when S3_BUCKET is set: then the keys are required and the endpoint must be a URL. */
function s3(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') return undefined;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET is not a valid bucket name: "${bucket}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_REGION is invalid: "${region}"`);
  return {
    endpoint: url(env, 'S3_ENDPOINT', '', ['http:', 'https:']),
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret !== '' && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', '', ['postgres:', 'postgresql:']),
    databaseReadUrl: url(env, 'DATABASE_READ_URL', '', ['postgres:', 'postgresql:']),
    jwtSecret,
    jwtTtlSeconds: int(env, 'JWT_TTL_SECONDS', 15 * 60, 60, 30 * 24 * 3600),
    refreshTtlSeconds: int(env, 'REFRESH_TTL_SECONDS', 24 * 3600, 60, 90 * 24 * 3600),
    demoPassword: env.DEMO_PASSWORD || 'Gaz-Portal#2026',
    seedDemo: bool(env, 'SEED_DEMO', true),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', [
      'fatal',
      'error',
      'warn',
      'info',
      'debug',
      'trace',
      'silent',
    ] as const),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    servicePassportMaxBytes: int(
      env,
      'SERVICE_PASSPORT_MAX_BYTES',
      maxServicePassportBytes,
      1024,
      maxUploadBytes,
    ),
    tokenRateLimitPerMinute: int(env, 'TOKEN_RATE_LIMIT_PER_MINUTE', 30, 1, 100000),
    smsCodeTtlSeconds: int(env, 'SMS_CODE_TTL_SECONDS', 300, 30, 3600),
    smsCodeMaxAttempts: int(env, 'SMS_CODE_MAX_ATTEMPTS', 5, 1, 20),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1, 100),
    loginFailureWindowSeconds: int(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 10, 24 * 3600),
    loginLockSeconds: int(env, 'LOGIN_LOCK_SECONDS', 15 * 60, 10, 24 * 3600),
    distDir: resolve(env.DIST_DIR || './dist'),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    s3: s3(env),
    smtpUrl: url(env, 'SMTP_URL', '', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'portal@localhost',
    smsGatewayUrl: url(env, 'SMS_GATEWAY_URL', '', ['http:', 'https:']),
    smsGatewayToken: env.SMS_GATEWAY_TOKEN ?? '',
    smsSender: env.SMS_SENDER || 'EOG',
    amqpUrl: url(env, 'AMQP_URL', '', ['amqp:', 'amqps:']),
    redisUrl: url(env, 'REDIS_URL', '', ['redis:', 'rediss:']),
    analyticsRefreshMinutes: int(env, 'ANALYTICS_REFRESH_MINUTES', 10, 0, 24 * 60),
    recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY ?? '',
    recaptchaVerifyUrl: url(
      env,
      'RECAPTCHA_VERIFY_URL',
      'https://www.google.com/recaptcha/api/siteverify',
      ['http:', 'https:'],
    ),
    dadataToken: env.DADATA_TOKEN ?? '',
    dadataUrl: url(env, 'DADATA_URL', DADATA_URL, ['http:', 'https:']),
    dadataTimeoutMs: int(env, 'DADATA_TIMEOUT_MS', 3000, 100, 60_000),
    addressCallsPerMinute: int(env, 'ADDRESS_CALLS_PER_MINUTE', 120, 1, 100000),
    registryLockTimeoutMs: int(env, 'REGISTRY_LOCK_TIMEOUT_MS', 3000, 50, 60_000),
    registryBackfillBatch: int(env, 'REGISTRY_BACKFILL_BATCH', 5000, 1, 1_000_000),
    registryPurgeAfterDays: int(env, 'REGISTRY_PURGE_AFTER_DAYS', 30, 0, 3650),
  };
}

/** The env vars above, for the README and `--help`: name, default, meaning. */
export const configDocs: [string, string, string][] = [
  ['PORT', '3000', 'HTTP port of API, site and console'],
  ['HOST', '0.0.0.0', 'interface to listen on'],
  ['DATA_DIR', './data', 'embedded database, files and generated secrets'],
  ['DATABASE_URL', '(empty: PGlite in DATA_DIR/db)', 'PostgreSQL connection string'],
  [
    'DATABASE_READ_URL',
    '(empty: DATABASE_URL)',
    'read replica for lists, reports and exports (PostgreSQL)',
  ],
  ['JWT_SECRET', '(generated into DATA_DIR/jwt_secret)', 'HS256 secret, at least 32 characters'],
  ['JWT_TTL_SECONDS', '900', 'access token lifetime (renewed through POST …/token/refresh)'],
  ['REFRESH_TTL_SECONDS', '86400', 'session lifetime from the sign-in (its refresh tokens)'],
  ['DEMO_PASSWORD', 'Gaz-Portal#2026', 'password of the seeded demo accounts'],
  ['SEED_DEMO', 'true', 'seed demo organizations and accounts into an empty database'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace or silent'],
  ['BODY_LIMIT_BYTES', '1048576', 'largest accepted JSON request body'],
  [
    'SERVICE_PASSPORT_MAX_BYTES',
    '71680000',
    'largest service passport PDF (70 MB; the upload bench raises it)',
  ],
  [
    'TOKEN_RATE_LIMIT_PER_MINUTE',
    '30',
    'login, SMS-code and recovery requests per minute per address',
  ],
  ['SMS_CODE_TTL_SECONDS', '300', 'lifetime of an SMS code'],
  ['SMS_CODE_MAX_ATTEMPTS', '5', 'wrong entries before an SMS code is burnt'],
  ['LOGIN_MAX_FAILURES', '5', 'failed logins of one account that lock it'],
  ['LOGIN_FAILURE_WINDOW_SECONDS', '900', 'window in which the failed logins are counted'],
  ['LOGIN_LOCK_SECONDS', '900', 'how long the logins of a locked account answer 429'],
  ['DIST_DIR', './dist', 'built site and console'],
  ['PUBLIC_URL', 'http://localhost:PORT', 'base URL used in links sent by e-mail and SMS'],
  ['TRUST_PROXY', 'false', 'take the client address from X-Forwarded-For (behind a proxy)'],
  ['S3_BUCKET', '(empty: disk, DATA_DIR/files)', 'S3-compatible bucket for uploaded files'],
  ['S3_ENDPOINT', '(empty: AWS)', 'S3 endpoint URL, e.g. https://storage.yandexcloud.net'],
  ['S3_REGION', 'us-east-1', 'region used in the request signatures'],
  ['S3_ACCESS_KEY_ID', '(required with S3_BUCKET)', 'access key of the bucket'],
  ['S3_SECRET_ACCESS_KEY', '(required with S3_BUCKET)', 'secret key of the bucket'],
  ['S3_FORCE_PATH_STYLE', 'false', 'ENDPOINT/BUCKET URLs (MinIO) instead of a subdomain'],
  ['SMTP_URL', '(empty: dev mailbox table)', 'SMTP server, e.g. smtps://user:pass@host:465'],
  ['MAIL_FROM', 'portal@localhost', 'sender address of the letters'],
  ['SMS_GATEWAY_URL', '(empty: dev mailbox table)', 'HTTP SMS gateway: POST {phone, text, sender}'],
  ['SMS_GATEWAY_TOKEN', '(empty)', 'Bearer token of the SMS gateway'],
  ['SMS_SENDER', 'EOG', 'sender name of the text messages'],
  [
    'AMQP_URL',
    '(empty: outbox only)',
    'RabbitMQ, e.g. amqp://user:pass@host:5672; relays the outbox',
  ],
  [
    'REDIS_URL',
    '(empty: in memory)',
    'Redis for rate limits shared by all instances, e.g. redis://host:6379',
  ],
  ['ANALYTICS_REFRESH_MINUTES', '10', 'minutes between rebuilds of the analytics summary; 0: off'],
  [
    'RECAPTCHA_SECRET_KEY',
    '(empty: no captcha)',
    'reCAPTCHA v2 secret checked on guest appeals and registration',
  ],
  [
    'RECAPTCHA_VERIFY_URL',
    'https://www.google.com/recaptcha/api/siteverify',
    'reCAPTCHA verification endpoint',
  ],
  ['DADATA_TOKEN', '(empty: our own settlements)', 'DaData API key for the address suggestions'],
  ['DADATA_URL', DADATA_URL, 'base URL of the DaData suggestions API'],
  ['DADATA_TIMEOUT_MS', '3000', 'milliseconds before a DaData call is abandoned'],
  [
    'ADDRESS_CALLS_PER_MINUTE',
    '120',
    'address suggestions, IP location and ОКТМО calls a minute per client',
  ],
  [
    'REGISTRY_LOCK_TIMEOUT_MS',
    '3000',
    'wait for a table lock in a registry publication before a 409',
  ],
  ['REGISTRY_BACKFILL_BATCH', '5000', 'rows a type change converts per transaction'],
  [
    'REGISTRY_PURGE_AFTER_DAYS',
    '30',
    'days a registry keeps a removed field’s column before dropping it',
  ],
];
