/**
 * Demo inventory and schedule plans (issue 16): in each demo region about a hundred homes in the
 * region's demo settlements (server/db/seed/settlements.ts), four СНТ and three other objects,
 * all served by the region's demo ГРО; plans for most homes and every СНТ, spread over the five
 * statuses (planned → gas started) with fixed 2025–2026 dates, and the individual applicant's
 * leads linked from the first plan of their region. Streets, names and numbers are generated
 * demo values; settlements and districts are real. Seeding twice adds nothing.
 */
import { scheduleStages } from '../../../src/domain/inventory';
import type { Queryable } from '../index';
import { findId } from './ids';

const regions: { code: string; gro: string; zip: string; cadastral: string; lead?: string }[] = [
  {
    code: '60',
    gro: 'АО «Газпром газораспределение Псков»',
    zip: '180',
    cadastral: '60:18',
    lead: '60-ПС-000101',
  },
  { code: '50', gro: 'АО «Мособлгаз»', zip: '142', cadastral: '50:16', lead: '50-МО-000103' },
  {
    code: '47',
    gro: 'АО «Газпром газораспределение Ленинградская область»',
    zip: '188',
    cadastral: '47:23',
  },
];

/** Homes per region. */
const DEMO_HOMES_PER_REGION = 100;

const streets = [
  'ул. Центральная',
  'ул. Школьная',
  'ул. Садовая',
  'ул. Лесная',
  'ул. Молодёжная',
  'ул. Новая',
  'ул. Полевая',
  'ул. Заречная',
];
const people: [string, string, string][] = [
  ['Иванов', 'Сергей', 'Петрович'],
  ['Смирнова', 'Ольга', 'Николаевна'],
  ['Кузнецов', 'Алексей', 'Иванович'],
  ['Попова', 'Мария', 'Сергеевна'],
  ['Васильев', 'Дмитрий', 'Андреевич'],
  ['Петрова', 'Наталья', 'Владимировна'],
  ['Соколов', 'Игорь', 'Михайлович'],
  ['Михайлова', 'Татьяна', 'Алексеевна'],
  ['Новиков', 'Андрей', 'Викторович'],
  ['Фёдорова', 'Елена', 'Юрьевна'],
];
const sntNames = ['Рассвет', 'Берёзка', 'Ветеран', 'Ромашка'];
const objects: [string, string][] = [
  ['МБОУ «Средняя общеобразовательная школа № 1»', 'social'],
  ['Котельная центральная', 'boiler_room'],
  ['Многоквартирный дом, ул. Школьная, 3', 'apartment_building'],
];
const boundary = ['not_built', 'planned', 'built', 'connected'] as const;

/** `2025-MM-DD` plus `days`, as an ISO date (UTC arithmetic, no time zone). */
function day(days: number): string {
  return new Date(Date.UTC(2025, 2, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The stage dates of plan number `n`: planned dates a month apart from a start that moves
 * with `n`; the first `n % 5` stages done a few days after their planned date.
 */
export function demoStageDates(n: number): Record<string, string | null> {
  const start = (n * 7) % 300;
  const done = n % 5;
  const dates: Record<string, string | null> = {};
  scheduleStages.forEach((stage, i) => {
    dates[`${stage}_plan_date`] = day(start + i * 30);
    dates[`${stage}_fact_date`] = i < done ? day(start + i * 30 + (n % 9)) : null;
  });
  return dates;
}

export async function seedInventory(tx: Queryable): Promise<void> {
  if ((await tx.query('SELECT 1 FROM homes LIMIT 1')).length) return;
  const applicant = await findId(tx, `SELECT id FROM users WHERE email = 'fl@eog.test'`);
  let planNo = 0;
  for (const r of regions) {
    const region = await findId(tx, 'SELECT id FROM regions WHERE code = $1', [r.code]);
    const gro = await findId(tx, 'SELECT id FROM organizations WHERE name = $1', [r.gro]);
    if (!region || !gro) continue;
    const places = await tx.query<{ id: string; name: string; district: string | null }>(
      `SELECT id, name, municipal_district AS district FROM settlements
       WHERE region_id = $1 AND kind <> 'snt' AND kind <> 'city' ORDER BY name`,
      [region],
    );
    if (!places.length) continue;
    const lead = r.lead ? await findId(tx, 'SELECT id FROM leads WHERE uid = $1', [r.lead]) : null;

    // Homes: one multi-row insert per region.
    const homeRows: unknown[][] = [];
    for (let i = 0; i < DEMO_HOMES_PER_REGION; i += 1) {
      const place = places[i % places.length]!;
      const [last, first, middle] = people[i % people.length]!;
      homeRows.push([
        region,
        place.id,
        `${r.zip}${String(100 + (i % places.length)).padStart(3, '0')}`,
        place.district,
        place.name,
        streets[Math.floor(i / places.length) % streets.length],
        String(1 + Math.floor(i / (places.length * streets.length)) + (i % 7) * 2),
        `${r.cadastral}:${String(100100 + (i % places.length)).padStart(7, '0')}:${100 + i}`,
        boundary[i % boundary.length],
        gro,
        last,
        first,
        middle,
        i % 10 === 3,
        i === 0 ? applicant : null,
        1 + (i % 5),
      ]);
    }
    const columns = [
      'region_id',
      'settlement_id',
      'zip_code',
      'area',
      'city',
      'street',
      'house',
      'cadastral_number',
      'boundary_gas_status',
      'organization_id',
      'last_name',
      'first_name',
      'middle_name',
      'has_confidant',
      'user_id',
      'residents_count',
    ];
    const homeIds = await insertMany(tx, 'homes', columns, homeRows);

    // СНТ, each in one of the region's settlements.
    const sntIds: { id: string; settlement: string }[] = [];
    for (const [i, name] of sntNames.entries()) {
      const place = places[(i * 3) % places.length]!;
      const plots = 60 + i * 25;
      const sntId = await findId(
        tx,
        `INSERT INTO snt_objects (name, chairman_full_name, plots_count, homes_count, region_id,
           settlement_id, area, city, boundary_gas_status, organization_id, owner_type,
           organization_full_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'organization', $11) RETURNING id`,
        [
          `СНТ «${name}»`,
          people[(i + 4) % people.length]!.join(' '),
          plots,
          Math.round(plots * 0.6),
          region,
          place.id,
          place.district,
          place.name,
          boundary[i % boundary.length],
          gro,
          `Садоводческое некоммерческое товарищество «${name}»`,
        ],
      );
      sntIds.push({ id: sntId!, settlement: place.id });
    }

    for (const [i, [name, kind]] of objects.entries()) {
      const place = places[(i * 2 + 1) % places.length]!;
      await tx.query(
        `INSERT INTO inventory_objects (name, object_kind, region_id, settlement_id, area, city,
           street, house, boundary_gas_status, organization_id, owner_type,
           organization_full_name, planned_gas_consumption)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'organization', $11, $12)`,
        [
          name,
          kind,
          region,
          place.id,
          place.district,
          place.name,
          streets[i]!,
          String(3 + i),
          boundary[(i + 1) % boundary.length],
          gro,
          kind === 'social' ? name : `Администрация ${place.district ?? place.name}`,
          (5 + i * 12.5).toFixed(3),
        ],
      );
    }

    // Plans: 80 of the region's homes and all its СНТ, in every stage.
    const planColumns = [
      'kind',
      'home_id',
      'snt_id',
      'region_id',
      'settlement_id',
      'organization_id',
      'lead_id',
      ...scheduleStages.flatMap((s) => [`${s}_plan_date`, `${s}_fact_date`]),
    ];
    const planRows: unknown[][] = [];
    const stageValues = (n: number) => {
      const d = demoStageDates(n);
      return scheduleStages.flatMap((s) => [d[`${s}_plan_date`], d[`${s}_fact_date`]]);
    };
    homeIds.slice(0, 80).forEach((homeId, i) => {
      const row = homeRows[i]!;
      planRows.push([
        'homes',
        homeId,
        null,
        region,
        row[1],
        gro,
        i === 0 ? lead : null,
        ...stageValues(planNo++),
      ]);
    });
    for (const snt of sntIds)
      planRows.push([
        'snt',
        null,
        snt.id,
        region,
        snt.settlement,
        gro,
        null,
        ...stageValues(planNo++),
      ]);
    await insertMany(tx, 'object_schedule_plans', planColumns, planRows);
  }
}

/** `INSERT INTO table (columns) VALUES (…), (…) RETURNING id` in one statement. */
async function insertMany(tx: Queryable, table: string, columns: string[], rows: unknown[][]) {
  if (!rows.length) return [];
  const params: unknown[] = [];
  const values = rows.map(
    (row) =>
      `(${row
        .map((value) => {
          params.push(value);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  return inserted.map((row) => String(row.id));
}
