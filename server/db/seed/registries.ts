/**
 * Demo records of the declarative registries (server/registries): connection fees, gas
 * distribution stations and state programmes of the demo regions, one info banner for the site
 * and one for the console, and a small question base. A table that already has rows is left
 * alone, so seeding twice adds nothing. Settlements have their own file (settlements.ts).
 */
import type { Queryable } from '../index';
import { seedSettlements } from './settlements';

type Row = Record<string, unknown>;

const feeKinds: Row[] = [
  {
    name: 'Льготная плата для физических лиц (до 42 м³/ч)',
    kind: 'preferential',
    region: '60',
    amount: '0.00',
    valid_from: '2025-01-01',
    description: 'Газификация домовладений в границах земельного участка без взимания платы.',
  },
  {
    name: 'Стандартизированная ставка С1 (до 150 м³/ч)',
    kind: 'standard',
    region: '60',
    amount: '68350.40',
    valid_from: '2025-01-01',
    valid_to: '2025-12-31',
  },
  {
    name: 'Плата по индивидуальному проекту',
    kind: 'custom',
    region: '50',
    amount: '1250000.00',
    valid_from: '2025-03-01',
  },
  {
    name: 'Стандартизированная ставка С2 (Ленинградская область)',
    kind: 'standard',
    region: '47',
    amount: '97410.25',
    valid_from: '2025-01-01',
  },
];

const stations: Row[] = [
  {
    name: 'ГРС «Псков-1»',
    code: '60-001',
    region: '60',
    organization: 'АО «Газпром газораспределение Псков»',
    address: 'Псковская обл., Псковский р-н, д. Неёлово',
    capacity: '120000.00',
  },
  {
    name: 'ГРС «Великие Луки»',
    code: '60-014',
    region: '60',
    organization: 'АО «Газпром газораспределение Псков»',
    address: 'Псковская обл., г. Великие Луки, ул. Гоголя, 1',
    capacity: '45000.00',
  },
  {
    name: 'ГРС «Ногинск»',
    code: '50-107',
    region: '50',
    organization: 'АО «Мособлгаз»',
    address: 'Московская обл., г.о. Богородский, г. Ногинск',
    capacity: '250000.00',
  },
];

const programs: Row[] = [
  {
    name: 'Программа развития газоснабжения и газификации Псковской области на 2021–2025 годы',
    region: '60',
    start_year: 2021,
    end_year: 2025,
    funding_amount: '4850.500',
  },
  {
    name: 'Региональная программа газификации ЖКХ Московской области на 2022–2030 годы',
    region: '50',
    start_year: 2022,
    end_year: 2030,
    funding_amount: '37200.000',
  },
];

const banners: Row[] = [
  {
    title: 'Бесплатное подключение газа до границ участка',
    content:
      '<p>Подайте заявку на <b>социальную газификацию</b> онлайн — в личном кабинете портала.</p>',
    priority: 'high',
    context: 'site',
  },
  {
    title: 'Плановые работы',
    content: '<p>В субботу с 22:00 до 23:00 консоль может быть недоступна.</p>',
    priority: 'normal',
    context: 'admin',
  },
];

const knowledge: { name: string; position: number; questions: [string, string][] }[] = [
  {
    name: 'Подача заявки',
    position: 1,
    questions: [
      [
        'Какие документы нужны для заявки на подключение?',
        '<p>Паспорт, документ о праве на земельный участок и ситуационный план.</p>',
      ],
      [
        'Можно ли подать заявку без регистрации на портале?',
        '<p>Нет, заявка подаётся из <b>личного кабинета</b>; войти можно по СНИЛС или телефону.</p>',
      ],
    ],
  },
  {
    name: 'Социальная газификация',
    position: 2,
    questions: [
      [
        'Кто может подключиться бесплатно?',
        '<p>Граждане, чьи домовладения находятся в газифицированных населённых пунктах.</p>',
      ],
    ],
  },
];

async function isEmpty(tx: Queryable, table: string): Promise<boolean> {
  return (await tx.query(`SELECT 1 FROM ${table} LIMIT 1`)).length === 0;
}

async function idOf(tx: Queryable, sql: string, value: unknown): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(sql, [value]);
  return row ? String(row.id) : null;
}

const regionId = (tx: Queryable, code: unknown) =>
  idOf(tx, 'SELECT id FROM regions WHERE code = $1', code);

export async function seedRegistries(tx: Queryable): Promise<void> {
  if (await isEmpty(tx, 'connection_fee_kinds')) {
    for (const f of feeKinds) {
      await tx.query(
        `INSERT INTO connection_fee_kinds (name, kind, region_id, amount, valid_from, valid_to,
           description) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          f.name,
          f.kind,
          await regionId(tx, f.region),
          f.amount,
          f.valid_from,
          f.valid_to ?? null,
          f.description ?? null,
        ],
      );
    }
  }
  if (await isEmpty(tx, 'gas_distribution_stations')) {
    for (const s of stations) {
      await tx.query(
        `INSERT INTO gas_distribution_stations (name, code, region_id, organization_id, address,
           capacity) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          s.name,
          s.code,
          await regionId(tx, s.region),
          await idOf(tx, 'SELECT id FROM organizations WHERE name = $1', s.organization),
          s.address,
          s.capacity,
        ],
      );
    }
  }
  if (await isEmpty(tx, 'state_investment_programs')) {
    for (const p of programs) {
      await tx.query(
        `INSERT INTO state_investment_programs (name, region_id, start_year, end_year,
           funding_amount) VALUES ($1, $2, $3, $4, $5)`,
        [p.name, await regionId(tx, p.region), p.start_year, p.end_year, p.funding_amount],
      );
    }
  }
  if (await isEmpty(tx, 'info_banners')) {
    for (const b of banners) {
      await tx.query(
        'INSERT INTO info_banners (title, content, priority, context) VALUES ($1, $2, $3, $4)',
        [b.title, b.content, b.priority, b.context],
      );
    }
  }
  if (await isEmpty(tx, 'knowledge_categories')) {
    for (const c of knowledge) {
      const [category] = await tx.query<{ id: string }>(
        'INSERT INTO knowledge_categories (name, position) VALUES ($1, $2) RETURNING id',
        [c.name, c.position],
      );
      for (const [i, [question, answer]] of c.questions.entries()) {
        await tx.query(
          `INSERT INTO knowledge_questions (question, answer, category_id, position)
           VALUES ($1, $2, $3, $4)`,
          [question, answer, category!.id, i + 1],
        );
      }
    }
  }
  await seedSettlements(tx);
}
