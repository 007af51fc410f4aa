/**
 * Lead numbers (seed 000 §3 "Lead uid pattern", issue 6): `NN-XX-NNNNNN(N)` — the two-digit
 * region code, two Cyrillic letters (or digits) of the organization, and a sequence of six
 * digits (seven once it passes 999 999) per region and organization.
 *
 * The sequence lives in lead_uid_counters and is bumped (UPDATE … RETURNING, or for a new prefix
 * INSERT … ON CONFLICT DO UPDATE … RETURNING) inside the lead's transaction: the counter row's
 * lock serialises concurrent creations, so two leads never draw the same number, and a
 * rolled-back creation gives its number back. A new counter starts past the highest uid already
 * stored under its prefix (the demo leads, imports).
 */
import { LEAD_UID } from '../../../src/validation/basic';
import type { Queryable } from '../../db';

/** Generic words of Russian gas companies' names, skipped when deriving the two letters. */
const genericWords = new Set([
  'ао',
  'пао',
  'оао',
  'зао',
  'ооо',
  'гуп',
  'муп',
  'газпром',
  'газораспределение',
  'газораспределительная',
  'газовая',
  'газовый',
  'компания',
  'организация',
  'общество',
  'филиал',
]);

/** The region part: the code's last two digits ('150' is Moscow oblast's alternative '50'). */
export function regionPart(code: string | null | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits.padStart(2, '0').slice(-2);
}

/**
 * The organization part: its `short_code` when it is two Cyrillic letters or digits, else the
 * first two letters of the first distinctive word of its name ('АО «Газпром газораспределение
 * Псков»' → 'ПС', 'АО «Мособлгаз»' → 'МО'); '00' when the name has no Cyrillic word.
 */
export function organizationPart(shortCode: string | null | undefined, name: string): string {
  const code = (shortCode ?? '').trim().toUpperCase();
  if (/^[А-ЯЁ\d]{2}$/.test(code)) return code;
  const words = name
    .toLowerCase()
    .split(/[^а-яё]+/)
    .filter((w) => w.length >= 2);
  const word = words.find((w) => !genericWords.has(w)) ?? words[0];
  return word ? word.slice(0, 2).toUpperCase() : '00';
}

export function formatLeadUid(region: string, organization: string, value: number): string {
  return `${region}-${organization}-${String(value).padStart(6, '0')}`;
}

/** The prefix of a lead's uid from its region (else its organization's) and organization. */
async function prefixOf(
  tx: Queryable,
  leadId: string,
): Promise<{ region: string; organization: string }> {
  const [row] = await tx.query<{
    region_code: string | null;
    short_code: string | null;
    name: string | null;
  }>(
    `SELECT COALESCE(r.code, o.region_code) AS region_code, o.short_code, o.name
       FROM leads l
       LEFT JOIN regions r ON r.id = l.region_id
       LEFT JOIN organizations o ON o.id = l.organization_id
      WHERE l.id = $1`,
    [leadId],
  );
  if (!row) throw new Error(`uid: no lead ${leadId}`);
  return {
    region: regionPart(row.region_code),
    organization: organizationPart(row.short_code, row.name ?? ''),
  };
}

/** Draws the next number of the prefix; call inside the lead's transaction. */
export async function nextLeadUid(
  tx: Queryable,
  region: string,
  organization: string,
): Promise<string> {
  const prefix = `${region}-${organization}-`;
  for (;;) {
    // The usual case bumps the existing counter; only a new prefix pays for reading the
    // highest stored uid, and two first creations racing meet in ON CONFLICT.
    let [row] = await tx.query<{ last_value: number }>(
      `UPDATE lead_uid_counters SET last_value = last_value + 1
        WHERE region_code = $1 AND organization_code = $2 RETURNING last_value`,
      [region, organization],
    );
    row ??= (
      await tx.query<{ last_value: number }>(
        `INSERT INTO lead_uid_counters AS c (region_code, organization_code, last_value)
         VALUES ($1, $2, 1 + COALESCE(
           (SELECT max(substring(uid FROM length($3) + 1)::integer) FROM leads
             WHERE uid LIKE $3 || '%' AND substring(uid FROM length($3) + 1) ~ '^[0-9]{6,7}$'), 0))
         ON CONFLICT (region_code, organization_code)
         DO UPDATE SET last_value = c.last_value + 1
         RETURNING c.last_value`,
        [region, organization, prefix],
      )
    )[0];
    const uid = formatLeadUid(region, organization, Number(row!.last_value));
    // A number taken outside the counter (an import after the counter started) is skipped.
    const taken = await tx.query('SELECT 1 FROM leads WHERE uid = $1', [uid]);
    if (!taken.length) {
      if (!LEAD_UID.test(uid)) throw new Error(`uid: ${uid} does not fit the pattern`);
      return uid;
    }
  }
}

/** Gives the lead its uid unless it has one; returns the uid. */
export async function assignLeadUid(tx: Queryable, leadId: string): Promise<string> {
  const [current] = await tx.query<{ uid: string | null }>(
    'SELECT uid FROM leads WHERE id = $1 FOR UPDATE',
    [leadId],
  );
  if (current?.uid) return current.uid;
  const { region, organization } = await prefixOf(tx, leadId);
  const uid = await nextLeadUid(tx, region, organization);
  await tx.query('UPDATE leads SET uid = $2 WHERE id = $1', [leadId, uid]);
  return uid;
}
