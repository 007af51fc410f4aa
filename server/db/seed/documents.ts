/**
 * Demo ГРО requests and reporting documents (issue 18): one document in every status of its
 * workflow (src/domain/documentWorkflows.ts), in the Псков region with the Псков ГРО, each with
 * the status history that led it there (the moves of the workflow table, made by the roles the
 * table names, with their comments) and due dates around today, so the list shows overdue ones.
 * The demo documents have no files (the storage holds none on a fresh install).
 */
import * as definitions from '../../../src/registries/documents';
import type { Queryable } from '../index';
import { requireId } from './ids';

/** A move: the status it leads to, the staff member's e-mail, their comment. */
type Step = [to: string, by: string, comment?: string];

interface DemoDocument {
  kind: string;
  subject: string;
  body: string;
  author: string;
  /** The moves from the draft, in order; the last one is the document's status. */
  steps: Step[];
  /** Days from today (negative: already passed). */
  due?: number;
  executor?: string;
  source?: string;
  /** Reporting documents: the reporting organization (the Псков ГРО by default). */
  noOrganization?: boolean;
}

const head = 'regional_head@eog.test';
const eog = 'eog@eog.test';
const operator = 'operator@eog.test';
const manager = 'senior_manager@eog.test';
const rgk = 'rgk_operator@eog.test';

const groRequests: DemoDocument[] = [
  {
    kind: 'information',
    subject: 'Сведения о газификации д. Середка',
    body: 'Просим представить сведения о сроках газификации д. Середка Псковского района.',
    author: head,
    source: 'Письменное обращение',
    steps: [],
    due: 12,
  },
  {
    kind: 'lead',
    subject: 'Сроки рассмотрения заявки 60-ПС-000101',
    body: 'Заявитель сообщает о превышении сроков рассмотрения заявки. Просим дать пояснения.',
    author: eog,
    source: 'Портал',
    steps: [['sent', eog]],
    due: -2,
  },
  {
    kind: 'technical_conditions',
    subject: 'Технические условия для котельной в г. Остров',
    body: 'Просим сообщить о возможности выдачи технических условий на подключение котельной.',
    author: rgk,
    source: 'Электронная почта',
    steps: [
      ['sent', rgk],
      ['in_work', operator],
    ],
    executor: operator,
    due: 6,
  },
  {
    kind: 'schedule_plan',
    subject: 'Актуализация плана-графика по Великолукскому району',
    body: 'Просим актуализировать сроки строительно-монтажных работ.',
    author: head,
    source: 'Письменное обращение',
    steps: [
      ['sent', head],
      ['returned', manager, 'Уточните перечень населённых пунктов.'],
    ],
    due: 4,
  },
  {
    kind: 'complaint',
    subject: 'Жалоба на качество консультации',
    body: 'Заявитель недоволен консультацией в Псковском филиале. Просим провести проверку.',
    author: eog,
    source: 'Телефонный звонок',
    steps: [
      ['sent', eog],
      ['in_work', operator],
      ['answered', operator, 'Проверка проведена, ответ направлен заявителю.'],
    ],
    executor: operator,
    due: -1,
  },
  {
    kind: 'information',
    subject: 'Отчёт о пусках газа за октябрь',
    body: 'Просим представить сведения о пусках газа по договорам догазификации за октябрь.',
    author: head,
    source: 'Электронная почта',
    steps: [
      ['sent', head],
      ['in_work', operator],
      ['answered', operator],
      ['on_correction', head, 'Не хватает данных по Островскому участку.'],
    ],
    executor: operator,
    due: -3,
  },
  {
    kind: 'other',
    subject: 'Контакты ответственных за догазификацию',
    body: 'Просим сообщить контакты ответственных лиц по филиалам.',
    author: eog,
    source: 'Портал',
    steps: [
      ['sent', eog],
      ['in_work', manager],
      ['answered', manager],
      ['closed', eog],
    ],
    executor: manager,
    due: -10,
  },
  {
    kind: 'information',
    subject: 'Сведения о заявках СНТ «Рассвет»',
    body: 'Запрос направлен ошибочно.',
    author: rgk,
    source: 'Письменное обращение',
    steps: [
      ['sent', rgk],
      ['withdrawn', rgk, 'Запрос направлен ошибочно.'],
    ],
    due: 5,
  },
];

const reportingDocuments: DemoDocument[] = [
  {
    kind: 'monthly',
    subject: 'Отчёт о догазификации за октябрь',
    body: 'Ежемесячный отчёт ГРО о ходе догазификации.',
    author: operator,
    steps: [],
    due: -1,
  },
  {
    kind: 'quarterly',
    subject: 'Отчёт за III квартал',
    body: 'Квартальный отчёт о заключённых договорах и пусках газа.',
    author: manager,
    steps: [['sent', manager]],
    due: 3,
  },
  {
    kind: 'programme',
    subject: 'Реализация региональной программы газификации',
    body: 'Отчёт регионального штаба о реализации программы.',
    author: head,
    noOrganization: true,
    steps: [
      ['sent', head],
      ['in_review', eog],
    ],
    executor: eog,
    due: -2,
  },
  {
    kind: 'act',
    subject: 'Акт сверки по договорам за сентябрь',
    body: 'Акт сверки количества договоров о подключении.',
    author: operator,
    steps: [
      ['sent', operator],
      ['in_review', eog],
      ['on_correction', eog, 'Расхождение по числу договоров в Пскове.'],
    ],
    executor: eog,
    due: 4,
  },
  {
    kind: 'annual',
    subject: 'Годовой отчёт за 2025 год',
    body: 'Годовой отчёт ГРО.',
    author: manager,
    steps: [
      ['sent', manager],
      ['in_review', eog],
      ['accepted', eog],
    ],
    executor: eog,
    due: -30,
  },
  {
    kind: 'other',
    subject: 'Пояснительная записка к отчёту',
    body: 'Отозвана: включена в квартальный отчёт.',
    author: rgk,
    steps: [['withdrawn', rgk, 'Включена в квартальный отчёт.']],
  },
];

async function seedKind(
  tx: Queryable,
  type: 'gro_request' | 'reporting_document',
  table: string,
  documents: DemoDocument[],
  ids: { region: string; gro: string; admins: Map<string, string> },
): Promise<void> {
  for (const [index, d] of documents.entries()) {
    const admin = (email: string) => ids.admins.get(email) ?? null;
    // Each document began index + 10 days ago; each move one day after the one before it.
    const start = documents.length - index + 10;
    const status = d.steps.at(-1)?.[0] ?? 'draft';
    const source =
      type === 'gro_request' && d.source
        ? await requireId(
            tx,
            "SELECT id FROM dictionaries WHERE dictionary_type = 'gro_request_source' AND name = $1",
            [d.source],
          )
        : null;
    const columns = [
      'kind',
      'subject',
      'body',
      'region_id',
      'organization_id',
      'status',
      'due_date',
      'created_by_id',
      'executor_id',
      'status_changed_at',
      'created_at',
      'updated_at',
      ...(type === 'gro_request' ? ['source_id'] : []),
    ];
    const id = await requireId(
      tx,
      `INSERT INTO ${table} (${columns.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $6,
               CASE WHEN $7::int IS NULL THEN NULL ELSE current_date + $7::int END,
               $8, $9, now() - make_interval(days => $10::int), now() - make_interval(days => $11::int),
               now() - make_interval(days => $10::int)${type === 'gro_request' ? ', $12' : ''})
       RETURNING id`,
      [
        d.kind,
        d.subject,
        d.body,
        ids.region,
        d.noOrganization ? null : ids.gro,
        status,
        d.due ?? null,
        admin(d.author),
        d.executor ? admin(d.executor) : null,
        start - d.steps.length,
        start,
        ...(type === 'gro_request' ? [source] : []),
      ],
    );
    const history: { from: string | null; to: string; by: string; comment?: string }[] = [
      { from: null, to: 'draft', by: d.author },
    ];
    let from = 'draft';
    const registry = (
      type === 'gro_request' ? definitions.groRequests : definitions.reportingDocuments
    ).name;
    for (const [to, by, comment] of d.steps) {
      history.push({ from, to, by, comment });
      from = to;
    }
    for (const [n, h] of history.entries()) {
      await tx.query(
        `INSERT INTO registry_status_changes
           (registry, record_id, from_status, to_status, comment, details, admin_id, created_at)
         VALUES ($1, $2, $3, $4, $5,
                 CASE WHEN $6::int IS NULL OR $4 = 'draft' THEN '{}'::jsonb
                      ELSE jsonb_build_object('due_date', to_char(current_date + $6::int, 'YYYY-MM-DD'))
                 END,
                 $7, now() - make_interval(days => $8::int))`,
        [registry, id, h.from, h.to, h.comment ?? null, d.due ?? null, admin(h.by), start - n],
      );
    }
  }
}

export async function seedDocuments(tx: Queryable): Promise<void> {
  const [present] = await tx.query('SELECT 1 FROM gro_request_rows LIMIT 1');
  if (present) return;
  const region = await requireId(tx, "SELECT id FROM regions WHERE code = '60'");
  const gro = await requireId(
    tx,
    "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
  );
  const rows = await tx.query<{ id: string; email: string }>(
    'SELECT id, lower(email) AS email FROM admin_users',
  );
  const admins = new Map(rows.map((r) => [r.email, String(r.id)]));
  const ids = { region, gro, admins };
  await seedKind(tx, 'gro_request', 'gro_request_rows', groRequests, ids);
  await seedKind(tx, 'reporting_document', 'reporting_document_rows', reportingDocuments, ids);
}
