/**
 * Demo records of the declarative registries (server/registries): connection fees, gas
 * distribution stations and state programmes of the demo regions, one info banner for the site
 * and one for the console, and a small question base. A table that already has rows is left
 * alone, so seeding twice adds nothing. Settlements have their own file (settlements.ts).
 */
import { insertRow } from '../../http/crud';
import type { Queryable } from '../index';
import { findId } from './ids';
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

const regionId = (tx: Queryable, code: unknown) =>
  findId(tx, 'SELECT id FROM regions WHERE code = $1', [code]);

export async function seedRegistries(tx: Queryable): Promise<void> {
  if (await isEmpty(tx, 'connection_fee_kinds')) {
    for (const { region, ...f } of feeKinds) {
      await insertRow(tx, 'connection_fee_kinds', {
        valid_to: null,
        description: null,
        ...f,
        region_id: await regionId(tx, region),
      });
    }
  }
  if (await isEmpty(tx, 'gas_distribution_stations')) {
    for (const { region, organization, ...s } of stations) {
      await insertRow(tx, 'gas_distribution_stations', {
        ...s,
        region_id: await regionId(tx, region),
        organization_id: await findId(tx, 'SELECT id FROM organizations WHERE name = $1', [
          organization,
        ]),
      });
    }
  }
  if (await isEmpty(tx, 'state_investment_programs')) {
    for (const { region, ...p } of programs) {
      await insertRow(tx, 'state_investment_programs', {
        ...p,
        region_id: await regionId(tx, region),
      });
    }
  }
  if (await isEmpty(tx, 'info_banners')) {
    for (const b of banners) await insertRow(tx, 'info_banners', b);
  }
  if (await isEmpty(tx, 'knowledge_categories')) {
    for (const c of knowledge) {
      const categoryId = await insertRow(tx, 'knowledge_categories', {
        name: c.name,
        position: c.position,
      });
      for (const [i, [question, answer]] of c.questions.entries()) {
        await insertRow(tx, 'knowledge_questions', {
          question,
          answer,
          category_id: categoryId,
          position: i + 1,
        });
      }
    }
  }
  await seedSettlements(tx);
}
