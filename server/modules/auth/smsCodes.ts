/**
 * One-time SMS codes (seed 000 §5, §9): six digits, stored as a hash, valid for
 * SMS_CODE_TTL_SECONDS, burnt after SMS_CODE_MAX_ATTEMPTS wrong entries or one right one.
 * A new code for the same phone is refused for a minute so nobody can flood a phone.
 */
import { errorMessages } from '../../../i18n/messages';
import { SMS_CODE_RESEND_SECONDS } from '../../../src/domain/smsCodes';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { TooManyRequests, Unprocessable } from '../../jsonapi/errors';
import type { ContextName } from './accounts';
import { sameHash, sha256, smsCode } from './secrets';

const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

export async function issueSmsCode(
  db: Queryable,
  config: Pick<Config, 'smsCodeTtlSeconds'>,
  scope: ContextName,
  phone: string,
): Promise<{ id: string; code: string; expiresAt: Date }> {
  const [recent] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sms_codes
      WHERE scope = $1 AND phone = $2 AND used_at IS NULL
        AND created_at > now() - make_interval(secs => $3)`,
    [scope, phone, SMS_CODE_RESEND_SECONDS],
  );
  if (recent && recent.n > 0) throw new TooManyRequests(SMS_CODE_RESEND_SECONDS);
  const code = smsCode();
  const [row] = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO sms_codes (scope, phone, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id, expires_at`,
    [scope, phone, codeHash(phone, code), config.smsCodeTtlSeconds],
  );
  return { id: String(row!.id), code, expiresAt: row!.expires_at };
}

const smsCodeError = (detail: string) =>
  new Unprocessable([{ field: 'sms_code', title: 'Код из СМС', detail, code: 'sms_code_error' }]);

/**
 * Spends the latest live code of this phone when `code` matches it; otherwise counts the
 * attempt and throws the 422 on sms_code (seed 000 §8).
 */
export async function consumeSmsCode(
  db: Queryable,
  config: Pick<Config, 'smsCodeMaxAttempts'>,
  scope: ContextName,
  phone: string,
  code: string,
): Promise<void> {
  const [live] = await db.query<{ id: string; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
      WHERE scope = $1 AND phone = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [scope, phone],
  );
  if (!live) throw smsCodeError(errorMessages.smsCodeInvalid);
  if (live.attempts >= config.smsCodeMaxAttempts) {
    throw smsCodeError(errorMessages.smsCodeAttempts);
  }
  if (!sameHash(live.code_hash, codeHash(phone, code))) {
    const [row] = await db.query<{ attempts: number }>(
      'UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [live.id],
    );
    throw smsCodeError(
      (row?.attempts ?? 0) >= config.smsCodeMaxAttempts
        ? errorMessages.smsCodeAttempts
        : errorMessages.smsCodeInvalid,
    );
  }
  // Conditional update: of two requests racing with the same code only one succeeds.
  const spent = await db.query(
    'UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [live.id],
  );
  if (!spent.length) throw smsCodeError(errorMessages.smsCodeInvalid);
}
