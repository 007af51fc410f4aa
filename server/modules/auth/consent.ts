/**
 * The versioned personal-data consent (issue 17; the words and the version:
 * src/domain/personalDataConsent.ts). Registration and PATCH /v1/users/current take
 * `policy_agreement_version`: only the edition in force is accepted (an older or unknown one is
 * the Russian field error under `policy_agreement`), and the agreement is stored as a row of
 * user_consents with its moment; users.policy_agreed_at follows the latest.
 */
import { consentMessages, isCurrentConsentVersion } from '../../../src/domain/personalDataConsent';
import type { Queryable } from '../../db';
import type { AfterSchema } from '../../http/afterSchema';

export const CONSENT_TITLE = 'Согласие на обработку персональных данных';

/**
 * Reads `policy_agreement_version`: undefined when it was not sent (and not `required`), the
 * version when it is the current one; anything else fails under `policy_agreement`.
 */
export function consentVersionField(f: AfterSchema, required: boolean): string | undefined {
  const version = f.attributes.policy_agreement_version;
  if (version === undefined && !required) return undefined;
  if (!isCurrentConsentVersion(version)) {
    f.fail('policy_agreement', CONSENT_TITLE, consentMessages.outdated);
    return undefined;
  }
  return version as string;
}

/** Stores the consent to `version` now and makes it the account's policy_agreed_at. */
export async function recordConsent(db: Queryable, userId: string, version: string): Promise<void> {
  const [row] = await db.query<{ agreed_at: Date }>(
    'INSERT INTO user_consents (user_id, version) VALUES ($1, $2) RETURNING agreed_at',
    [userId, version],
  );
  await db.query('UPDATE users SET policy_agreed_at = $2 WHERE id = $1', [userId, row!.agreed_at]);
}

/** The SQL of the version in force for `u.id` (null once the console removed the agreement). */
export const CONSENT_VERSION_SQL = `CASE WHEN u.policy_agreed_at IS NULL THEN NULL ELSE (
  SELECT c.version FROM user_consents c WHERE c.user_id = u.id AND c.kind = 'personal_data'
   ORDER BY c.agreed_at DESC, c.id DESC LIMIT 1) END`;
