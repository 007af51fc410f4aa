/**
 * Demo gasification programme items (issue 16): a few objects of the regional programmes of the
 * demo regions, each with item settlements from the demo settlements (server/db/seed/
 * settlements.ts). Names follow the real programmes' style; the counts, sums and dates are demo
 * values. The counts the server keeps (perspective consumers, settlements, previously
 * ungasified ones) are computed as the API computes them. A table with rows is left alone.
 */
import type { Queryable } from '../index';
import { findId } from './ids';

interface DemoItem {
  name: string;
  code: string;
  region: string;
  gro: string;
  year: number;
  kind: string;
  status: string;
  programKind: string;
  lifecycle: string;
  funding: string[];
  amount: string;
  length: string;
  /** home ownerships, apartment houses, boiler rooms, other */
  promising: [number, number, number, number];
  smrFinishPlan: string;
  completionPlan: string;
  /** settlement name, home ownerships, public institutions, paramedic centres */
  settlements: [string, number, number, number][];
}

const pskovGro = 'АО «Газпром газораспределение Псков»';
const items: DemoItem[] = [
  {
    name: 'Межпоселковый газопровод Бежаницы — Локня',
    code: 'ПСК-2025-014',
    region: '60',
    gro: pskovGro,
    year: 2025,
    kind: 'Межпоселковый газопровод',
    status: 'СМР',
    programKind: 'Программа развития газоснабжения и газификации',
    lifecycle: 'Строительство',
    funding: ['Средства ПАО «Газпром»'],
    amount: '412.750',
    length: '38.600',
    promising: [1180, 6, 2, 14],
    smrFinishPlan: '2026-10-31',
    completionPlan: '2026-12-20',
    settlements: [
      ['Бежаницы', 640, 4, 1],
      ['Локня', 540, 3, 1],
    ],
  },
  {
    name: 'Распределительные газопроводы Псковского района',
    code: 'ПСК-2026-003',
    region: '60',
    gro: pskovGro,
    year: 2026,
    kind: 'Распределительный газопровод',
    status: 'ПИР',
    programKind: 'Региональная программа газификации',
    lifecycle: 'Проектирование',
    funding: ['Региональный бюджет', 'Специальная надбавка к тарифу'],
    amount: '96.300',
    length: '21.400',
    promising: [560, 0, 1, 7],
    smrFinishPlan: '2027-09-30',
    completionPlan: '2027-11-30',
    settlements: [
      ['Карамышево', 230, 2, 1],
      ['Тямша', 230, 1, 0],
      ['Середка', 100, 1, 1],
    ],
  },
  {
    name: 'Газопровод к д. Рогачёво Дмитровского округа',
    code: 'МО-2025-121',
    region: '50',
    gro: 'АО «Мособлгаз»',
    year: 2025,
    kind: 'Распределительный газопровод',
    status: 'Введён в эксплуатацию',
    programKind: 'Программа развития газоснабжения и газификации',
    lifecycle: 'Завершено',
    funding: ['Средства ПАО «Газпром»'],
    amount: '58.900',
    length: '9.800',
    promising: [310, 2, 0, 3],
    smrFinishPlan: '2025-08-31',
    completionPlan: '2025-10-15',
    settlements: [
      ['Рогачёво', 290, 2, 1],
      ['Икша', 20, 0, 0],
    ],
  },
  {
    name: 'Межпоселковый газопровод Вырица — Сиверский',
    code: 'ЛО-2026-007',
    region: '47',
    gro: 'АО «Газпром газораспределение Ленинградская область»',
    year: 2026,
    kind: 'Межпоселковый газопровод',
    status: 'Планируется',
    programKind: 'Муниципальная программа газификации',
    lifecycle: 'Планирование',
    funding: ['Федеральный бюджет', 'Региональный бюджет'],
    amount: '230.000',
    length: '17.250',
    promising: [870, 12, 1, 9],
    smrFinishPlan: '2027-12-01',
    completionPlan: '2028-03-31',
    settlements: [
      ['Вырица', 520, 3, 1],
      ['Сиверский', 350, 2, 1],
    ],
  },
];

const dictionary = (tx: Queryable, type: string, name: string) =>
  findId(tx, 'SELECT id FROM dictionaries WHERE dictionary_type = $1 AND name = $2', [type, name]);

export async function seedGasificationProgramItems(tx: Queryable): Promise<void> {
  const [any] = await tx.query('SELECT 1 FROM gasification_program_items LIMIT 1');
  if (any) return;
  for (const item of items) {
    const region = await findId(tx, 'SELECT id FROM regions WHERE code = $1', [item.region]);
    const settlements: { id: string; connected: boolean; counts: number[] }[] = [];
    for (const [name, ...counts] of item.settlements) {
      const [row] = await tx.query<{ id: string; connected: boolean }>(
        `SELECT id, organization_id IS NOT NULL AS connected FROM settlements
         WHERE name = $1 AND region_id = $2`,
        [name, region],
      );
      if (row) settlements.push({ id: String(row.id), connected: row.connected, counts });
    }
    const itemId = await findId(
      tx,
      `INSERT INTO gasification_program_items (name, code, region_id, organization_id, year,
         kind_dictionary_id, status_dictionary_id, program_kind_dictionary_id, lifecycle_id,
         funding_amount, length, promising_home_ownerships_count,
         promising_apartment_houses_count, promising_boiler_rooms_count,
         promising_other_customers_count, smr_finish_plan_date, completion_plan_date,
         perspective_consumers_count, settlements_count, ungasified_settlements_count)
       VALUES ($1, $2, $3, (SELECT id FROM organizations WHERE name = $4), $5, $6, $7, $8, $9,
         $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
      [
        item.name,
        item.code,
        region,
        item.gro,
        item.year,
        await dictionary(tx, 'gasification_object_kind', item.kind),
        await dictionary(tx, 'gasification_object_status', item.status),
        await dictionary(tx, 'gasification_program_kind', item.programKind),
        await dictionary(tx, 'gasification_program_lifecycle', item.lifecycle),
        item.amount,
        item.length,
        ...item.promising,
        item.smrFinishPlan,
        item.completionPlan,
        item.promising.reduce((a, b) => a + b, 0),
        settlements.length,
        settlements.filter((s) => !s.connected).length,
      ],
    );
    for (const source of item.funding) {
      const sourceId = await dictionary(tx, 'gasification_program_funding_source', source);
      if (sourceId)
        await tx.query(
          `INSERT INTO gasification_program_item_funding_sources (item_id, dictionary_id)
           VALUES ($1, $2)`,
          [itemId, sourceId],
        );
    }
    for (const s of settlements)
      await tx.query(
        `INSERT INTO gasification_program_item_settlements (item_id, settlement_id,
           home_ownerships_count, public_institutions_count, paramedic_centers_count)
         VALUES ($1, $2, $3, $4, $5)`,
        [itemId, s.id, ...s.counts],
      );
  }
}
