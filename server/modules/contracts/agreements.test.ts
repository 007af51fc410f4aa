import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as vm } from '../../../src/validation/messages';
import { agreementActionWarnings } from '../../../src/domain/agreementTransitions';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { documentsSql } from './coordination';
import { agreementLetters } from './messages';
import { workingDaysSince, workingDaysText } from './workingDays';

type Headers = { authorization: string };
type Resource = {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
};
type Doc = { data: Resource | null; errors?: { detail: string }[] };
type ListDoc = { data: Resource[]; meta: Record<string, number> };

const PSKOV = 'АО «Газпром газораспределение Псков»';

// Agreements (ДС) on both sides with the executor's letters, and the РОГ/ЕОГ coordination list.
describe('agreements and coordination', () => {
  let ctx: TestContext;
  let staff: Headers;
  let eog: Headers;
  let auditor: Headers;
  let mosobl: Headers;
  let fl: Headers;
  let ul: Headers;
  let seq = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await tokenFor(ctx.app, 'senior_manager@eog.test');
    eog = await tokenFor(ctx.app, 'eog@eog.test');
    auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    mosobl = await tokenFor(ctx.app, 'senior_manager_mosobl@eog.test');
    fl = await tokenFor(ctx.app, 'fl@eog.test');
    ul = await tokenFor(ctx.app, 'ul@eog.test');
  });
  afterAll(() => ctx.close());

  async function lead(opts: { manager?: string; prefix?: string } = {}): Promise<string> {
    seq += 1;
    const [row] = await ctx.db.query<{ id: string }>(
      `INSERT INTO leads (uid, status, user_id, organization_id, service_id, region_id, admin_id)
       SELECT $1, 'in_progress', (SELECT id FROM users WHERE email = 'fl@eog.test'), o.id,
              (SELECT id FROM services ORDER BY id LIMIT 1), (SELECT id FROM regions WHERE code = '60'),
              (SELECT id FROM admin_users WHERE email = $3)
         FROM organizations o WHERE o.name = $2 RETURNING id`,
      [`${opts.prefix ?? '60-ДС-'}${String(seq).padStart(6, '0')}`, PSKOV, opts.manager ?? null],
    );
    return row!.id;
  }

  const body = (type: string, attributes: Record<string, unknown>) => ({
    data: { type, attributes },
  });

  /** A lead with a contract in force; returns the contract id. */
  async function currentContract(leadId: string): Promise<string> {
    const created = await call<Doc>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/leads/${leadId}/contract`,
      headers: staff,
      payload: body('contract', { number: `Д-${leadId}` }),
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/v1/admin/leads/${leadId}/contract/update_status`,
      headers: staff,
      payload: body('contract', { status: 'on_applicant_sign' }),
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/v1/leads/${leadId}/contract/update_status`,
      headers: fl,
      payload: body('contract', { status: 'current', confirmed: true }),
    });
    return created.body.data!.id;
  }

  const admin = (contractId: string, tail = '') =>
    `/v1/admin/contracts/${contractId}/agreements${tail}`;
  const site = (contractId: string, tail = '') => `/v1/contracts/${contractId}/agreements${tail}`;
  const createAgreement = (contractId: string, attributes: Record<string, unknown> = {}) =>
    call<Doc>(ctx.app, {
      method: 'POST',
      url: admin(contractId),
      headers: staff,
      payload: body('contract_agreement', attributes),
    });
  const staffMove = (contractId: string, id: string, status: string, headers = staff, extra = {}) =>
    call<Doc>(ctx.app, {
      method: 'PATCH',
      url: admin(contractId, `/${id}/update_status`),
      headers,
      payload: body('contract_agreement', { status, ...extra }),
    });
  const statusOf = (d: Doc) => d.data!.attributes.status;
  const letters = (subject: string) =>
    ctx.db.query<{ recipient: string; body: string }>(
      'SELECT recipient, body FROM dev_messages WHERE subject = $1 ORDER BY id',
      [subject],
    );

  it('is created only for a contract in force, as a draft the applicant does not see', async () => {
    const leadId = await lead();
    const early = await call<Doc>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/leads/${leadId}/contract`,
      headers: staff,
      payload: body('contract', {}),
    });
    const refused = await createAgreement(early.body.data!.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors![0]!.detail).toBe(
      'Дополнительное соглашение можно создать только к действующему договору',
    );

    const contractId = await currentContract(await lead());
    const [term] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM dictionaries WHERE dictionary_type = 'agreement_term' LIMIT 1`,
    );
    const bad = await createAgreement(contractId, { source: 'fax', agreement_term_id: '999999' });
    expect(bad.status).toBe(422);
    const created = await createAgreement(contractId, {
      number: 'ДС-1',
      source: 'portal',
      delivery: 'mail',
      agreement_term_id: term!.id,
      subject: 'Перенос срока',
    });
    expect(created.status).toBe(201);
    expect(created.body.data!.attributes).toMatchObject({
      number: 'ДС-1',
      status: 'draft',
      status_label: 'Черновик',
      source: 'portal',
    });
    const own = await call<ListDoc>(ctx.app, { method: 'GET', url: site(contractId), headers: fl });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
    const staffList = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: admin(contractId),
      headers: auditor,
    });
    expect(staffList.body.data.map((a) => a.attributes.number)).toEqual(['ДС-1']);
    // Staff read the agreement with its contract's number and its lead, the console's way back.
    const one = await call<Doc>(ctx.app, {
      method: 'GET',
      url: admin(contractId, `/${created.body.data!.id}`),
      headers: staff,
    });
    const [leadRow] = await ctx.db.query<{ id: string; uid: string }>(
      'SELECT l.id, l.uid FROM leads l JOIN contracts c ON c.lead_id = l.id WHERE c.id = $1',
      [contractId],
    );
    expect(one.body.data!.attributes).toMatchObject({
      contract_number: `Д-${leadRow!.id}`,
      lead_uid: leadRow!.uid,
    });
    expect(one.body.data!.relationships!.lead!.data).toEqual({ type: 'lead', id: leadRow!.id });
  });

  it('is signed by the applicant after confirmation, the personal manager notified', async () => {
    const contractId = await currentContract(await lead({ manager: 'operator@eog.test' }));
    const id = (await createAgreement(contractId, { number: 'ДС-2' })).body.data!.id;
    for (const status of ['registered', 'in_progress', 'coordination']) {
      expect(statusOf((await staffMove(contractId, id, status)).body)).toBe(status);
    }
    // The coordination decision, back for correction and approved.
    expect(statusOf((await staffMove(contractId, id, 'on_correction', eog)).body)).toBe(
      'on_correction',
    );
    expect(statusOf((await staffMove(contractId, id, 'coordination')).body)).toBe('coordination');
    expect(statusOf((await staffMove(contractId, id, 'on_applicant_sign', eog)).body)).toBe(
      'on_applicant_sign',
    );
    const illegal = await staffMove(contractId, id, 'draft');
    expect(illegal.status).toBe(422);
    expect(illegal.body.errors![0]!.detail).toBe(
      'Переход из статуса «На подписании заявителем» в статус «Черновик» недоступен',
    );

    const seen = await call<Doc>(ctx.app, {
      method: 'GET',
      url: site(contractId, `/${id}`),
      headers: fl,
    });
    expect(
      (seen.body.data!.attributes.allowed_moves as { title: string }[]).map((m) => m.title),
    ).toEqual(['Подписать дополнительное соглашение', 'Отказаться от подписания']);
    // The lead and contract numbers are the console's: the site's answer stays as it was.
    expect(seen.body.data!.attributes.lead_uid).toBeUndefined();
    expect(seen.body.data!.relationships!.lead).toBeUndefined();
    const unconfirmed = await call<Doc>(ctx.app, {
      method: 'POST',
      url: site(contractId, `/${id}/digital_signature`),
      headers: fl,
    });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors![0]!.detail).toBe(agreementActionWarnings.current);
    expect(await letters(agreementLetters.signedSubject)).toEqual([]);

    const signed = await call<Doc>(ctx.app, {
      method: 'POST',
      url: site(contractId, `/${id}/digital_signature`),
      headers: fl,
      payload: body('contract_agreement', { confirmed: true }),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data!.attributes.status).toBe('current');
    expect(signed.body.data!.attributes.signed_at).toBeTruthy();
    const sent = await letters(agreementLetters.signedSubject);
    expect(sent.map((l) => l.recipient)).toEqual(['operator@eog.test']);
    expect(sent[0]!.body).toContain('ДС-2');

    const changes = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: admin(contractId, `/${id}/changes`),
      headers: staff,
    });
    expect(changes.body.data.map((c) => c.attributes.to_status)).toEqual([
      'current',
      'on_applicant_sign',
      'coordination',
      'on_correction',
      'coordination',
      'in_progress',
      'registered',
      'draft',
    ]);
    expect(changes.body.data[0]!.attributes.author_kind).toBe('applicant');
    // Signed is final.
    expect((await staffMove(contractId, id, 'cancelled')).status).toBe(422);
  });

  it('is declined by the applicant, the organization staff notified without a manager', async () => {
    const contractId = await currentContract(await lead());
    const id = (await createAgreement(contractId, { number: 'ДС-3' })).body.data!.id;
    for (const status of ['registered', 'in_progress', 'on_applicant_sign'])
      await staffMove(contractId, id, status);
    const decline = (attributes: Record<string, unknown>) =>
      call<Doc>(ctx.app, {
        method: 'PUT',
        url: site(contractId, `/${id}/update_status`),
        headers: fl,
        payload: body('contract_agreement', attributes),
      });
    const unconfirmed = await decline({ status: 'cancelled' });
    expect(unconfirmed.body.errors![0]!.detail).toBe(agreementActionWarnings.cancelled);
    expect(statusOf((await decline({ status: 'cancelled', confirmed: true })).body)).toBe(
      'cancelled',
    );
    const sent = await letters(agreementLetters.declinedSubject);
    expect(sent.map((l) => l.recipient).sort()).toEqual([
      'operator@eog.test',
      'senior_manager@eog.test',
    ]);
    expect(sent[0]!.body).toContain('Отменено');
  });

  it('answers the applicant’s missing documents and refuses other moves', async () => {
    const contractId = await currentContract(await lead());
    const id = (await createAgreement(contractId)).body.data!.id;
    for (const status of ['registered', 'in_progress', 'pending'])
      await staffMove(contractId, id, status);
    const move = (status: string) =>
      call<Doc>(ctx.app, {
        method: 'PATCH',
        url: site(contractId, `/${id}/update_status`),
        headers: fl,
        payload: body('contract_agreement', { status }),
      });
    expect((await move('in_progress')).status).toBe(422);
    expect(statusOf((await move('documents_given')).body)).toBe('documents_given');
    expect(statusOf((await staffMove(contractId, id, 'in_progress')).body)).toBe('in_progress');
  });

  it('lets only the new rights holder sign a counterparty change', async () => {
    const contractId = await currentContract(await lead());
    const otherContract = await currentContract(await lead());
    // ul@ is nobody here yet.
    expect(
      (await call(ctx.app, { method: 'GET', url: site(contractId), headers: ul })).status,
    ).toBe(404);
    const [ulUser] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'ul@eog.test'`,
    );
    const id = (await createAgreement(contractId, { number: 'ДС-НП', new_user_id: ulUser!.id }))
      .body.data!.id;
    for (const status of ['registered', 'in_progress', 'on_new_user_sign'])
      await staffMove(contractId, id, status);
    const sign = (headers: Headers) =>
      call<Doc>(ctx.app, {
        method: 'PUT',
        url: site(contractId, `/${id}/digital_signature`),
        headers,
        payload: body('contract_agreement', { confirmed: true }),
      });
    // Only the signer is offered the moves; the lead's owner sees the ДС without buttons.
    const movesOf = async (headers: Headers) =>
      (await call<Doc>(ctx.app, { method: 'GET', url: site(contractId, `/${id}`), headers })).body
        .data!.attributes!.allowed_moves;
    expect(await movesOf(fl)).toEqual([]);
    expect((await movesOf(ul)) as { value: string }[]).toEqual([
      expect.objectContaining({ value: 'current' }),
      expect.objectContaining({ value: 'cancelled' }),
    ]);
    const byOwner = await sign(fl);
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.errors![0]!.detail).toBe(
      'Подписать или отклонить дополнительное соглашение может только его подписант',
    );
    const named = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: site(contractId),
      headers: ul,
    });
    expect(named.body.data.map((a) => a.id)).toEqual([id]);
    expect(statusOf((await sign(ul)).body)).toBe('current');
    expect(
      (await call(ctx.app, { method: 'GET', url: site(otherContract), headers: ul })).status,
    ).toBe(404);
  });

  it('hides agreements outside the scope and refuses the auditor’s writes', async () => {
    const contractId = await currentContract(await lead());
    const id = (await createAgreement(contractId)).body.data!.id;
    for (const [method, url] of [
      ['GET', admin(contractId)],
      ['GET', admin(contractId, `/${id}`)],
      ['GET', admin(contractId, `/${id}/changes`)],
      ['GET', admin(contractId, `/${id}/attachments`)],
    ] as const) {
      expect([url, (await call(ctx.app, { method, url, headers: mosobl })).status]).toEqual([
        url,
        404,
      ]);
    }
    expect((await staffMove(contractId, id, 'registered', mosobl)).status).toBe(404);
    expect((await staffMove(contractId, id, 'registered', auditor)).status).toBe(403);
    const create = await call(ctx.app, {
      method: 'POST',
      url: admin(contractId),
      headers: auditor,
      payload: body('contract_agreement', {}),
    });
    expect(create.status).toBe(403);
    expect(
      (await call(ctx.app, { method: 'GET', url: admin(contractId, `/${id}`), headers: auditor }))
        .status,
    ).toBe(200);
  });

  // Issue 37 item 4: the create's schema judges the values, the code what the database knows.
  it('judges a new agreement by its schema, in the seeds’ words with the field’s title', async () => {
    type Errors = { errors: { detail: string; title: string; source: { pointer: string } }[] };
    const contractId = await currentContract(await lead());
    const refused = await call<Errors>(ctx.app, {
      method: 'POST',
      url: admin(contractId),
      headers: staff,
      payload: body('contract_agreement', {
        number: 'Н'.repeat(65),
        source: 'fax',
        delivery: 5,
        is_writing: 'да',
        agreement_term_id: 'первый',
        subject: null,
        status: 'current',
        colour: 'синий',
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e) => [e.source.pointer, e.detail, e.title]).sort()).toEqual([
      ['/data/attributes/agreement_term_id', vm.invalid, 'Условие дополнительного соглашения'],
      ['/data/attributes/colour', 'Неизвестное поле', 'colour'],
      ['/data/attributes/delivery', vm.invalid, 'Способ получения'],
      ['/data/attributes/is_writing', vm.invalid, 'В письменной форме'],
      ['/data/attributes/number', 'Длина должна быть не больше 64 символов', 'Номер'],
      ['/data/attributes/source', vm.invalid, 'Способ поступления'],
    ]);
    // The console's form, values trimmed; an id that names no entry is the database's answer.
    const created = await call<Doc>(ctx.app, {
      method: 'POST',
      url: admin(contractId),
      headers: staff,
      payload: {
        contract_agreement: { number: ' ДС-9 ', source: ' by_mail ', is_writing: 'true' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data!.attributes).toMatchObject({
      number: 'ДС-9',
      source: 'by_mail',
      is_writing: true,
      status: 'draft',
    });
    const noTerm = await call<Errors>(ctx.app, {
      method: 'POST',
      url: admin(contractId),
      headers: staff,
      payload: body('contract_agreement', { agreement_term_id: 999999999 }),
    });
    expect(noTerm.body.errors.map((e) => e.source.pointer)).toEqual([
      '/data/attributes/agreement_term_id',
    ]);
  });

  describe('coordination list', () => {
    const days = (n: number) => `now() - interval '${n} days'`;
    const rows = (query: string, headers = eog) =>
      call<ListDoc>(ctx.app, {
        method: 'GET',
        url: `/v1/admin/coordination_leads?uid=60-КО-&per=100&${query}`,
        headers,
      });
    let ids: Record<'contractA' | 'contractB' | 'agreementC' | 'agreementD', string>;

    beforeAll(async () => {
      const leadA = await lead({ prefix: '60-КО-' });
      const leadB = await lead({ prefix: '60-КО-' });
      const leadC = await lead({ prefix: '60-КО-' });
      const put = (leadId: string, status: string) =>
        call(ctx.app, {
          method: 'PUT',
          url: `/v1/admin/leads/${leadId}/contract/update_status`,
          headers: eog,
          payload: body('contract', { status }),
        });
      for (const id of [leadA, leadB]) {
        await call(ctx.app, {
          method: 'POST',
          url: `/v1/admin/leads/${id}/contract`,
          headers: staff,
          payload: body('contract', { number: `К-${id}`, is_writing: true }),
        });
        await put(id, 'coordination');
      }
      await put(leadB, 'on_clarification');
      const contractC = await currentContract(leadC);
      const agreementC = (await createAgreement(contractC, { number: 'ДС-К1' })).body.data!.id;
      const agreementD = (await createAgreement(contractC, { number: 'ДС-К2' })).body.data!.id;
      for (const s of ['registered', 'in_progress', 'coordination']) {
        await staffMove(contractC, agreementC, s);
        await staffMove(contractC, agreementD, s);
      }
      await staffMove(contractC, agreementD, 'on_correction', eog);
      const [a] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM contracts WHERE lead_id = $1',
        [leadA],
      );
      const [b] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM contracts WHERE lead_id = $1',
        [leadB],
      );
      ids = { contractA: a!.id, contractB: b!.id, agreementC, agreementD };
      // Known ages: A 20 days in status, B 9, C 3, D just now; arrival dates likewise.
      const age = async (table: string, id: string, n: number) =>
        ctx.db.query(
          `UPDATE ${table} SET status_changed_at = ${days(n)}, coordination_started_at = ${days(n + 1)} WHERE id = $1`,
          [id],
        );
      await age('contracts', ids.contractA, 20);
      await age('contracts', ids.contractB, 9);
      await age('contract_agreements', ids.agreementC, 3);
      await age('contract_agreements', ids.agreementD, 0);
    });

    it('lists every document in coordination on the all tab, with working days', async () => {
      const res = await rows('tab=all');
      expect(res.status).toBe(200);
      // Default: the oldest arrival first.
      expect(res.body.data.map((r) => r.id)).toEqual([
        `contract-${ids.contractA}`,
        `contract-${ids.contractB}`,
        `agreement-${ids.agreementC}`,
        `agreement-${ids.agreementD}`,
      ]);
      const [a, b, c, d] = res.body.data;
      const [changed] = await ctx.db.query<{ at: Date }>(
        'SELECT status_changed_at AS at FROM contracts WHERE id = $1',
        [ids.contractA],
      );
      const expected = workingDaysSince(changed!.at)!;
      expect(expected).toBeGreaterThanOrEqual(13);
      expect(a!.attributes).toMatchObject({
        document_kind: 'contract',
        current_status_changed_days_ago: expected,
        current_status_changed_days_ago_text: workingDaysText(expected),
        organization_name: PSKOV,
        applicant_full_name: expect.stringMatching(/\S/),
        agreement: null,
      });
      expect(a!.attributes.contract).toMatchObject({ status: 'coordination', is_writing: true });
      expect(b!.attributes.contract).toMatchObject({
        status: 'on_clarification',
        status_label: 'На доработке',
      });
      expect(c!.attributes.agreement).toMatchObject({ number: 'ДС-К1', status: 'coordination' });
      expect(c!.attributes.contract).toMatchObject({ status: 'current' });
      expect(d!.attributes).toMatchObject({ current_status_changed_days_ago: 0 });
      expect(d!.attributes.agreement).toMatchObject({ status: 'on_correction' });
      expect(res.body.meta.total_count).toBe(4);
    });

    it('splits contracts and agreements into their tabs, hiding the other columns', async () => {
      const contracts = await rows('tab=contracts');
      expect(contracts.body.data.map((r) => r.attributes.document_kind)).toEqual([
        'contract',
        'contract',
      ]);
      expect(contracts.body.data.every((r) => r.attributes.agreement === null)).toBe(true);
      const agreements = await rows('tab=agreements');
      expect(
        agreements.body.data.map((r) => (r.attributes.agreement as { number: string }).number),
      ).toEqual(['ДС-К1', 'ДС-К2']);
      expect(agreements.body.data.every((r) => r.attributes.contract === null)).toBe(true);
      expect((await rows('tab=other')).status).toBe(400);
    });

    it('sorts by days in status and by arrival date, both ways', async () => {
      const byDays = await rows('sort=current_status_changed_days_ago&order_type=desc');
      const values = byDays.body.data.map(
        (r) => r.attributes.current_status_changed_days_ago as number,
      );
      expect(values).toEqual([...values].sort((x, y) => y - x));
      expect(byDays.body.data[0]!.id).toBe(`contract-${ids.contractA}`);
      const newest = await rows('sort=coordination_started_at&order_type=desc');
      expect(newest.body.data.map((r) => r.id)[0]).toBe(`agreement-${ids.agreementD}`);
      expect((await rows('sort=uid')).status).toBe(400);
    });

    it('filters by days (1–3 digits) or by the arrival date, never both', async () => {
      const old = await rows('days=5');
      expect(old.body.data.map((r) => r.id)).toEqual([
        `contract-${ids.contractA}`,
        `contract-${ids.contractB}`,
      ]);
      expect((await rows('days=1234')).status).toBe(400);
      expect((await rows('days=x')).status).toBe(400);
      const [arrived] = await ctx.db.query<{ day: string }>(
        `SELECT to_char(coordination_started_at AT TIME ZONE 'Europe/Moscow', 'DD.MM.YYYY') AS day
           FROM contracts WHERE id = $1`,
        [ids.contractB],
      );
      const onDay = await rows(`date=${arrived!.day}`);
      expect(onDay.body.data.map((r) => r.id)).toEqual([`contract-${ids.contractB}`]);
      const both = await rows(`date=${arrived!.day}&days=2`);
      expect(both.status).toBe(400);
      const [org] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM organizations WHERE name = $1',
        [PSKOV],
      );
      expect((await rows(`organization_ids[]=${org!.id}`)).body.meta.total_count).toBe(4);
    });

    it('is scoped and permission-gated', async () => {
      expect((await rows('', mosobl)).body.data).toEqual([]);
      expect((await rows('', staff)).body.meta.total_count).toBe(4);
      expect((await rows('', auditor)).status).toBe(200);
      expect((await rows('', fl)).status).toBe(401);
    });

    it('counts and cuts its pages on the covering indexes of migration 0036', async () => {
      // Index-only: a join left in (even one the planner drops) would lose it. (A small
      // scope of this test database takes its organization's index instead.)
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_bitmapscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT r.kind, r.document_id FROM ${documentsSql('keys')}
            ORDER BY r.started_at, r.kind, r.document_id LIMIT 20`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Only Scan using contracts_coordination_idx');
      expect(plan).toContain('Index Only Scan using contract_agreements_coordination_idx');
      expect(plan).not.toMatch(/leads/);
    });

    it('follows a lead moved to another organization, with its contract and agreements', async () => {
      // The documents carry copies of their lead's scope (migration 0036), kept by triggers.
      const [mosoblOrg] = await ctx.db.query<{ id: string }>(
        `SELECT organization_id AS id FROM admin_users WHERE email = 'senior_manager_mosobl@eog.test'`,
      );
      const [pskovOrg] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM organizations WHERE name = $1',
        [PSKOV],
      );
      const moveLeads = (organization: string) =>
        ctx.db.query(
          `UPDATE leads SET organization_id = $1 WHERE id IN (
             SELECT lead_id FROM contracts WHERE id = $2
             UNION SELECT c.lead_id FROM contract_agreements g JOIN contracts c ON c.id = g.contract_id
                    WHERE g.id = $3)`,
          [organization, ids.contractA, ids.agreementC],
        );
      await moveLeads(mosoblOrg!.id);
      const moved = await rows('', mosobl);
      expect(moved.body.data.map((r) => r.id)).toEqual([
        `contract-${ids.contractA}`,
        `agreement-${ids.agreementC}`,
        `agreement-${ids.agreementD}`,
      ]);
      expect(moved.body.data[0]!.relationships!.organization!.data).toMatchObject({
        id: mosoblOrg!.id,
      });
      expect((await rows('', staff)).body.data.map((r) => r.id)).toEqual([
        `contract-${ids.contractB}`,
      ]);
      // A new agreement of a moved contract starts in the new organization too.
      const [contractC] = await ctx.db.query<{ id: string }>(
        'SELECT contract_id AS id FROM contract_agreements WHERE id = $1',
        [ids.agreementC],
      );
      const [added] = await ctx.db.query<{ organization_id: string }>(
        `INSERT INTO contract_agreements (contract_id, number) VALUES ($1, 'ДС-К3')
         RETURNING organization_id`,
        [contractC!.id],
      );
      expect(added!.organization_id).toBe(mosoblOrg!.id);
      await moveLeads(pskovOrg!.id);
      expect((await rows('', mosobl)).body.data).toEqual([]);
      expect((await rows('', staff)).body.meta.total_count).toBe(4);
    });
  });
});
