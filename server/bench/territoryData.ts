/**
 * The territory benchmark's data (issue 16 "Demo data and scale"), generated in SQL
 * (`generate_series`, one statement per table) on top of the demo seed:
 *
 * - one ГРО per region that has none (with a head branch), like ./leadsData.ts;
 * - settlements: names built the way Russian village names are (Ново-/Старо-/Верхне- …, a root,
 *   -ка / -о / -ское: Новоивановка, Берёзово, Покровское — many repeat, as in the real
 *   register), 24 districts per region named the same way («Ивановский район»), kinds weighted
 *   to villages, 35 % gasified / 20 % partly / 45 % not, the region's ГРО, unique ФИАС and
 *   ОКТМО codes, populations skewed to small places, home counts to match;
 * - homes: in a random settlement (its region, district, ГРО), a street and house, a unique
 *   cadastral number, an individual owner for 95 %, the gas status at the boundary;
 * - СНТ: one per 50 homes;
 * - schedule plans (kind homes) for 30 % of the homes, their stages done in cascade.
 *
 * Idempotent in size: each table is topped up to its count (a second run does nothing).
 */
import type { Db } from '../db';
import {
  arr,
  dropSecondaryIndexes,
  firstNames,
  HEAD_BRANCHES_SQL,
  maxId,
  middleNames as leadMiddleNames,
  newOrganizationsSql,
  pick,
  rebuildIndexes,
  rowCount,
  streets as leadStreets,
  surnames as leadSurnames,
  timedStep,
  weightedSql,
} from './leadsData';

export interface TerritorySizes {
  settlements: number;
  homes: number;
}

const roots = (
  'Иванов Петров Михайлов Александров Васильев Никол Покров Берёзов Соснов Дубров Липов ' +
  'Камен Ольхов Вишнёв Знамен Горел Озер Лугов Полев Красн Белоз Черн Зелен Ясн Рябинов ' +
  'Кленов Осинов Ключев Семёнов Григорьев Фёдоров Троиц Воскресен Успен Спас Кузьмин ' +
  'Сергиев Борисов Юрьев Дмитриев Андреев Павлов Степанов Тихонов Ермолин Лукин Марьин ' +
  'Ольгин Савин Раков'
).split(' ');
const prefixes = ['', '', '', '', 'Ново', 'Старо', 'Верхне', 'Нижне', 'Больше', 'Мало'];
const endings = ['ка', 'о', 'ское'];
// The lead bench's names: the first surnames and patronymics, its streets and three more.
const streets = [...leadStreets, 'Колхозная', 'Речная', 'Зелёная'];
const surnames = leadSurnames.slice(0, 20);
const middleNames = leadMiddleNames.slice(0, 8);
const sntWords = (
  'Ромашка,Рассвет,Берёзка,Дружба,Мичуринец,Садовод,Энергетик,Строитель,Рябинка,Ветеран,' +
  'Солнечный,Урожай,Колос,Лесная поляна,Родник,Надежда,Заря,Черёмушки,Вишенка,Восход'
).split(',');

/**
 * A settlement name from three numbers (prefix, root, ending): the prefix glued to the root in
 * lower case, as in «Новоивановка». Used by the SQL (as an expression) and the import file.
 */
export function settlementName(prefix: number, root: number, ending: number): string {
  const p = prefixes[prefix % prefixes.length]!;
  const r = roots[root % roots.length]!;
  const e = endings[ending % endings.length]!;
  return p ? `${p}${r.toLowerCase()}${e}` : `${r}${e}`;
}

const nameSql = (p: string, r: string, e: string) =>
  `CASE WHEN (${arr(prefixes)})[1 + ${p}] = '' THEN (${arr(roots)})[1 + ${r}]
        ELSE (${arr(prefixes)})[1 + ${p}] || lower((${arr(roots)})[1 + ${r}]) END
   || (${arr(endings)})[1 + ${e}]`;

const DISTRICTS_PER_REGION = 24;

export async function territoryCounts(db: Db) {
  return {
    settlements: await rowCount(db, 'settlements'),
    homes: await rowCount(db, 'homes'),
    snt: await rowCount(db, 'snt_objects'),
    plans: await rowCount(db, 'object_schedule_plans', "kind = 'homes'"),
  };
}

/** Tops the territory tables up to the sizes; logs each step with its time. */
export async function generateTerritory(
  db: Db,
  sizes: TerritorySizes,
  log: (line: string) => void,
): Promise<void> {
  const before = await territoryCounts(db);
  const want = {
    settlements: sizes.settlements,
    homes: sizes.homes,
    snt: Math.round(sizes.homes / 50),
    plans: Math.round(sizes.homes * 0.3),
  };
  const missing = {
    settlements: Math.max(0, want.settlements - before.settlements),
    homes: Math.max(0, want.homes - before.homes),
    snt: Math.max(0, want.snt - before.snt),
    plans: Math.max(0, want.plans - before.plans),
  };
  if (!missing.settlements && !missing.homes && !missing.snt && !missing.plans) {
    log(
      `territory: ${before.settlements} settlements, ${before.homes} homes, ${before.snt} СНТ, ` +
        `${before.plans} plans already there, nothing generated`,
    );
    return;
  }
  const step = timedStep(db, log);
  log(
    `generating ${missing.settlements} settlements, ${missing.homes} homes, ${missing.snt} СНТ, ` +
      `${missing.plans} schedule plans…`,
  );
  await db.query("SET maintenance_work_mem = '256MB'");
  // The rows are valid by construction: a superuser skips the foreign-key triggers of the big
  // inserts (the plans' title trigger too: the insert writes the title itself).
  const [su] = await db.query<{ su: boolean }>(
    'SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user',
  );
  // Bare tables load faster: the secondary indexes of the big tables go and come back after.
  const big = missing.homes >= 100_000 || missing.plans >= 100_000 || missing.settlements >= 50_000;
  const rebuild = big
    ? await dropSecondaryIndexes(db, ['settlements', 'homes', 'object_schedule_plans'])
    : [];
  if (su?.su) await db.query('SET session_replication_role = replica');
  try {
    await step('organizations', newOrganizationsSql());
    await step('branches', HEAD_BRANCHES_SQL);
    // Each region with its ГРО (the first organization of the region), numbered.
    await db.query('DROP TABLE IF EXISTS bench_regions');
    await db.query(
      `CREATE TABLE bench_regions AS
       SELECT row_number() OVER (ORDER BY r.id) - 1 AS idx, r.id AS region_id, r.code,
              (SELECT min(o.id) FROM organizations o WHERE o.region_code = r.code) AS organization_id
         FROM regions r`,
    );
    const regions = await rowCount(db, 'bench_regions');

    if (missing.settlements) {
      const base = await maxId(db, 'settlements');
      await step(
        `settlements (${missing.settlements})`,
        `INSERT INTO settlements (name, kind, region_id, municipal_district, fias_id, oktmo,
                                  population, gas_status, organization_id, in_programme,
                                  homes_count, gasified_homes_count)
         SELECT x.name, x.kind, br.region_id, x.district,
                md5('bench-settlement-' || ($2::bigint + g))::uuid::text,
                (10000000000 + $2::bigint + g)::text,
                x.population, x.gas_status, br.organization_id, x.r < 0.15,
                x.population / 3,
                CASE x.gas_status WHEN 'gasified' THEN (x.population / 3) * 9 / 10
                                  WHEN 'partially_gasified' THEN (x.population / 3) * 4 / 10
                                  ELSE 0 END
           FROM generate_series(1, $1::int) AS g
           JOIN bench_regions br ON br.idx = g % ${regions}
           CROSS JOIN LATERAL (
             SELECT r,
                    ${nameSql('p', 'ro', 'e')} AS name,
                    (${arr(roots)})[1 + (br.region_id * 7 + (g / ${regions}) % ${DISTRICTS_PER_REGION} * 13) % ${roots.length}]
                      || 'ский район' AS district,
                    ${weightedSql('r2', [
                      ['village', 45],
                      ['selo', 25],
                      ['settlement', 12],
                      ['khutor', 5],
                      ['urban_settlement', 5],
                      ['stanitsa', 3],
                      ['snt', 4],
                      ['city', 1],
                    ])} AS kind,
                    ${weightedSql('r3', [
                      ['gasified', 35],
                      ['partially_gasified', 20],
                      ['not_gasified', 45],
                    ])} AS gas_status,
                    (10 + power(r4, 4) * 20000)::int AS population
               FROM (SELECT random() AS r, random() AS r2, random() AS r3, random() AS r4,
                            floor(random() * ${prefixes.length})::int AS p,
                            floor(random() * ${roots.length})::int AS ro,
                            floor(random() * ${endings.length})::int AS e
                      WHERE g IS NOT NULL) rr
           ) x`,
        [missing.settlements, base],
      );
    }

    // Settlements numbered, for a random pick by number.
    await db.query('DROP TABLE IF EXISTS bench_settlements');
    await db.query(
      `CREATE TABLE bench_settlements AS
       SELECT row_number() OVER (ORDER BY s.id) AS n, s.id, s.region_id, s.name,
              s.municipal_district, coalesce(s.organization_id, br.organization_id) AS organization_id,
              br.code
         FROM settlements s JOIN bench_regions br ON br.region_id = s.region_id`,
    );
    await db.query('CREATE UNIQUE INDEX ON bench_settlements (n)');
    const settlements = await rowCount(db, 'bench_settlements');

    if (missing.homes) {
      const base = await maxId(db, 'homes');
      await step(
        `homes (${missing.homes})`,
        `INSERT INTO homes (region_id, settlement_id, zip_code, area, city, street, house,
                            cadastral_number, has_capital_construction, boundary_gas_status,
                            organization_id, owner_type, last_name, first_name, middle_name,
                            organization_full_name, residents_count)
         SELECT bs.region_id, bs.id, lpad(((100000 + (bs.id * 37) % 800000))::text, 6, '0'),
                bs.municipal_district, bs.name, x.street, (1 + g % 120)::text,
                lpad(bs.code, 2, '0') || ':' || lpad((($2::bigint + g) / 10000000 % 100)::text, 2, '0')
                  || ':' || lpad((($2::bigint + g) % 10000000)::text, 7, '0') || ':' || (1 + g % 300),
                x.r > 0.2,
                ${weightedSql('x.r2', [
                  ['not_built', 40],
                  ['planned', 25],
                  ['built', 20],
                  ['connected', 15],
                ])},
                bs.organization_id,
                CASE WHEN x.r < 0.95 THEN 'individual_person' ELSE 'organization' END,
                CASE WHEN x.r < 0.95 THEN x.last_name END,
                CASE WHEN x.r < 0.95 THEN x.first_name END,
                CASE WHEN x.r < 0.95 THEN x.middle_name END,
                CASE WHEN x.r >= 0.95 THEN 'ООО «Агрохолдинг ' || bs.name || '»' END,
                1 + floor(x.r2 * 6)::int
           FROM generate_series(1, $1::int) AS g
           CROSS JOIN LATERAL (
             SELECT random() AS r, random() AS r2, ${pick(streets)} AS street,
                    ${pick(surnames)} AS last_name, ${pick(firstNames)} AS first_name,
                    ${pick(middleNames)} AS middle_name,
                    1 + floor(random() * ${settlements})::bigint AS sn
              WHERE g IS NOT NULL
           ) x
           JOIN bench_settlements bs ON bs.n = x.sn`,
        [missing.homes, base],
      );
    }

    if (missing.snt) {
      const base = await maxId(db, 'snt_objects');
      await step(
        `СНТ (${missing.snt})`,
        `INSERT INTO snt_objects (name, plots_count, homes_count, region_id, settlement_id, area,
                                  city, boundary_gas_status, organization_id, owner_type,
                                  organization_full_name, chairman_full_name)
         SELECT 'СНТ «' || x.word || '-' || ($2::bigint + g) || '»', x.plots, x.plots / 3,
                bs.region_id, bs.id, bs.municipal_district, bs.name,
                ${weightedSql('x.r', [
                  ['not_built', 50],
                  ['planned', 25],
                  ['built', 15],
                  ['connected', 10],
                ])},
                bs.organization_id, 'organization',
                'Садоводческое некоммерческое товарищество «' || x.word || '-' || ($2::bigint + g) || '»',
                x.chairman
           FROM generate_series(1, $1::int) AS g
           CROSS JOIN LATERAL (
             SELECT random() AS r, ${pick(sntWords)} AS word, 20 + floor(random() * 400)::int AS plots,
                    ${pick(surnames)} || ' ' || ${pick(firstNames)} AS chairman,
                    1 + floor(random() * ${settlements})::bigint AS sn
              WHERE g IS NOT NULL
           ) x
           JOIN bench_settlements bs ON bs.n = x.sn`,
        [missing.snt, base],
      );
    }

    if (missing.plans) {
      // Plans for homes without one, the stages done in cascade (40 % planned only, then 25 %
      // network built, 15 % notice sent, 10 % connected, 10 % gas started).
      await step(
        `schedule plans (${missing.plans})`,
        `INSERT INTO object_schedule_plans (kind, home_id, object_title, region_id, settlement_id,
                                            organization_id, network_plan_date, network_fact_date,
                                            notice_plan_date, notice_fact_date, act_plan_date,
                                            act_fact_date, gas_start_plan_date, gas_start_fact_date)
         SELECT 'homes', h.id, h.address, h.region_id, h.settlement_id, h.organization_id,
                x.d0, CASE WHEN x.r >= 0.40 THEN x.d0 + 10 END,
                x.d0 + 30, CASE WHEN x.r >= 0.65 THEN x.d0 + 35 END,
                x.d0 + 60, CASE WHEN x.r >= 0.80 THEN x.d0 + 70 END,
                x.d0 + 90, CASE WHEN x.r >= 0.90 THEN x.d0 + 95 END
           FROM (SELECT h.* FROM homes h
                  WHERE h.organization_id IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM object_schedule_plans p WHERE p.home_id = h.id)
                  ORDER BY h.id LIMIT $1::int) h
           CROSS JOIN LATERAL (
             SELECT random() AS r, DATE '2024-01-01' + floor(random() * 900)::int AS d0
              WHERE h.id IS NOT NULL
           ) x`,
        [missing.plans],
      );
    }
    await db.query('DROP TABLE bench_settlements');
    await db.query('DROP TABLE bench_regions');
  } finally {
    if (su?.su) await db.query('SET session_replication_role = DEFAULT');
  }
  await rebuildIndexes(db, rebuild, log);
  // VACUUM too: the visibility map lets the counts walk their indexes alone.
  await step('vacuum analyze', 'VACUUM ANALYZE');
}
