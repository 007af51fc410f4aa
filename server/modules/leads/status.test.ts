import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../auth/principal';
import { loadAdmin } from '../../auth/principal';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { leadMoveFieldTitles } from '../../../src/domain/leadTransitions';
import { changeLeadStatus } from './statusChange';

// The lead status machine end to end: staff and applicant moves through the routes, every
// requirement and guard with nothing written on a refusal, record scoping, the history, the
// outbox rows with their ЕПГУ codes and Russian keys, and the applicant's notifications.
describe('lead status changes', () => {
  let ctx: TestContext;
  let operator: { authorization: string };
  let applicant: { authorization: string };
  let seq = 0;
  const pskov = 'АО «Газпром газораспределение Псков»';

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    applicant = await tokenFor(ctx.app, 'fl@eog.test');
    await ctx.db.query(
      `INSERT INTO organization_settings (organization_id, epgu_code)
       SELECT id, '60000001' FROM organizations WHERE name = $1
       ON CONFLICT (organization_id) DO UPDATE SET epgu_code = EXCLUDED.epgu_code`,
      [pskov],
    );
  });
  afterAll(() => ctx.close());

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).n);

  /** A lead of fl@eog.test in the Псков ГРО, inserted directly (creation is another module). */
  /**
   * A lead in `status`, complete as the site's wizard submits one (the object's address, the
   * channel, the signing form, the consumption) unless `incomplete`, as staff may file one.
   */
  async function newLead(
    status: string,
    extra: { isComplex?: boolean; incomplete?: boolean } = {},
  ): Promise<string> {
    seq++;
    const complete = !extra.incomplete;
    const row = await one<{ id: string }>(
      `WITH a AS (INSERT INTO addresses (kind, region, city)
                  SELECT 'gas_object', 'Псковская область', 'Псков' WHERE $6 RETURNING id)
       INSERT INTO leads (uid, status, user_id, organization_id, region_id, service_id,
         epgu_order_id, is_complex, submitted_at, gas_object_address_id, feedback_type,
         contract_sign_type, planned_gas_consumption)
       SELECT $1, $2, u.id, o.id, r.id, (SELECT id FROM services WHERE kind = 'technical_connection'),
              $3, $4, CASE WHEN $2 = 'draft' THEN NULL ELSE now() END, (SELECT id FROM a),
              CASE WHEN $6 THEN 'Телефон' END, CASE WHEN $6 THEN 'handwritten' END,
              CASE WHEN $6 THEN 5.5 END
         FROM users u, organizations o, regions r
        WHERE u.email = 'fl@eog.test' AND o.name = $5 AND r.code = '60'
       RETURNING id`,
      [
        `60-ТС-${String(900000 + seq)}`,
        status,
        `EPGU-${seq}`,
        extra.isComplex ?? false,
        pskov,
        complete,
      ],
    );
    return String(row.id);
  }

  const reasonId = async (kind: string, active = true) =>
    String(
      (
        await one<{ id: string }>(
          'SELECT id FROM dictionaries WHERE dictionary_type = $1 AND active = $2 ORDER BY id LIMIT 1',
          [kind, active],
        )
      ).id,
    );

  type Body = {
    data: { id: string; attributes: Record<string, unknown> } & Record<string, unknown>;
    meta?: Record<string, unknown>;
    errors?: { detail: string; source?: { pointer: string } }[];
  };

  const move = (
    id: string,
    attributes: Record<string, unknown>,
    headers = operator,
    site = false,
    method: 'PUT' | 'PATCH' = 'PUT',
  ) =>
    call<Body>(ctx.app, {
      method,
      url: `/v1/${site ? '' : 'admin/'}leads/${id}/update_status`,
      headers,
      payload: { data: { type: 'lead', attributes } },
    });

  const errorsOf = (body: Body) =>
    Object.fromEntries(
      (body.errors ?? []).map((e) => [e.source?.pointer.split('/').pop(), e.detail]),
    );

  const statusOf = async (id: string) =>
    (await one<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id])).status;

  const messages = (id: string, queue: string) =>
    ctx.db.query<{ message: Record<string, unknown> }>(
      `SELECT message FROM rabbit_messages
        WHERE messageable_type = 'Lead' AND messageable_id = $1 AND queue_name = $2 ORDER BY id`,
      [id, queue],
    );

  /** Everything a refused move must leave untouched. */
  const footprint = async (id: string) => ({
    status: await statusOf(id),
    changes: await count('lead_status_changes WHERE lead_id = $1', [id]),
    outbox: await count('rabbit_messages WHERE messageable_id = $1', [id]),
    mail: await count('dev_messages'),
  });

  beforeEach(async () => {
    await ctx.db.query(
      `UPDATE users SET notify_by_sms = true, notify_by_email = true WHERE email = 'fl@eog.test'`,
    );
  });

  it('walks a lead from draft to finished, applicant and staff each making their moves', async () => {
    const id = await newLead('draft', { incomplete: true });
    await ctx.db.query(`UPDATE leads SET submitted_at = NULL WHERE id = $1`, [id]);
    for (const [i, kind] of ['passport', 'land'].entries()) {
      await ctx.db.query(
        `INSERT INTO attachments (kind, original_filename, storage_key, status, record_type,
           record_id, file_size)
         VALUES ($1, $2, $3, 'complete', 'Lead', $4, 1024)`,
        [kind, `${kind}.pdf`, `test/${id}/${i}`, id],
      );
    }

    // An incomplete draft is not registered: the submission rules of src/leads/fields apply.
    const incomplete = await move(id, { status: 'registered' }, applicant, true);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors?.map((e) => e.source?.pointer)).toContain(
      '/data/attributes/feedback_type',
    );
    expect(
      (await one<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id])).status,
    ).toBe('draft');
    const [address] = await ctx.db.query<{ id: string }>(
      `INSERT INTO addresses (kind, region, city) VALUES ('gas_object', 'Псковская область',
         'г. Псков') RETURNING id`,
    );
    await ctx.db.query(
      `UPDATE leads SET gas_object_address_id = $2, feedback_type = 'E-mail',
         contract_sign_type = 'electronic', informed_consent_at = now(),
         planned_gas_consumption = 5 WHERE id = $1`,
      [id, address!.id],
    );

    const submitted = await move(id, { status: 'registered' }, applicant, true);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.attributes).toMatchObject({ status: 'registered' });
    expect(submitted.body.data.attributes.submitted_at).toBeTruthy();
    expect(submitted.body.meta?.allowed_statuses).toEqual(['cancelled']);

    const steps: [string, Record<string, unknown>, 'staff' | 'applicant'][] = [
      ['document_check', {}, 'staff'],
      ['pending', { note: 'Нет выписки из ЕГРН' }, 'staff'],
      ['documents_given', {}, 'applicant'],
      ['document_check', {}, 'staff'],
      ['in_progress', {}, 'staff'],
      ['document_check', {}, 'staff'],
      ['in_progress', {}, 'staff'],
      ['contract_preparation', {}, 'staff'],
      ['contract_on_applicant_sign', {}, 'staff'],
    ];
    for (const [status, extra, who] of steps) {
      const res = await move(
        id,
        { status, ...extra },
        who === 'staff' ? operator : applicant,
        who === 'applicant',
        who === 'staff' && status === 'in_progress' ? 'PATCH' : 'PUT',
      );
      expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.attributes.status).toBe(status);
    }
    await ctx.db.query(`INSERT INTO contracts (lead_id, status) VALUES ($1, 'current')`, [id]);
    for (const status of ['contract_signed', 'implementation', 'connection', 'gas_start']) {
      const res = await move(id, { status });
      expect(res.status, status).toBe(200);
    }
    const done = await move(id, { status: 'finished' });
    expect(done.body.data.attributes.status).toBe('finished');
    expect(done.body.meta?.allowed_statuses).toEqual([]);

    // The history, newest first, with labels and authors.
    const history = await call<{
      data: { type: string; attributes: Record<string, unknown> }[];
      meta: { total_count: number };
    }>(ctx.app, { method: 'GET', url: `/v1/admin/leads/${id}/history`, headers: operator });
    expect(history.status).toBe(200);
    expect(history.body.meta.total_count).toBe(15);
    expect(history.body.data[0]).toMatchObject({
      type: 'lead_status_change',
      attributes: {
        from_status: 'gas_start',
        to_status: 'finished',
        from_status_label: 'Выполнено подключение (Пуск газа)',
        to_status_label: 'Завершена',
        author_kind: 'staff',
      },
    });
    expect(history.body.data[0]!.attributes.author_name).toMatch(/\S/);
    const first = history.body.data.at(-1)!.attributes;
    expect(first).toMatchObject({
      from_status: 'draft',
      to_status: 'registered',
      author_kind: 'applicant',
      author_name: 'Петров Иван Сергеевич',
    });
    const pending = history.body.data.find((c) => c.attributes.to_status === 'pending')!;
    expect(pending.attributes.note).toBe('Нет выписки из ЕГРН');
    const own = await call<{ data: unknown[] }>(ctx.app, {
      method: 'GET',
      url: `/v1/leads/${id}/history?order_type=asc&per=2`,
      headers: applicant,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(2);

    // ЕПГУ: one message per status with a code, with the organization's code and the order id.
    const epgu = (await messages(id, 'leads.epgu')).map((m) => m.message);
    expect(epgu.map((m) => [m.status, m.org_code])).toEqual([
      ['registered', 1001],
      ['document_check', 1007],
      ['pending', 1014],
      ['documents_given', 1007],
      ['document_check', 1007],
      ['in_progress', 1007],
      ['document_check', 1007],
      ['in_progress', 1007],
      ['implementation', 1007],
      ['connection', 1007],
      ['gas_start', 1007],
      ['finished', 1003],
    ]);
    expect(epgu[0]).toMatchObject({
      organization_code: '60000001',
      epgu_order_id: expect.stringMatching(/^EPGU-/),
      uid: expect.stringMatching(/^60-ТС-/),
    });
    expect(epgu[2]!.comment).toBe('Нет выписки из ЕГРН');
    // The coordination centre hears of every change, under Russian keys.
    const cc = (await messages(id, 'leads.coordinate_center')).map((m) => m.message);
    expect(cc).toHaveLength(15);
    expect(cc[0]).toMatchObject({
      'Статус ЕОГ': 'Зарегистрирована',
      Организация: pskov,
      Заявитель: 'Петров Иван Сергеевич',
      Регион: expect.stringMatching(/Псков/),
      Услуга: expect.any(String),
    });
    expect(cc[0]!['Номер заявки']).toMatch(/^60-ТС-/);
    expect(cc[0]!['Дата изменения статуса']).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(cc.at(-1)!['Статус ЕОГ']).toBe('Завершена');
    // The documents went out once, on registration, each with its kind.
    const files = (await messages(id, 'leads.attachments')).map(
      (m) => (m.message.attachments_attributes as Record<string, unknown>[])[0]!,
    );
    expect(files.map((f) => [f.kind, f.original_filename])).toEqual([
      ['passport', 'passport.pdf'],
      ['land', 'land.pdf'],
    ]);
  });

  it('asks for the note, the reasons and the refusal kind, writing nothing until given', async () => {
    const id = await newLead('document_check');
    const before = await footprint(id);

    const noNote = await move(id, { status: 'pending', note: ' ' });
    expect(noNote.status).toBe(422);
    expect(errorsOf(noNote.body)).toEqual({ note: 'Поле обязательно для заполнения' });

    const noReason = await move(id, { status: 'denied' });
    expect(errorsOf(noReason.body)).toEqual({
      rejection_reason_id: 'Поле обязательно для заполнения',
      service_is_provided_kind: 'Поле обязательно для заполнения',
    });
    // A reason from another dictionary, an inactive one, or no number at all is refused.
    const cancellation = await reasonId('cancellation_reason');
    await ctx.db.query(
      `INSERT INTO dictionaries (dictionary_type, name, active) VALUES ('rejection_reason', 'Старая причина', false)`,
    );
    for (const bad of [cancellation, await reasonId('rejection_reason', false), 'abc', 999999]) {
      const res = await move(id, {
        status: 'denied',
        rejection_reason_id: bad,
        service_is_provided_kind: 'service_refused',
      });
      expect(res.status).toBe(422);
      expect(errorsOf(res.body)).toEqual({ rejection_reason_id: 'Поле заполнено некорректно' });
    }
    const badKind = await move(id, {
      status: 'denied',
      rejection_reason_id: await reasonId('rejection_reason'),
      service_is_provided_kind: 'maybe',
    });
    expect(errorsOf(badKind.body)).toEqual({
      service_is_provided_kind: 'Поле заполнено некорректно',
    });
    const annul = await move(id, { status: 'annulled', note: 'Истёк срок' });
    expect(errorsOf(annul.body)).toEqual({
      annullation_reason_id: 'Поле обязательно для заполнения',
    });
    expect(await footprint(id)).toEqual(before);

    // Given everything, the refusal is recorded with its reason, then taken back on review.
    const rejection = await reasonId('rejection_reason');
    const denied = await move(id, {
      status: 'denied',
      rejection_reason_id: Number(rejection),
      service_is_provided_kind: 'service_refused',
      note: 'Нет технической возможности',
    });
    expect(denied.status).toBe(200);
    const lead = await one<Record<string, unknown>>(
      `SELECT rejection_reason_id, service_is_provided_kind, status_note FROM leads WHERE id = $1`,
      [id],
    );
    expect(lead).toEqual({
      rejection_reason_id: rejection,
      service_is_provided_kind: 'service_refused',
      status_note: 'Нет технической возможности',
    });
    const epgu = await messages(id, 'leads.epgu');
    expect(epgu.at(-1)!.message).toMatchObject({ status: 'denied', org_code: 1004 });
    const history = await call<{ data: { attributes: Record<string, unknown> }[] }>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/leads/${id}/history`,
      headers: operator,
    });
    expect(history.body.data[0]!.attributes).toMatchObject({
      to_status: 'denied',
      reason_id: rejection,
      reason_name: expect.any(String),
      service_is_provided_kind: 'service_refused',
      service_is_provided_kind_label: 'Отказ в предоставлении услуги',
    });
    expect((await move(id, { status: 'in_progress' })).status).toBe(200);
    expect(
      (
        await one<{ r: string | null }>(
          'SELECT rejection_reason_id AS r FROM leads WHERE id = $1',
          [id],
        )
      ).r,
    ).toBeNull();
  });

  it('asks an incomplete lead for what the work needs when it moves into work, and only then', async () => {
    const id = await newLead('document_check', { incomplete: true });
    const before = await footprint(id);
    // Postponing or refusing needs nothing more.
    expect((await move(id, { status: 'pending', note: 'Нет паспорта' })).status).toBe(200);
    expect((await move(id, { status: 'documents_given' })).status).toBe(200);
    expect((await move(id, { status: 'document_check' })).status).toBe(200);
    const toWork = await move(id, { status: 'in_progress' });
    expect(toWork.status).toBe(422);
    expect(errorsOf(toWork.body)).toEqual({
      region: 'Поле обязательно для заполнения',
      settlement: 'Поле обязательно для заполнения',
      feedback_type: 'Поле обязательно для заполнения',
      contract_sign_type: 'Поле обязательно для заполнения',
      planned_gas_consumption: 'Поле обязательно для заполнения',
    });
    expect((await move(id, { status: 'spec_preparation' })).status).toBe(422);
    expect(await statusOf(id)).toBe('document_check');
    expect((await footprint(id)).changes).toBe(before.changes + 3);

    // Completed by staff — the consumption given as its calculation among the documents.
    const patch = await call<Body>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/leads/${id}`,
      headers: operator,
      payload: {
        data: {
          type: 'lead',
          attributes: {
            gas_object_address: { region: 'Псковская область', city: 'Псков' },
            feedback_type: 'Телефон',
            contract_sign_type: 'electronic',
          },
        },
      },
    });
    expect(patch.status, JSON.stringify(patch.body.errors)).toBe(200);
    expect(errorsOf((await move(id, { status: 'in_progress' })).body)).toEqual({
      planned_gas_consumption: 'Поле обязательно для заполнения',
    });
    await ctx.db.query(
      `INSERT INTO attachments (record_type, record_id, kind, original_filename, storage_key, status)
       VALUES ('Lead', $1, 'gas_flow', 'Расчёт.pdf', $2, 'complete')`,
      [id, `test/gas-flow-${id}`],
    );
    expect((await move(id, { status: 'in_progress' })).status).toBe(200);
  });

  it('annuls with a reason and a note, with the annulment code', async () => {
    const id = await newLead('document_check');
    const res = await move(id, {
      status: 'annulled',
      annullation_reason_id: await reasonId('annullation_reason'),
      note: 'Документы не представлены в срок',
    });
    expect(res.status).toBe(200);
    const epgu = await messages(id, 'leads.epgu');
    expect(epgu.at(-1)!.message).toMatchObject({ status: 'annulled', org_code: 1084 });
    // Annulled is final.
    const back = await move(id, { status: 'document_check' });
    expect(back.status).toBe(422);
    expect(errorsOf(back.body)).toEqual({
      status:
        'Нельзя перевести заявку из статуса «Аннулирована» в статус «Проверка комплектности документов»',
    });
  });

  it('refuses an illegal move naming both statuses, and writes nothing', async () => {
    const id = await newLead('document_check');
    const before = await footprint(id);
    const res = await move(id, { status: 'finished' });
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({
      detail:
        'Нельзя перевести заявку из статуса «Проверка комплектности документов» в статус «Завершена»',
      source: { pointer: '/data/attributes/status' },
    });
    const unknown = await move(id, { status: 'flying' });
    expect(errorsOf(unknown.body)).toEqual({ status: 'Поле заполнено некорректно' });
    const missing = await move(id, {});
    expect(errorsOf(missing.body)).toEqual({ status: 'Поле обязательно для заполнения' });
    const malformed = await call(ctx.app, {
      method: 'PUT',
      url: `/v1/admin/leads/${id}/update_status`,
      headers: operator,
      payload: { data: { type: 'lead' } },
    });
    expect(malformed.status).toBe(400);
    expect(await footprint(id)).toEqual(before);
  });

  it('judges the move’s kinds by its schema: texts, record ids, the limit, the envelope', async () => {
    const id = await newLead('document_check');
    const before = await footprint(id);
    const res = await move(id, {
      status: 'finished',
      note: 'x'.repeat(5001),
      service_is_provided_kind: 7,
      cancellation_reason_id: 'abc',
      original_lead_id: { id: 1 },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      note: 'Длина должна быть не больше 5000 символов',
      service_is_provided_kind: 'Поле заполнено некорректно',
      cancellation_reason_id: 'Поле заполнено некорректно',
      original_lead_id: 'Поле заполнено некорректно',
    });
    const titles = Object.fromEntries(
      res.body.errors!.map((e) => [
        e.source?.pointer.split('/').pop(),
        (e as { title?: string }).title,
      ]),
    );
    expect(titles).toEqual({
      note: leadMoveFieldTitles.note,
      service_is_provided_kind: leadMoveFieldTitles.service_is_provided_kind,
      cancellation_reason_id: leadMoveFieldTitles.cancellation_reason_id,
      original_lead_id: 'Исходная заявка',
    });
    const root = await call(ctx.app, {
      method: 'PUT',
      url: `/v1/admin/leads/${id}/update_status`,
      headers: operator,
      payload: { lead: { status: 'pending', note: 'Нет паспорта' } },
    });
    expect(root.status).toBe(400);
    expect(await footprint(id)).toEqual(before);
    // What the live clients send passes: '' for none, ids as numbers, other attributes ignored.
    const rejection = await reasonId('rejection_reason');
    const denied = await move(id, {
      status: 'denied',
      rejection_reason_id: Number(rejection),
      original_lead_id: '',
      service_is_provided_kind: 'service_refused',
      uid: 'не читается',
    });
    expect(denied.status, JSON.stringify(denied.body.errors)).toBe(200);
  });

  it('starts work under a contract only when the contract is current', async () => {
    const id = await newLead('in_progress');
    const message =
      'Перевести заявку в статус «Реализация мероприятия по договору» можно только при действующем договоре';
    const none = await move(id, { status: 'implementation' });
    expect(none.status).toBe(422);
    expect(errorsOf(none.body)).toEqual({ status: message });
    await ctx.db.query(`INSERT INTO contracts (lead_id, status) VALUES ($1, 'on_applicant_sign')`, [
      id,
    ]);
    expect(errorsOf((await move(id, { status: 'implementation' })).body)).toEqual({
      status: message,
    });
    const moves = await call<Body>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/leads/${id}/status_moves`,
      headers: operator,
    });
    expect(moves.body.meta?.allowed_statuses).not.toContain('implementation');
    await ctx.db.query(`UPDATE contracts SET status = 'current' WHERE lead_id = $1`, [id]);
    expect((await move(id, { status: 'implementation' })).status).toBe(200);
  });

  it('offers complex implementation to complex leads only', async () => {
    const plain = await newLead('in_progress');
    expect((await move(plain, { status: 'complex_implementation' })).status).toBe(422);
    const complex = await newLead('in_progress', { isComplex: true });
    expect((await move(complex, { status: 'complex_implementation' })).status).toBe(200);
  });

  it('keeps applicants to their own leads and their own moves', async () => {
    const id = await newLead('document_check');
    const staffMove = await move(id, { status: 'in_progress' }, applicant, true);
    expect(staffMove.status).toBe(422);
    expect(errorsOf(staffMove.body).status).toMatch(/^Нельзя перевести заявку/);

    const other = await tokenFor(ctx.app, 'ul@eog.test');
    const before = await footprint(id);
    expect((await move(id, { status: 'cancelled' }, other, true)).status).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/v1/leads/${id}/history`, headers: other }))
        .status,
    ).toBe(404);
    // A staff token on the site route, and the applicant's on the console, are refused.
    expect((await move(id, { status: 'cancelled' }, operator, true)).status).toBe(401);
    expect((await move(id, { status: 'cancelled' }, applicant)).status).toBe(401);
    expect(await footprint(id)).toEqual(before);

    // Staff may not cancel for the applicant; the applicant may, with an optional reason.
    expect((await move(id, { status: 'cancelled' })).status).toBe(422);
    const reason = await reasonId('cancellation_reason');
    const cancelled = await move(
      id,
      { status: 'cancelled', cancellation_reason_id: reason },
      applicant,
      true,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.relationships).toMatchObject({
      cancellation_reason: { data: { type: 'dictionary', id: reason } },
    });
    const plain = await newLead('pending');
    expect((await move(plain, { status: 'cancelled' }, applicant, true)).status).toBe(200);
  });

  it('scopes staff to their organization: 404 outside, 403 for the auditor', async () => {
    const id = await newLead('registered');
    const before = await footprint(id);
    const mosobl = await tokenFor(ctx.app, 'senior_manager_mosobl@eog.test');
    const outside = await move(id, { status: 'document_check' }, mosobl);
    expect(outside.status).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/v1/admin/leads/${id}/history`,
          headers: mosobl,
        })
      ).status,
    ).toBe(404);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    const refused = await move(id, { status: 'document_check' }, auditor);
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
    // The auditor reads the history.
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/v1/admin/leads/${id}/history`,
          headers: auditor,
        })
      ).status,
    ).toBe(200);
    expect(await footprint(id)).toEqual(before);
    // ЕОГ works everywhere.
    const eog = await tokenFor(ctx.app, 'eog@eog.test');
    expect((await move(id, { status: 'document_check' }, eog)).status).toBe(200);
    expect((await move('999999999', { status: 'document_check' }, eog)).status).toBe(404);
  });

  it('lists the outbox of a lead for its staff, everything for the statistics key', async () => {
    const id = await newLead('registered');
    await move(id, { status: 'document_check' });
    const url = `/v1/admin/rabbit_messages?messageable_type=Lead&messageable_id=${id}`;
    type List = { data: { type: string; attributes: Record<string, unknown> }[] };
    const mine = await call<List>(ctx.app, { method: 'GET', url, headers: operator });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m) => m.attributes.queue_name).sort()).toEqual([
      'leads.coordinate_center',
      'leads.epgu',
    ]);
    const epgu = mine.body.data.find((m) => m.attributes.queue_name === 'leads.epgu')!;
    expect(epgu).toMatchObject({
      type: 'rabbit_message',
      attributes: {
        messageable_type: 'Lead',
        messageable_id: id,
        status: 'pending',
        attempts: 0,
        sent_at: null,
        message: { status: 'document_check', org_code: 1007 },
      },
    });
    const onlyEpgu = await call<List>(ctx.app, {
      method: 'GET',
      url: `${url}&queue_name=leads.epgu`,
      headers: operator,
    });
    expect(onlyEpgu.body.data).toHaveLength(1);

    // Without naming a lead the ГРО operator is refused; another ГРО does not see this lead.
    const all = '/v1/admin/rabbit_messages';
    expect((await call(ctx.app, { method: 'GET', url: all, headers: operator })).status).toBe(403);
    const mosobl = await tokenFor(ctx.app, 'operator_mosobl@eog.test');
    expect((await call(ctx.app, { method: 'GET', url, headers: mosobl })).status).toBe(404);
    const admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const everything = await call<List & { meta: { total_count: number } }>(ctx.app, {
      method: 'GET',
      url: `${all}?per=1`,
      headers: admin,
    });
    expect(everything.status).toBe(200);
    expect(everything.body.meta.total_count).toBeGreaterThan(2);
  });

  it('notifies the applicant by the channels of their profile, after the commit', async () => {
    const id = await newLead('registered');
    const uid = (await one<{ uid: string }>('SELECT uid FROM leads WHERE id = $1', [id])).uid;
    const since = await count('dev_messages');
    await move(id, { status: 'document_check' });
    const sent = await ctx.db.query<{ channel: string; recipient: string; body: string }>(
      'SELECT channel, recipient, subject, body FROM dev_messages ORDER BY id OFFSET $1',
      [since],
    );
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
      ['sms', '79110000001'],
      ['email', 'fl@eog.test'],
    ]);
    expect(sent[0]!.body).toBe(`Статус заявки № ${uid} изменён: Проверка комплектности документов`);
    expect(sent[1]).toMatchObject({ subject: `Статус заявки № ${uid} изменён` });
    expect(sent[1]!.body).toContain('«Проверка комплектности документов»');

    await ctx.db.query(`UPDATE users SET notify_by_sms = false WHERE email = 'fl@eog.test'`);
    const next = await count('dev_messages');
    await move(id, { status: 'pending', note: 'Нет плана участка' });
    const only = await ctx.db.query<{ channel: string; body: string }>(
      'SELECT channel, body FROM dev_messages ORDER BY id OFFSET $1',
      [next],
    );
    expect(only.map((m) => m.channel)).toEqual(['email']);
    expect(only[0]!.body).toContain('Комментарий: Нет плана участка');
  });

  it('registers a new lead from nothing when creation asks for it (initial)', async () => {
    const id = await newLead('registered');
    await ctx.db.query('UPDATE leads SET submitted_at = NULL WHERE id = $1', [id]);
    const row = await one<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const principal = (await loadAdmin(ctx.db, String(row.id))) as AdminPrincipal;
    const after = await ctx.db.transaction((tx) =>
      changeLeadStatus(
        tx,
        id,
        { status: 'registered' },
        { kind: 'staff', principal },
        {
          initial: true,
        },
      ),
    );
    await after(ctx.app);
    const change = await one<Record<string, unknown>>(
      'SELECT from_status, to_status, admin_id FROM lead_status_changes WHERE lead_id = $1',
      [id],
    );
    expect(change).toEqual({ from_status: null, to_status: 'registered', admin_id: row.id });
    expect((await messages(id, 'leads.epgu'))[0]!.message).toMatchObject({ org_code: 1001 });
    const lead = await one<{ submitted_at: Date | null }>(
      'SELECT submitted_at FROM leads WHERE id = $1',
      [id],
    );
    expect(lead.submitted_at).not.toBeNull();
    // Only entry statuses may be entered from nothing.
    await expect(
      ctx.db.transaction((tx) =>
        changeLeadStatus(
          tx,
          id,
          { status: 'finished' },
          { kind: 'staff', principal },
          {
            initial: true,
          },
        ),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('locks the lead once per move and reads its contract in the same statement', async () => {
    const id = await newLead('registered');
    const row = await one<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const principal = (await loadAdmin(ctx.db, String(row.id))) as AdminPrincipal;
    const seen: string[] = [];
    await ctx.db.transaction((tx) =>
      changeLeadStatus(
        { query: (sql, params) => (seen.push(sql), tx.query(sql, params)), exec: tx.exec },
        id,
        { status: 'document_check' },
        { kind: 'staff', principal },
      ),
    );
    const locks = seen.filter((sql) => /FOR UPDATE/.test(sql));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatch(/FROM contracts/);
    expect(seen.filter((sql) => /FROM contracts/.test(sql))).toHaveLength(1);
    expect(
      (await one<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id])).status,
    ).toBe('document_check');
  });
});
