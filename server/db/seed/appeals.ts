/**
 * Demo appeals, consultations, subsidies, citizen categories and social assistance (issue 18):
 * an item in every status of src/domain/appeals (and an overdue one), consultations with and
 * without an executor, the Pskov region's subsidies and categories, and the social assistance
 * requests of three demo leads (requested, approved, rejected). The regional heads with the
 * social_assistance flag and the ЕОГ administrator may approve citizen categories.
 */
import { appealDeadlineDays, type AppealKind } from '../../../src/domain/appeals';
import { insertRow } from '../../http/crud';
import type { Queryable } from '../index';
import { findId } from './ids';

const dictionary = (tx: Queryable, kind: string, index: number) =>
  findId(
    tx,
    `SELECT id::text AS id FROM dictionaries WHERE dictionary_type = $1
      ORDER BY position, id OFFSET $2 LIMIT 1`,
    [kind, index],
  );

interface DemoAppeal {
  name: string;
  channel: 'email' | 'sms';
  email?: string;
  phone?: string;
  status: string;
  daysAgo: number;
  text: string;
  answer?: string;
  comment?: string;
  user?: string;
}

const demoAppeals: DemoAppeal[] = [
  {
    name: 'Смирнова Анна Петровна',
    channel: 'email',
    email: 'anna.smirnova@example.ru',
    status: 'new',
    daysAgo: 1,
    text: 'Подскажите, в какие сроки будет рассмотрена моя заявка на догазификацию?',
  },
  {
    name: 'Кузнецов Игорь Васильевич',
    channel: 'sms',
    phone: '79115550101',
    status: 'new',
    daysAgo: 40,
    text: 'Прошу разъяснить стоимость подключения частного дома в д. Неёлово.',
  },
  {
    name: 'Орлова Мария Сергеевна',
    channel: 'email',
    email: 'orlova@example.ru',
    status: 'in_work',
    daysAgo: 5,
    text: 'Не могу прикрепить документы к заявке на портале.',
  },
  {
    name: 'Фёдоров Павел Андреевич',
    channel: 'sms',
    phone: '79115550102',
    status: 'answered',
    daysAgo: 12,
    text: 'Когда будет заключён договор о подключении?',
    answer: 'Договор будет направлен вам в личный кабинет в течение 5 рабочих дней.',
  },
  {
    name: 'Лебедева Ольга Николаевна',
    channel: 'email',
    email: 'lebedeva@example.ru',
    status: 'closed',
    daysAgo: 35,
    text: 'Прошу сообщить о переносе сроков строительства газопровода.',
    answer: 'Сроки строительства перенесены на II квартал; график опубликован на портале.',
  },
  {
    name: 'Аноним',
    channel: 'email',
    email: 'noreply@example.ru',
    status: 'without_answer',
    daysAgo: 8,
    text: 'Текст без вопроса.',
    comment: 'Обращение не содержит сути вопроса (59-ФЗ, ст. 11)',
  },
];

interface DemoConsultation {
  name: string;
  channel: 'email' | 'sms';
  email?: string;
  phone?: string;
  status: string;
  daysAgo: number;
  question: string;
  executor?: string;
  answer?: string;
  comment?: string;
}

const demoConsultations: DemoConsultation[] = [
  {
    name: 'Никитин Сергей Олегович',
    channel: 'sms',
    phone: '79115550201',
    status: 'new',
    daysAgo: 2,
    question: 'Какие документы нужны для заявки на догазификацию?',
  },
  {
    name: 'Волкова Елена Игоревна',
    channel: 'email',
    email: 'volkova@example.ru',
    status: 'in_work',
    daysAgo: 14,
    question: 'Можно ли подать заявку от имени матери по доверенности?',
    executor: 'operator@eog.test',
  },
  {
    name: 'Зайцев Дмитрий Юрьевич',
    channel: 'email',
    email: 'zaitsev@example.ru',
    status: 'answered',
    daysAgo: 6,
    question: 'Входит ли установка счётчика в бесплатную догазификацию?',
    executor: 'operator@eog.test',
    answer: 'Нет, прибор учёта газа устанавливается за счёт заявителя.',
  },
  {
    name: 'Павлова Татьяна Викторовна',
    channel: 'sms',
    phone: '79115550202',
    status: 'closed',
    daysAgo: 30,
    question: 'Как узнать, включён ли мой дом в план-график?',
    executor: 'senior_manager@eog.test',
    answer: 'Проверить можно на странице «Проверка адреса» портала.',
  },
  {
    name: 'Громов Артём Ильич',
    channel: 'email',
    email: 'gromov@example.ru',
    status: 'cancelled',
    daysAgo: 9,
    question: 'Вопрос о тарифе.',
    comment: 'Заявитель отозвал вопрос',
  },
];

const citizenCategories = [
  {
    name: 'Участники специальной военной операции и члены их семей',
    description: 'Компенсация расходов на газификацию домовладения.',
    documents: 'Справка воинской части или военного комиссариата',
    regional: false,
  },
  {
    name: 'Многодетные семьи',
    description: 'Региональная компенсация на покупку газового оборудования.',
    documents: 'Удостоверение многодетной семьи',
    regional: true,
  },
  {
    name: 'Ветераны боевых действий',
    description: 'Компенсация стоимости работ внутри границ участка.',
    documents: 'Удостоверение ветерана боевых действий',
    regional: false,
  },
  {
    name: 'Малоимущие семьи и одиноко проживающие граждане',
    description: 'Социальная помощь на газификацию по решению органа соцзащиты.',
    documents: 'Справка органа социальной защиты о признании малоимущим',
    regional: true,
  },
];

function dueFrom(kind: AppealKind, daysAgo: number): string {
  const date = new Date(Date.now() + 3 * 3600_000);
  date.setUTCDate(date.getUTCDate() - daysAgo + appealDeadlineDays[kind]);
  return date.toISOString().slice(0, 10);
}

async function history(
  tx: Queryable,
  kind: AppealKind,
  id: string,
  status: string,
  admin: string | null,
  note: string | null,
) {
  // The usual road up to the status; a status off it is reached from 'new' directly.
  const road = ['new', 'in_work', 'answered', 'closed'];
  const path = road.includes(status) ? road.slice(0, road.indexOf(status) + 1) : ['new', status];
  for (const [i, to] of path.entries())
    await tx.query(
      `INSERT INTO registry_status_changes (registry, record_id, from_status, to_status, comment,
         admin_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        kind === 'appeal' ? 'appeals' : 'appeals/consultations',
        id,
        i ? path[i - 1] : null,
        to,
        i === path.length - 1 ? note : null,
        i ? admin : null,
      ],
    );
}

export async function seedAppeals(tx: Queryable): Promise<void> {
  if (await findId(tx, 'SELECT id FROM appeals LIMIT 1')) return;
  const region = await findId(tx, "SELECT id::text AS id FROM regions WHERE code = '60'");
  const organization = await findId(
    tx,
    "SELECT main_organization_id::text AS id FROM regions WHERE code = '60'",
  );
  const operator = await findId(
    tx,
    "SELECT id::text AS id FROM admin_users WHERE email = 'operator@eog.test'",
  );
  if (!region || !organization) return;
  for (const [i, a] of demoAppeals.entries()) {
    const id = await findId(
      tx,
      `INSERT INTO appeals (applicant_name, answer_channel, email, phone, region_id,
         organization_id, category_id, subject_id, text, source, status, due_date, answer,
         answered_at, answered_by_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'guest', $10, $11, $12, $13, $14,
               now() - make_interval(days => $15)) RETURNING id::text AS id`,
      [
        a.name,
        a.channel,
        a.email ?? null,
        a.phone ?? null,
        region,
        organization,
        await dictionary(tx, 'appeals_categories', i % 4),
        await dictionary(tx, 'appeals_subjects', (i + 1) % 4),
        a.text,
        a.status,
        dueFrom('appeal', a.daysAgo),
        a.answer ?? null,
        a.answer ? new Date(Date.now() - 86400_000) : null,
        a.answer ? operator : null,
        a.daysAgo,
      ],
    );
    await history(tx, 'appeal', id!, a.status, operator, a.answer ?? a.comment ?? null);
  }
  for (const [i, c] of demoConsultations.entries()) {
    const executor = c.executor
      ? await findId(tx, 'SELECT id::text AS id FROM admin_users WHERE email = $1', [c.executor])
      : null;
    const id = await findId(
      tx,
      `INSERT INTO consultations (applicant_name, answer_channel, email, phone, region_id,
         organization_id, subject_id, question, executor_id, status, due_date, answer,
         answered_at, answered_by_id, created_by_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               now() - make_interval(days => $16)) RETURNING id::text AS id`,
      [
        c.name,
        c.channel,
        c.email ?? null,
        c.phone ?? null,
        region,
        organization,
        await dictionary(tx, 'appeals_subjects', i % 4),
        c.question,
        executor,
        c.status,
        dueFrom('consultation', c.daysAgo),
        c.answer ?? null,
        c.answer ? new Date(Date.now() - 86400_000) : null,
        c.answer ? executor : null,
        operator,
        c.daysAgo,
      ],
    );
    await history(
      tx,
      'consultation',
      id!,
      c.status,
      executor ?? operator,
      c.answer ?? c.comment ?? null,
    );
  }

  // One after another: a transaction's client runs one query at a time (pg deprecates queuing).
  const funding: (string | null)[] = [];
  for (const i of [0, 1, 2]) funding.push(await dictionary(tx, 'subsidy_funding_source', i));
  const subsidies = [
    ['Компенсация затрат на догазификацию домовладений', '100000.00', '2025-01-01', '2026-12-31'],
    ['Субсидия на приобретение газоиспользующего оборудования', '65000.00', '2025-03-01', null],
    [
      'Субсидия садоводческим товариществам на газопровод',
      '1500000.00',
      '2024-01-01',
      '2024-12-31',
    ],
  ] as const;
  for (const [i, [name, amount, from, to]] of subsidies.entries())
    await insertRow(tx, 'subsidies', {
      name,
      region_id: region,
      funding_source_id: funding[i],
      amount,
      conditions:
        'Для граждан, зарегистрированных в домовладении, подключаемом в рамках догазификации.',
      period_from: from,
      period_to: to,
      active: to === null || to >= '2025-12-31',
    });

  const categoryIds: string[] = [];
  for (const c of citizenCategories)
    categoryIds.push(
      await insertRow(tx, 'citizen_categories', {
        name: c.name,
        region_id: c.regional ? region : null,
        description: c.description,
        documents_list: c.documents,
      }),
    );

  // The regional heads with social_assistance and the ЕОГ administrator approve categories.
  await tx.query(
    `UPDATE admin_users SET citizen_category_approval = true
      WHERE email IN ('regional_head_social@eog.test', 'regional_head_both@eog.test',
                      'eog@eog.test')`,
  );
  const decider = await findId(
    tx,
    "SELECT id::text AS id FROM admin_users WHERE email = 'regional_head_both@eog.test'",
  );
  const claims = [
    ['60-ПС-000101', 0, 'requested'],
    ['60-ПС-000102', 1, 'approved'],
    ['60-ПС-000104', 3, 'rejected'],
  ] as const;
  for (const [uid, category, status] of claims) {
    const lead = (
      await tx.query<{
        id: string;
        region_id: string | null;
        organization_id: string | null;
        name: string;
      }>(
        `SELECT l.id::text AS id, l.region_id::text AS region_id,
                l.organization_id::text AS organization_id,
                trim(concat_ws(' ', u.last_name, u.first_name, u.middle_name)) AS name
           FROM leads l JOIN users u ON u.id = l.user_id WHERE l.uid = $1`,
        [uid],
      )
    )[0];
    if (!lead) continue;
    const decided = status !== 'requested';
    await insertRow(tx, 'social_assistances', {
      lead_id: lead.id,
      applicant_name: lead.name,
      region_id: lead.region_id,
      citizen_category_id: categoryIds[category],
      organization_id: lead.organization_id,
      amount: '100000.00',
      status,
      comment: status === 'rejected' ? 'Документы не подтверждают категорию' : null,
      decided_at: decided ? new Date() : null,
      decided_by_id: decided ? decider : null,
    });
    await tx.query(
      `UPDATE leads SET preferential_category = true, social_assistance_approved = $2,
         citizen_category_id = $3 WHERE id = $1`,
      [lead.id, status === 'approved', status === 'approved' ? categoryIds[category] : null],
    );
  }
}
