/**
 * The address service's answers tied to our records: a suggestion's settlement, the region a
 * visitor's location lies in, the embedded default of the ОКТМО look-up, and the address
 * check's settlement with its gasification programme items.
 */
import type { Queryable } from '../../db';
import type { DadataSuggestion } from './dadata';

const folded = (text: string) => text.toLowerCase().replace(/ё/g, 'е').trim();

/** The words of a name: 'Саха /Якутия/' → ['саха', 'якутия']. */
const wordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\d-]+/u)
    .filter(Boolean);

/**
 * Our settlements of DaData's suggestions: by the ФИАС code of the settlement (or city) first,
 * else by its name in a region whose name starts with DaData's region name ('Псковская').
 */
export async function settlementsOf(
  db: Queryable,
  suggestions: DadataSuggestion[],
): Promise<(string | null)[]> {
  const fiasOf = (s: DadataSuggestion) =>
    (s.data.settlement_fias_id ?? s.data.city_fias_id)?.toLowerCase() ?? null;
  const nameOf = (s: DadataSuggestion) => s.data.settlement ?? s.data.city;
  const fias = suggestions.map(fiasOf).filter((f): f is string => f !== null);
  const names = suggestions
    .map(nameOf)
    .filter((n): n is string => n !== null)
    .map(folded);
  const rows =
    fias.length || names.length
      ? await db.query<{ id: string; fias: string | null; name: string; region_name: string }>(
          `SELECT s.id::text AS id, lower(s.fias_id) AS fias, s.name, r.name AS region_name
             FROM settlements s JOIN regions r ON r.id = s.region_id
            WHERE lower(s.fias_id) = ANY($1::text[])
               OR lower(replace(replace(s.name, 'ё', 'е'), 'Ё', 'Е')) = ANY($2::text[])
            ORDER BY s.id LIMIT 200`,
          [fias, names],
        )
      : [];
  return suggestions.map((s) => {
    const code = fiasOf(s);
    const byFias = code ? rows.find((r) => r.fias === code) : undefined;
    if (byFias) return byFias.id;
    const name = nameOf(s);
    const region = s.data.region ? folded(s.data.region) : null;
    if (!name || !region) return null;
    return (
      rows.find((r) => folded(r.name) === folded(name) && folded(r.region_name).startsWith(region))
        ?.id ?? null
    );
  });
}

/**
 * Our region of an address: the one whose name holds every word of DaData's region name
 * ('Тыва' → 'Республика Тыва', 'Псковская' → 'Псковская область'), else the one whose code is
 * the first two digits of the region's KLADR code (they agree for most regions).
 */
export async function regionOf(db: Queryable, s: DadataSuggestion): Promise<string | null> {
  const rows = await db.query<{ id: string; name: string; code: string }>(
    'SELECT id::text AS id, name, code FROM regions ORDER BY id',
  );
  const words = s.data.region ? wordsOf(s.data.region) : [];
  if (words.length) {
    const byName = rows.find((r) => {
      const ours = new Set(wordsOf(r.name));
      return words.every((w) => ours.has(w));
    });
    if (byName) return byName.id;
  }
  const code = s.data.region_kladr_id?.slice(0, 2);
  return (code && rows.find((r) => r.code === code)?.id) || null;
}

/** What we know of an ОКТМО code ourselves: the settlements that carry it or lie under it. */
export interface LocalOktmo {
  settlement_id: string | null;
  settlement_name: string | null;
  municipal_district: string | null;
  region_name: string;
}

/**
 * The embedded default of the ОКТМО look-up: a settlement with exactly this code, else one of
 * the same municipality (the code's first 8 digits, which the 11-digit codes of its settlements
 * start with) — its district and region name the municipality. Null when no settlement has it.
 */
export async function localOktmo(db: Queryable, code: string): Promise<LocalOktmo | null> {
  const municipality = code.slice(0, 8);
  const [row] = await db.query<{
    id: string;
    name: string;
    oktmo: string;
    municipal_district: string | null;
    region_name: string;
  }>(
    `SELECT s.id::text AS id, s.name, s.oktmo, s.municipal_district, r.name AS region_name
       FROM settlements s JOIN regions r ON r.id = s.region_id
      WHERE s.oktmo = $1 OR s.oktmo = $2 OR s.oktmo LIKE $2 || '___'
      ORDER BY (s.oktmo = $1) DESC, s.id
      LIMIT 1`,
    [code, municipality],
  );
  if (!row) return null;
  const exact = row.oktmo === code && code.length === 11;
  return {
    settlement_id: exact ? row.id : null,
    settlement_name: exact ? row.name : null,
    municipal_district: row.municipal_district,
    region_name: row.region_name,
  };
}

/** A settlement as the address check answers it: its region and the active ГРО serving it. */
export interface CheckRow {
  id: string;
  name: string;
  kind: string;
  municipal_district: string | null;
  oktmo: string | null;
  gas_status: string;
  in_programme: boolean;
  region_id: string;
  region_name: string;
  organization_id: string | null;
  organization_name: string | null;
  unified_phone: string | null;
  phones: string[] | null;
}

/** A gasification programme item a settlement is in. */
export interface ProgrammeItemRow {
  id: string;
  name: string;
  year: number | null;
  completion_plan_date: string | null;
  commissioning_plan_date: string | null;
}

/** The settlement with its region and active organization; undefined for an unknown id. */
export async function settlementCheck(db: Queryable, id: string): Promise<CheckRow | undefined> {
  const [row] = await db.query<CheckRow>(
    `SELECT s.id::text AS id, s.name, s.kind, s.municipal_district, s.oktmo, s.gas_status,
            s.in_programme, s.region_id::text AS region_id, r.name AS region_name,
            o.id::text AS organization_id, o.name AS organization_name, o.unified_phone,
            o.phones
       FROM settlements s JOIN regions r ON r.id = s.region_id
       LEFT JOIN organizations o ON o.id = s.organization_id AND o.active
      WHERE s.id = $1`,
    [id],
  );
  return row;
}

/** The gasification programme items the settlement is in, by name. */
export function programmeItemsOf(db: Queryable, settlementId: string): Promise<ProgrammeItemRow[]> {
  return db.query<ProgrammeItemRow>(
    `SELECT DISTINCT i.id::text AS id, i.name, i.year,
            i.completion_plan_date::text AS completion_plan_date,
            i.commissioning_plan_date::text AS commissioning_plan_date
       FROM gasification_program_item_settlements r
       JOIN gasification_program_items i ON i.id = r.item_id
      WHERE r.settlement_id = $1
      ORDER BY i.name, id`,
    [settlementId],
  );
}
