import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdmin } from '../../auth/principal';
import { contractActionWarnings } from '../../../src/domain/contractTransitions';
import { contractFieldLabels } from '../../../src/domain/contractStatuses';
import { validationMessages as vm } from '../../../src/validation/messages';
import { sweepOrphans } from '../../storage/sweep';
import { sampleFile } from '../../test/sampleFiles';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { createContract } from './contractWrite';

type Headers = { authorization: string };
type Doc = {
  data: { id: string; type: string; attributes: Record<string, unknown> } | null;
  errors?: { detail: string; title?: string; source?: { pointer: string } }[];
};
type ListDoc = {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: Record<string, number>;
};

const PSKOV = 'АО «Газпром газораспределение Псков»';

/** A body of the live portal's clients, exactly as server/test/live-api holds it. */
const liveBody = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../test/live-api/${file}`, import.meta.url), 'utf8')) as {
    data: { type: string; attributes: Record<string, unknown>; relationships?: object };
  };
const MOSOBL = 'АО «Мособлгаз»';

// The contract of a lead end to end: the console prepares and sends it, the applicant signs,
// declines or sends a protocol; every illegal move, foreign record and auditor write refused.
describe('contracts', () => {
  let ctx: TestContext;
  let staff: Headers;
  let operator: Headers;
  let auditor: Headers;
  let mosobl: Headers;
  let eog: Headers;
  let fl: Headers;
  let ul: Headers;
  let seq = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await tokenFor(ctx.app, 'senior_manager@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    mosobl = await tokenFor(ctx.app, 'senior_manager_mosobl@eog.test');
    eog = await tokenFor(ctx.app, 'eog@eog.test');
    fl = await tokenFor(ctx.app, 'fl@eog.test');
    ul = await tokenFor(ctx.app, 'ul@eog.test');
  });
  afterAll(() => ctx.close());

  /** A lead of fl@ in `status`, inserted with plain SQL. */
  async function lead(status = 'in_progress', organization = PSKOV): Promise<string> {
    seq += 1;
    const [row] = await ctx.db.query<{ id: string }>(
      `INSERT INTO leads (uid, status, user_id, organization_id, service_id, region_id)
       SELECT $1, $2, (SELECT id FROM users WHERE email = 'fl@eog.test'), o.id,
              (SELECT id FROM services ORDER BY id LIMIT 1), (SELECT id FROM regions WHERE code = '60')
         FROM organizations o WHERE o.name = $3 RETURNING id`,
      [`60-ПС-9${String(seq).padStart(5, '0')}`, status, organization],
    );
    return row!.id;
  }

  const url = (leadId: string, tail = '') => `/v1/admin/leads/${leadId}/contract${tail}`;
  const create = (
    leadId: string,
    attributes: Record<string, unknown> = {},
    headers = staff,
    relationships?: object,
  ) =>
    call<Doc>(ctx.app, {
      method: 'POST',
      url: url(leadId),
      headers,
      payload: { data: { type: 'contract', attributes, relationships } },
    });
  const move = (leadId: string, status: string, headers = staff, extra = {}) =>
    call<Doc>(ctx.app, {
      method: 'PUT',
      url: url(leadId, '/update_status'),
      headers,
      payload: { data: { type: 'contract', attributes: { status, ...extra } } },
    });
  const applicantMove = (leadId: string, status: string, extra = {}, headers = fl) =>
    call<Doc>(ctx.app, {
      method: 'PUT',
      url: `/v1/leads/${leadId}/contract/update_status`,
      headers,
      payload: { data: { type: 'contract', attributes: { status, ...extra } } },
    });
  const epgu = (leadId: string) =>
    ctx.db.query<{ message: { status: string; org_code: number } }>(
      `SELECT message FROM rabbit_messages WHERE queue_name = 'leads.epgu' AND messageable_id = $1
        ORDER BY id`,
      [leadId],
    );
  const statusOf = (d: Doc) => d.data!.attributes.status;

  it('lives from preparation through coordination to the applicant signing', async () => {
    const id = await lead();
    const created = await create(id, { number: 'Д-1', amount: '125 000,50', is_writing: false });
    expect(created.status).toBe(201);
    expect(created.body.data!.attributes).toMatchObject({
      number: 'Д-1',
      status: 'offer_preparation',
      amount: 125000.5,
      is_writing: false,
    });
    expect(
      (created.body.data!.attributes.allowed_moves as { value: string }[]).map((m) => m.value),
    ).toEqual(['coordination', 'on_applicant_sign', 'annulled']);

    expect(statusOf((await move(id, 'coordination')).body)).toBe('coordination');
    // The РОГ/ЕОГ decision: 'Не согласовать', then back and approved.
    expect(
      statusOf((await move(id, 'on_clarification', eog, { note: 'Уточнить сумму' })).body),
    ).toBe('on_clarification');
    expect(statusOf((await move(id, 'coordination')).body)).toBe('coordination');
    expect(statusOf((await move(id, 'coordinated', eog)).body)).toBe('coordinated');
    expect((await epgu(id)).length).toBe(0);
    expect(statusOf((await move(id, 'on_applicant_sign')).body)).toBe('on_applicant_sign');

    const seen = await call<Doc>(ctx.app, {
      method: 'GET',
      url: `/v1/leads/${id}/contract`,
      headers: fl,
    });
    expect(seen.status).toBe(200);
    expect(
      (seen.body.data!.attributes.allowed_moves as { title: string }[]).map((m) => m.title),
    ).toEqual(['Подписать договор', 'Отказаться от подписания', 'Направить протокол разногласий']);

    // Irreversible: without the confirmation the legal warning comes back, nothing changes.
    const unconfirmed = await applicantMove(id, 'current');
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors![0]!.detail).toBe(contractActionWarnings.current);
    const signed = await applicantMove(id, 'current', { confirmed: true });
    expect(signed.status).toBe(200);
    expect(statusOf(signed.body)).toBe('current');

    expect((await epgu(id)).map((m) => [m.message.status, m.message.org_code])).toEqual([
      ['in_progress', 1019],
      ['in_progress', 1107],
    ]);

    const history = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: url(id, '/history'),
      headers: staff,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.map((h) => h.attributes.to_status)).toEqual([
      'current',
      'on_applicant_sign',
      'coordinated',
      'coordination',
      'on_clarification',
      'coordination',
      'offer_preparation',
    ]);
    expect(history.body.data[0]!.attributes.author_kind).toBe('applicant');
    expect(history.body.data[2]!.attributes).toMatchObject({
      from_status_label: 'На согласовании РОГ/ЕОГ',
      to_status_label: 'Согласовано РОГ/ЕОГ',
      author_kind: 'admin',
    });
    expect(history.body.data[4]!.attributes.note).toBe('Уточнить сумму');

    // In force: done or terminated only, and no further applicant move.
    expect((await applicantMove(id, 'not_signed', { confirmed: true })).status).toBe(422);
    const back = await move(id, 'offer_preparation');
    expect(back.status).toBe(422);
    expect(back.body.errors![0]).toMatchObject({
      detail: 'Переход из статуса «Действующий» в статус «Подготовка оферты» недоступен',
      source: { pointer: '/data/attributes/status' },
    });
    expect(statusOf((await move(id, 'done')).body)).toBe('done');
  });

  it('speaks the live wire format: attributes, both verbs, dates, data-URI files, signing', async () => {
    const id = await lead();
    const [station] = await ctx.db.query<{ id: string }>(
      `SELECT id::text FROM gas_distribution_stations WHERE active ORDER BY id LIMIT 1`,
    );
    const features = await ctx.db.query<{ id: string }>(
      `SELECT id::text FROM dictionaries WHERE dictionary_type = 'connection_features' AND active
        ORDER BY id LIMIT 2`,
    );
    const featureIds = features.map((f) => f.id);
    const created = await create(
      id,
      {
        number: 'ЕОГ-60/2025-17',
        is_writing: false,
        is_complex: true,
        home_in_schedule: true,
        concluded_at: '2025-03-01',
        valid_until: '01.03.2026',
        works_deadline: '',
        delivery_date: '',
        amount: '',
        note: '',
        connection_time_to_gas_network_slug: '135_dniei',
      },
      staff,
      {
        gas_distribution_station: { data: { type: 'gas_distribution_station', id: station!.id } },
        contracts_connection_features: {
          data: { type: 'contracts_connection_features', attributes: featureIds },
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data!.attributes).toMatchObject({
      number: 'ЕОГ-60/2025-17',
      status: 'offer_preparation',
      is_writing: false,
      is_complex: true,
      home_in_schedule: true,
      concluded_at: '2025-03-01',
      valid_until: '2026-03-01',
      works_deadline: null,
      delivery_date: null,
      amount: null,
      connection_time_to_gas_network_slug: '135_dniei',
      gas_distribution_station: station!.id,
      contracts_connection_features: featureIds,
      digital_signature_file_present: false,
      signed: false,
    });
    // The flags are the lead's own: one place, read by the lead list's filters too.
    const [flags] = await ctx.db.query<{ is_complex: boolean; home_in_schedule: boolean }>(
      'SELECT is_complex, home_in_schedule FROM leads WHERE id = $1',
      [id],
    );
    expect(flags).toEqual({ is_complex: true, home_in_schedule: true });

    const patch = (attributes: Record<string, unknown>, relationships?: object) =>
      call<Doc>(ctx.app, {
        method: 'PATCH',
        url: url(id),
        headers: staff,
        payload: { data: { type: 'contract', attributes, relationships } },
      });
    const features999 = {
      contracts_connection_features: {
        data: { type: 'contracts_connection_features', attributes: ['999999999'] },
      },
    };
    const wrong = await patch(
      { connection_time_to_gas_network_slug: 'когда-нибудь' },
      {
        gas_distribution_station: { data: { type: 'gas_distribution_station', id: 'ГРС-1' } },
        ...features999,
      },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors!.map((e) => e.source!.pointer).sort()).toEqual([
      '/data/attributes/connection_time_to_gas_network_slug',
      '/data/attributes/gas_distribution_station',
    ]);
    // The relationships' kinds are the schema's, answered at the relation's name, titled.
    const kinds = await patch(
      {},
      {
        gas_distribution_station: { data: { type: 'gas_distribution_station', id: 5.5 } },
        contracts_connection_features: {
          data: { type: 'contracts_connection_features', attributes: ['1', 'x'] },
        },
      },
    );
    expect(kinds.status).toBe(422);
    expect(kinds.body.errors!.map((e) => [e.source!.pointer, e.title, e.detail]).sort()).toEqual([
      [
        '/data/attributes/contracts_connection_features',
        contractFieldLabels.contracts_connection_features,
        'Поле заполнено некорректно',
      ],
      [
        '/data/attributes/gas_distribution_station',
        contractFieldLabels.gas_distribution_station,
        'Поле заполнено некорректно',
      ],
    ]);
    const unknownFeature = await patch({}, features999);
    expect(unknownFeature.body.errors![0]!.source!.pointer).toBe(
      '/data/attributes/contracts_connection_features',
    );
    // '' is "not given": nothing changes; null clears.
    const kept = await patch(
      { number: '', connection_time_to_gas_network_slug: '' },
      { gas_distribution_station: { data: { type: 'gas_distribution_station', id: '' } } },
    );
    expect(kept.body.data!.attributes).toMatchObject({
      number: 'ЕОГ-60/2025-17',
      connection_time_to_gas_network_slug: '135_dniei',
      gas_distribution_station: station!.id,
    });
    const cleared = await patch(
      { is_complex: false, connection_time_to_gas_network_slug: null },
      {
        gas_distribution_station: { data: null },
        contracts_connection_features: {
          data: { type: 'contracts_connection_features', attributes: [] },
        },
      },
    );
    expect(cleared.body.data!.attributes).toMatchObject({
      contracts_connection_features: [],
      gas_distribution_station: null,
      connection_time_to_gas_network_slug: null,
      is_complex: false,
    });

    const verb = (method: 'PUT' | 'PATCH', status: string, headers = staff) =>
      call<Doc>(ctx.app, {
        method,
        url: url(id, '/update_status'),
        headers,
        payload: { data: { type: 'contract', attributes: { status } } },
      });
    expect(statusOf((await verb('PATCH', 'coordination')).body)).toBe('coordination');
    expect(statusOf((await verb('PUT', 'coordinated', eog)).body)).toBe('coordinated');
    expect(statusOf((await verb('PATCH', 'on_applicant_sign')).body)).toBe('on_applicant_sign');

    const dated = await call<Doc>(ctx.app, {
      method: 'PUT',
      url: url(id, '/update_dates'),
      headers: staff,
      payload: { data: { type: 'contract', attributes: { delivery_date: '05.03.2025' } } },
    });
    expect(dated.status).toBe(200);
    expect(dated.body.data!.attributes.delivery_date).toBe('2025-03-05');

    // An electronic contract is the applicant's to sign, until a detached signature is attached.
    const early = await verb('PUT', 'current');
    expect(early.status).toBe(422);
    const attach = (name: string, kind: string, bytes: Buffer, type = 'application/pdf') =>
      call<Doc>(ctx.app, {
        method: 'POST',
        url: url(id, '/attachments'),
        headers: staff,
        payload: {
          data: {
            type: 'attachment',
            attributes: {
              original_filename: name,
              kind,
              file: `data:${type};base64,${bytes.toString('base64')}`,
            },
          },
        },
      });
    const pdf = sampleFile('Договор.pdf', 512);
    const contractFile = await attach('Договор.pdf', 'contract', pdf);
    expect(contractFile.status).toBe(201);
    expect(contractFile.body.data!.attributes).toMatchObject({
      kind: 'contract',
      original_filename: 'Договор.pdf',
      file_size: 512,
    });
    const signature = await attach(
      'Договор.pdf.sig',
      'detached_reinforced_signature',
      sampleFile('Договор.pdf.sig', 128),
      'application/pkcs7-signature',
    );
    expect(signature.status).toBe(201);
    const files = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: url(id, '/attachments'),
      headers: staff,
    });
    expect(files.body.data.map((f) => f.attributes.kind)).toEqual([
      'contract',
      'detached_reinforced_signature',
    ]);
    const binary = await ctx.app.inject({
      method: 'GET',
      url: `${url(id, '/attachments')}/${contractFile.body.data!.id}?transfer=binary`,
      headers: staff,
    });
    expect(Buffer.from(binary.rawPayload).equals(pdf)).toBe(true);
    const signed = await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: staff });
    expect(signed.body.data!.attributes.digital_signature_file_present).toBe(true);
    expect(
      (signed.body.data!.attributes.allowed_moves as { value: string }[]).map((m) => m.value),
    ).toEqual(['current', 'annulled']);
    const current = await verb('PUT', 'current');
    expect(statusOf(current.body)).toBe('current');
    expect(current.body.data!.attributes.signed).toBe(true);
    expect((await epgu(id)).map((m) => [m.message.status, m.message.org_code])).toEqual([
      ['in_progress', 1019],
      ['in_progress', 1107],
    ]);

    const history = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: url(id, '/history'),
      headers: staff,
    });
    expect(history.body.data.map((h) => h.attributes.to_status)).toEqual([
      'current',
      'on_applicant_sign',
      'coordinated',
      'coordination',
      'offer_preparation',
    ]);
  });

  it('refuses a wrong data-URI contract file with the seeds’ message and stores nothing', async () => {
    const id = await lead();
    await create(id);
    const item = (attributes: Record<string, unknown>) => ({
      data: { type: 'attachment', attributes: { kind: 'contract', ...attributes } },
    });
    const b64 = (bytes: Buffer) => bytes.toString('base64');
    const cases: [Record<string, unknown>, unknown][] = [
      [{ original_filename: 'Договор.pdf', file: 'data:application/pdf;base64,%%%' }, vm.invalid],
      [{ original_filename: 'Договор.pdf', file: b64(sampleFile('Договор.pdf')) }, vm.invalid],
      [
        {
          original_filename: 'Договор.exe',
          file: `data:application/octet-stream;base64,${b64(sampleFile('a.pdf'))}`,
        },
        vm.fileFormat,
      ],
      [
        {
          original_filename: 'Договор.pdf',
          file: `data:application/pdf;base64,${b64(sampleFile('скан.png'))}`,
        },
        vm.fileFormat,
      ],
      [
        {
          original_filename: 'Договор.pdf',
          kind: 'passport',
          file: `data:application/pdf;base64,${b64(sampleFile('Договор.pdf'))}`,
        },
        'Допустимые виды файла: contract, detached_reinforced_signature',
      ],
    ];
    const stored = async () =>
      Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM attachments'))[0]!.n);
    const before = await stored();
    for (const [attributes, detail] of cases) {
      const res = await call<Doc>(ctx.app, {
        method: 'POST',
        url: url(id, '/attachments'),
        headers: staff,
        payload: item(attributes),
      });
      expect([attributes.original_filename, res.status]).toEqual([
        attributes.original_filename,
        422,
      ]);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ detail, source: { pointer: '/data/attributes/file' } }),
      ]);
    }
    expect(await stored()).toBe(before);
    // The auditor is refused before anything is read: the global 403 detail.
    const forbidden = await call<Doc>(ctx.app, {
      method: 'POST',
      url: url(id, '/attachments'),
      headers: auditor,
      payload: item({
        original_filename: 'Договор.pdf',
        file: `data:application/pdf;base64,${b64(sampleFile('Договор.pdf'))}`,
      }),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
    expect(await stored()).toBe(before);
  });

  it('writes no ЕПГУ message when the lead is past in_progress', async () => {
    const id = await lead('contract_preparation');
    await create(id);
    await move(id, 'on_applicant_sign');
    expect(await epgu(id)).toEqual([]);
  });

  it('records the applicant declining, irreversibly, and notifies them of staff moves', async () => {
    const id = await lead();
    await create(id);
    await move(id, 'on_applicant_sign');
    const letters = await ctx.db.query<{ subject: string }>(
      `SELECT subject FROM dev_messages WHERE recipient = 'fl@eog.test' AND subject LIKE 'Договор%'`,
    );
    expect(letters.map((l) => l.subject)).toContain(
      'Договор по вашей заявке направлен вам на подписание',
    );
    // And by SMS, the channel the profile also keeps on.
    const texts = await ctx.db.query<{ body: string }>(
      `SELECT body FROM dev_messages WHERE channel = 'sms' AND recipient = '79110000001'
          AND body LIKE 'Договор%'`,
    );
    expect(texts.map((t) => t.body)).toContainEqual(
      expect.stringMatching(/^Договор по вашей заявке направлен вам на подписание\. Заявка № /),
    );
    const refused = await applicantMove(id, 'not_signed');
    expect(refused.body.errors![0]!.detail).toBe(contractActionWarnings.not_signed);
    expect(statusOf((await applicantMove(id, 'not_signed', { confirmed: true })).body)).toBe(
      'not_signed',
    );
    expect((await move(id, 'on_applicant_sign')).status).toBe(422);
    expect((await move(id, 'annulled')).status).toBe(422);
  });

  it('takes a disagreement protocol back to a revised offer', async () => {
    const id = await lead();
    await create(id);
    await move(id, 'on_applicant_sign');
    // The protocol is not irreversible: no confirmation needed.
    expect(
      statusOf((await applicantMove(id, 'on_correction', { note: 'Не согласен со сроком' })).body),
    ).toBe('on_correction');
    expect((await applicantMove(id, 'current', { confirmed: true })).status).toBe(422);
    expect(statusOf((await move(id, 'on_applicant_sign')).body)).toBe('on_applicant_sign');
    expect(statusOf((await move(id, 'annulled')).body)).toBe('annulled');
  });

  it('refuses illegal and unknown moves, naming the statuses', async () => {
    const id = await lead();
    await create(id);
    const skip = await move(id, 'current');
    expect(skip.status).toBe(422);
    expect(skip.body.errors![0]!.detail).toBe(
      'Переход из статуса «Подготовка оферты» в статус «Действующий» недоступен',
    );
    expect((await move(id, 'bogus')).body.errors![0]!.detail).toBe('Неизвестный статус «bogus»');
    // The applicant cannot act before the offer is sent.
    expect((await applicantMove(id, 'current', { confirmed: true })).status).toBe(422);
    // A paper contract: staff record the applicant's signature.
    await call(ctx.app, {
      method: 'PATCH',
      url: url(id),
      headers: staff,
      payload: { data: { type: 'contract', attributes: { is_writing: true } } },
    });
    await move(id, 'on_applicant_sign');
    expect(statusOf((await move(id, 'current')).body)).toBe('current');
  });

  it('creates one contract per lead, only in the contract phase', async () => {
    const early = await lead('document_check');
    const refused = await create(early);
    expect(refused.status).toBe(422);
    expect(refused.body.errors![0]!.detail).toMatch(/^Договор можно создать только/);
    const id = await lead();
    expect((await create(id)).status).toBe(201);
    const second = await create(id);
    expect(second.status).toBe(422);
    expect(second.body.errors![0]!.detail).toBe('Договор по заявке уже создан');
    expect(
      Number(
        (
          await ctx.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM contracts WHERE lead_id = $1',
            [id],
          )
        )[0]!.n,
      ),
    ).toBe(1);
    const bad = await create(await lead(), { amount: 'много', valid_until: '31.02.2025' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source!.pointer).sort()).toEqual([
      '/data/attributes/amount',
      '/data/attributes/valid_until',
    ]);
  });

  it('edits, dates, audits and deletes only while in preparation', async () => {
    const id = await lead();
    const contractId = (await create(id, { number: 'Д-2' })).body.data!.id;
    const edited = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: url(id),
      headers: staff,
      payload: { data: { type: 'contract', attributes: { number: 'Д-2/1', amount: 1000 } } },
    });
    expect(edited.body.data!.attributes).toMatchObject({ number: 'Д-2/1', amount: 1000 });
    const dated = await call<Doc>(ctx.app, {
      method: 'PUT',
      url: url(id, '/update_dates'),
      headers: staff,
      payload: {
        data: {
          type: 'contract',
          attributes: {
            concluded_at: '01.03.2025',
            valid_until: '2026-03-01',
            works_deadline: '01.12.2025',
          },
        },
      },
    });
    expect(dated.body.data!.attributes).toMatchObject({
      concluded_at: '2025-03-01',
      valid_until: '2026-03-01',
      works_deadline: '2025-12-01',
    });
    const reversed = await call<Doc>(ctx.app, {
      method: 'PUT',
      url: url(id, '/update_dates'),
      headers: staff,
      payload: { data: { type: 'contract', attributes: { valid_until: '01.01.2025' } } },
    });
    expect(reversed.status).toBe(422);
    const audit = await ctx.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM action_histories WHERE record_type = 'contract' AND record_id = $1 ORDER BY id`,
      [contractId],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]!.changes.number).toEqual(['Д-2', 'Д-2/1']);

    await move(id, 'on_applicant_sign');
    const refused = await call<Doc>(ctx.app, { method: 'DELETE', url: url(id), headers: staff });
    expect(refused.status).toBe(422);
    const other = await lead();
    await create(other);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: url(other), headers: staff })).status,
    ).toBe(204);
    expect(
      (await call<Doc>(ctx.app, { method: 'GET', url: url(other), headers: staff })).body.data,
    ).toBeNull();
  });

  it('lets the auditor read contracts but refuses every write and the history', async () => {
    const id = await lead();
    await create(id, { number: 'Д-А' });
    const read = await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: auditor });
    expect(read.status).toBe(200);
    expect(read.body.data!.attributes.number).toBe('Д-А');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/v1/admin/contracts', headers: auditor })).status,
    ).toBe(200);
    const body = {
      data: { type: 'contract', attributes: { status: 'coordination', number: 'X' } },
    };
    const writes: [string, string, unknown][] = [
      ['POST', url(await lead()), { data: { type: 'contract', attributes: {} } }],
      ['PATCH', url(id), body],
      ['DELETE', url(id), undefined],
      ['PUT', url(id, '/update_status'), body],
      ['PATCH', url(id, '/update_status'), body],
      [
        'PUT',
        url(id, '/update_dates'),
        { data: { type: 'contract', attributes: { concluded_at: '01.01.2025' } } },
      ],
      [
        'PUT',
        url(id, '/update_dates'),
        { data: { type: 'contract', attributes: { delivery_date: '01.01.2025' } } },
      ],
      ['GET', url(id, '/history'), undefined],
      [
        'POST',
        url(id, '/attachments'),
        { data: { type: 'attachment', attributes: { attachment_id: '1', kind: 'contract' } } },
      ],
      [
        'POST',
        url(id, '/attachments/multipart_upload_start'),
        {
          data: {
            type: 'attachment',
            attributes: { kind: 'contract', original_filename: 'a.pdf' },
          },
        },
      ],
      ['DELETE', url(id, '/attachments/1'), undefined],
    ];
    for (const [method, path, payload] of writes) {
      const res = await call<Doc>(ctx.app, {
        method: method as 'GET',
        url: path,
        headers: auditor,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
    }
    expect(
      statusOf((await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: staff })).body),
    ).toBe('offer_preparation');
  });

  it('hides another organization’s contract and another applicant’s', async () => {
    const id = await lead();
    await create(id);
    for (const [method, tail] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['PUT', '/update_status'],
      ['GET', '/history'],
      ['GET', '/attachments'],
    ] as const) {
      const res = await call(ctx.app, {
        method,
        url: url(id, tail),
        headers: mosobl,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: { data: { type: 'contract', attributes: { status: 'coordination' } } } }),
      });
      expect([method, tail, res.status]).toEqual([method, tail, 404]);
    }
    const list = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/contracts?per=100',
      headers: mosobl,
    });
    expect(list.body.data.some((c) => c.attributes.lead_uid && String(c.id) === id)).toBe(false);
    // ul@ is another applicant: the lead belongs to fl@.
    expect(
      (await call(ctx.app, { method: 'GET', url: `/v1/leads/${id}/contract`, headers: ul })).status,
    ).toBe(404);
    await move(id, 'on_applicant_sign');
    expect((await applicantMove(id, 'current', { confirmed: true }, ul)).status).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/v1/leads/${id}/contract/attachments`,
          headers: ul,
        })
      ).status,
    ).toBe(404);
    expect(
      statusOf((await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: staff })).body),
    ).toBe('on_applicant_sign');
  });

  it('lists contracts with status, uid and organization filters', async () => {
    const a = await lead();
    await create(a, { number: 'L-1' });
    const b = await lead('in_progress', MOSOBL);
    await create(b, { number: 'L-2' }, await tokenFor(ctx.app, 'etp_admin@eog.test'));
    const all = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/contracts?per=100&status[]=offer_preparation',
      headers: eog,
    });
    const numbers = all.body.data.map((c) => c.attributes.number);
    expect(numbers).toEqual(expect.arrayContaining(['L-1', 'L-2']));
    expect(all.body.data.every((c) => c.attributes.status === 'offer_preparation')).toBe(true);
    const [mo] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM organizations WHERE name = $1',
      [MOSOBL],
    );
    const byOrg = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/contracts?organization_ids[]=${mo!.id}&per=100`,
      headers: eog,
    });
    expect(byOrg.body.data.map((c) => c.attributes.number)).toContain('L-2');
    expect(byOrg.body.data.map((c) => c.attributes.number)).not.toContain('L-1');
    // ГРО staff see only their organization's.
    const own = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/contracts?per=100',
      headers: operator,
    });
    expect(own.body.data.map((c) => c.attributes.number)).not.toContain('L-2');
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: '/v1/admin/contracts?status=bogus',
          headers: eog,
        })
      ).status,
    ).toBe(400);
  });

  it('links uploads as contract files, shows them to the applicant once sent, deletes them', async () => {
    const id = await lead();
    await create(id);
    const [upload] = await ctx.db.query<{ id: string }>(
      `INSERT INTO attachments (kind, original_filename, storage_key, status, file_size, created_by_admin_id)
       VALUES ('contract', 'dogovor.pdf', 'test/dogovor-' || $1, 'complete', 10,
               (SELECT id FROM admin_users WHERE email = 'senior_manager@eog.test')) RETURNING id`,
      [id],
    );
    const link = (attributes: Record<string, unknown>) =>
      call<Doc>(ctx.app, {
        method: 'POST',
        url: url(id, '/attachments'),
        headers: staff,
        payload: { data: { type: 'attachment', attributes } },
      });
    expect((await link({ attachment_id: upload!.id, kind: 'passport' })).status).toBe(422);
    // The body is open for data-URI files; a link takes its id and kind alone.
    const extra = await link({ attachment_id: upload!.id, kind: 'contract', name: 'a.pdf' });
    expect(extra.body.errors?.map((e) => e.detail)).toEqual(['Неизвестное поле']);
    const linked = await link({ attachment_id: upload!.id, kind: 'detached_reinforced_signature' });
    expect(linked.status).toBe(201);
    expect(linked.body.data!.attributes).toMatchObject({
      kind: 'detached_reinforced_signature',
      original_filename: 'dogovor.pdf',
    });
    // Already owned now: a second link is refused.
    expect((await link({ attachment_id: upload!.id, kind: 'contract' })).status).toBe(422);
    const files = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: url(id, '/attachments'),
      headers: auditor,
    });
    expect(files.body.data.map((f) => f.id)).toEqual([upload!.id]);

    const siteFiles = `/v1/leads/${id}/contract/attachments`;
    expect((await call(ctx.app, { method: 'GET', url: siteFiles, headers: fl })).status).toBe(404);
    await move(id, 'on_applicant_sign');
    const shown = await call<ListDoc>(ctx.app, { method: 'GET', url: siteFiles, headers: fl });
    expect(shown.body.data.map((f) => f.id)).toEqual([upload!.id]);
    const one = await call<Doc>(ctx.app, {
      method: 'GET',
      url: `${siteFiles}/${upload!.id}`,
      headers: fl,
    });
    expect(one.body.data!.attributes.original_filename).toBe('dogovor.pdf');

    const started = await call<Doc>(ctx.app, {
      method: 'POST',
      url: url(id, '/attachments/multipart_upload_start'),
      headers: staff,
      payload: {
        data: {
          type: 'attachment',
          attributes: { kind: 'contract', original_filename: 'скан.pdf' },
        },
      },
    });
    expect(started.status).toBe(201);
    const badKind = await call<Doc>(ctx.app, {
      method: 'POST',
      url: url(id, '/attachments/multipart_upload_start'),
      headers: staff,
      payload: {
        data: { type: 'attachment', attributes: { kind: 'egrul', original_filename: 'a.pdf' } },
      },
    });
    expect(badKind.status).toBe(422);

    ctx.app.storage.delete = async () => undefined;
    // The orphan sweep knows contract files as owned.
    await sweepOrphans(ctx.db, ctx.app.storage, { now: new Date(Date.now() + 48 * 3600_000) });
    expect(
      (
        await call<ListDoc>(ctx.app, {
          method: 'GET',
          url: url(id, '/attachments'),
          headers: staff,
        })
      ).body.data.length,
    ).toBe(1);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: url(id, `/attachments/${upload!.id}`),
          headers: staff,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call<ListDoc>(ctx.app, {
          method: 'GET',
          url: url(id, '/attachments'),
          headers: staff,
        })
      ).body.data,
    ).toEqual([]);
  });

  describe('the live clients’ bodies (issue 36)', () => {
    const send = (method: 'POST' | 'PATCH' | 'PUT', path: string, payload: object) =>
      call<Doc>(ctx.app, { method, url: path, headers: staff, payload });
    const entryId = async (kind: string, slug: string) =>
      (
        await ctx.db.query<{ id: string }>(
          'SELECT id::text FROM dictionaries WHERE dictionary_type = $1 AND slug = $2',
          [kind, slug],
        )
      )[0]?.id;
    const audits = async (leadId: string) =>
      (
        await ctx.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM action_histories h JOIN contracts c ON c.id = h.record_id
            WHERE h.record_type = 'contract' AND c.lead_id = $1`,
          [leadId],
        )
      )[0]!.n;

    it('creates from 20, edits with 21 and dates with 26, unchanged', async () => {
      const id = await lead();
      const created = await send('POST', url(id), liveBody('20-contract-create.json'));
      expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
      expect(created.body.data!.attributes).toMatchObject({
        status: 'offer_preparation',
        number: null,
        act_date: null,
        concluded_at: null,
        sign_before: null,
        delivery_method: null,
        extension_period: null,
        planned_tech_restrictions_removal_year: null,
        pickup_branch_id: null,
        pipe_shortage: false,
        is_writing: false,
        is_complex: false,
        home_in_schedule: false,
        signed: false,
        digital_signature_file_present: false,
        connection_time_to_gas_network_slug: '30_dniei',
        current_problem_slug: 'probliem_niet',
        lead_category_slug: 'nie_triebuietsia_sushchiestvuiushchii',
        applicants_category_slug: null,
        construction_status_inside_slug: null,
        construction_status_to_boundary_slug: null,
        gas_distribution_station: null,
        contracts_connection_features: [],
      });
      // The category is the lead's own.
      const [row] = await ctx.db.query<{ lead_category_id: string }>(
        'SELECT lead_category_id::text FROM leads WHERE id = $1',
        [id],
      );
      expect(row!.lead_category_id).toBe(
        await entryId('lead_category', 'nie_triebuietsia_sushchiestvuiushchii'),
      );

      const edited = await send('PATCH', url(id), liveBody('21-contract-update.json'));
      expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
      expect(edited.body.data!.attributes).toMatchObject({
        concluded_at: '2026-05-05',
        connected_at: '2026-06-05',
        delivery_date: '2026-05-05',
        sign_before: '2026-05-20',
        act_date: null,
        connection_time_to_gas_network_slug: '30_dniei',
        current_problem_slug: 'probliem_niet',
        signed: false,
      });
      const dated = await send(
        'PUT',
        url(id, '/update_dates'),
        liveBody('26-contract-update_dates.json'),
      );
      expect(dated.status, JSON.stringify(dated.body.errors)).toBe(200);
      expect(dated.body.data!.attributes.delivery_date).toBe('2026-05-05');
      const read = await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: auditor });
      expect(read.body.data!.attributes).toMatchObject({
        concluded_at: '2026-05-05',
        lead_category_slug: 'nie_triebuietsia_sushchiestvuiushchii',
      });
      // The create and the edit; the dates sent again changed nothing.
      expect(await audits(id)).toBe('2');
    });

    it('needs the date key only for the dates a create gives', async () => {
      // The auditor holds no date key (nor, at the route, the contract key): the rule alone.
      const [row] = await ctx.db.query<{ id: string }>(
        `SELECT id::text FROM admin_users WHERE email = 'auditor@eog.test'`,
      );
      const noDateKey = (await loadAdmin(ctx.db, row!.id))!;
      const body = liveBody('20-contract-create.json').data;
      const input = (attributes: Record<string, unknown>) => ({
        attributes,
        relationships: body.relationships as Record<string, unknown>,
      });
      const id = await lead();
      await ctx.db.transaction((tx) => createContract(tx, noDateKey, id, input(body.attributes)));
      expect(
        statusOf((await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: staff })).body),
      ).toBe('offer_preparation');
      const other = await lead();
      await expect(
        ctx.db.transaction((tx) =>
          createContract(
            tx,
            noDateKey,
            other,
            input({ ...body.attributes, act_date: '01.05.2026' }),
          ),
        ),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('refuses an unknown or retired slug and bad values, writing nothing', async () => {
      const id = await lead();
      const body = liveBody('20-contract-create.json');
      const withAttributes = (extra: Record<string, unknown>) => ({
        data: { ...body.data, attributes: { ...body.data.attributes, ...extra } },
      });
      const unknown = await send('POST', url(id), withAttributes({ current_problem_slug: 'niet' }));
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        expect.objectContaining({
          detail: vm.invalid,
          source: { pointer: '/data/attributes/current_problem_slug' },
        }),
      ]);
      // A slug of another dictionary is no better.
      const foreign = await send(
        'POST',
        url(id),
        withAttributes({ applicants_category_slug: 'probliem_niet' }),
      );
      expect(foreign.body.errors!.map((e) => e.source!.pointer)).toEqual([
        '/data/attributes/applicants_category_slug',
      ]);
      const [mosoblBranch] = await ctx.db.query<{ id: string }>(
        `SELECT b.id::text FROM branches b JOIN organizations o ON o.id = b.organization_id
          WHERE o.name = $1 LIMIT 1`,
        [MOSOBL],
      );
      const bad = await send(
        'POST',
        url(id),
        withAttributes({
          delivery_method: 'pigeon',
          planned_tech_restrictions_removal_year: '1999',
          pickup_branch_id: mosoblBranch!.id,
          act_date: '31.02.2026',
          pipe_shortage: 'иногда',
        }),
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors!.map((e) => [e.source!.pointer, e.detail]).sort()).toEqual([
        ['/data/attributes/act_date', vm.invalid],
        ['/data/attributes/delivery_method', vm.invalid],
        ['/data/attributes/pipe_shortage', vm.invalid],
        ['/data/attributes/planned_tech_restrictions_removal_year', 'Минимальное значение — 2000'],
      ]);
      const branch = await send(
        'POST',
        url(id),
        withAttributes({ pickup_branch_id: mosoblBranch!.id }),
      );
      expect(branch.body.errors!.map((e) => e.source!.pointer)).toEqual([
        '/data/attributes/pickup_branch_id',
      ]);
      const nothing = await ctx.db.query(
        `SELECT 1 FROM contracts WHERE lead_id = $1
         UNION ALL SELECT 1 FROM leads WHERE id = $1 AND lead_category_id IS NOT NULL`,
        [id],
      );
      expect(nothing).toEqual([]);

      // An edit that fails on one slug writes none of its other values either.
      expect((await send('POST', url(id), body)).status).toBe(201);
      const [problem] = await ctx.db.query<{ id: string }>(
        `UPDATE dictionaries SET active = false
          WHERE dictionary_type = 'current_problem' AND slug <> 'probliem_niet'
          RETURNING id::text`,
      );
      try {
        const retired = (
          await ctx.db.query<{ slug: string }>('SELECT slug FROM dictionaries WHERE id = $1', [
            problem!.id,
          ])
        )[0]!.slug;
        const refused = await send('PATCH', url(id), {
          data: {
            type: 'contract',
            attributes: {
              number: 'Д-36',
              lead_category_slug: 'piervaia_katiegoriia',
              current_problem_slug: retired,
            },
          },
        });
        expect(refused.body.errors!.map((e) => e.source!.pointer)).toEqual([
          '/data/attributes/current_problem_slug',
        ]);
        const after = await call<Doc>(ctx.app, { method: 'GET', url: url(id), headers: staff });
        expect(after.body.data!.attributes).toMatchObject({
          number: null,
          current_problem_slug: 'probliem_niet',
          lead_category_slug: 'nie_triebuietsia_sushchiestvuiushchii',
        });
        expect(await audits(id)).toBe('1');
      } finally {
        await ctx.db.query(
          `UPDATE dictionaries SET active = true WHERE dictionary_type = 'current_problem'`,
        );
      }
    });
  });

  // Issue 37 item 4: the schema judges types, lengths and spellings, the code the rest — and a
  // contract's write answers both in one 422, each error titled.
  it('judges a write by its schema and answers its refusals with the code’s at once', async () => {
    type Errors = { errors: { detail: string; title: string; source: { pointer: string } }[] };
    const id = await lead();
    const refused = await call<Errors>(ctx.app, {
      method: 'POST',
      url: url(id),
      headers: staff,
      payload: {
        data: {
          type: 'contract',
          attributes: {
            number: 5,
            note: 'н'.repeat(2001),
            amount: -1,
            is_writing: 'да',
            planned_tech_restrictions_removal_year: 1999,
            delivery_method: 'pigeon',
            pickup_branch_id: 'один',
            current_problem_slug: 'Нет',
            concluded_at: '5 мая',
            valid_until: '31.02.2026',
            colour: 'синий',
          },
        },
      },
    });
    expect(refused.status).toBe(422);
    const answer = (name: string) =>
      refused.body.errors.find((e) => e.source.pointer === `/data/attributes/${name}`);
    const byField = Object.fromEntries(
      refused.body.errors.map((e) => [e.source.pointer.split('/').pop(), [e.detail, e.title]]),
    );
    expect(byField).toEqual({
      number: [vm.invalid, 'Номер'],
      note: ['Длина должна быть не больше 2000 символов', 'Примечание'],
      amount: [vm.invalid, 'Сумма'],
      is_writing: [vm.invalid, 'В письменной форме'],
      planned_tech_restrictions_removal_year: [
        'Минимальное значение — 2000',
        'Плановый год снятия технических ограничений',
      ],
      delivery_method: [vm.invalid, 'Способ получения договора'],
      pickup_branch_id: [vm.invalid, 'Филиал выдачи договора'],
      current_problem_slug: [vm.invalid, 'Текущая проблема'],
      concluded_at: [vm.invalid, 'Дата заключения'],
      // Spelled right, but no calendar day: the code's, in the same answer.
      valid_until: [vm.invalid, 'Действует до'],
      colour: ['Неизвестное поле', 'colour'],
    });
    expect(answer('colour')).toMatchObject({ code: 'unknown_field' });

    // The console's form is judged as the document; a malformed body stays a 400.
    const form = await call<Doc>(ctx.app, {
      method: 'POST',
      url: url(id),
      headers: staff,
      payload: { contract: { number: ' Д-37 ', amount: '1 000,5', is_writing: 'true' } },
    });
    expect(form.status).toBe(201);
    expect(form.body.data!.attributes).toMatchObject({
      number: 'Д-37',
      amount: 1000.5,
      is_writing: true,
    });
    const formRefused = await call<Errors>(ctx.app, {
      method: 'PATCH',
      url: url(id),
      headers: staff,
      payload: { contract: { amount: '1,234' } },
    });
    expect(formRefused.body.errors.map((e) => e.source.pointer)).toEqual([
      '/data/attributes/amount',
    ]);
    for (const payload of [{ data: { attributes: [] } }, { data: 5 }, { nothing: {} }]) {
      const res = await call(ctx.app, { method: 'PATCH', url: url(id), headers: staff, payload });
      expect(res.status).toBe(400);
    }
    const dates = await call<Errors>(ctx.app, {
      method: 'PUT',
      url: url(id, '/update_dates'),
      headers: staff,
      payload: {
        data: { attributes: { act_date: '2026/05/05', order_date: '2026-02-30', number: 'Д' } },
      },
    });
    expect(dates.body.errors.map((e) => [e.source.pointer, e.detail]).sort()).toEqual([
      ['/data/attributes/act_date', vm.invalid],
      ['/data/attributes/number', 'Неизвестное поле'],
      ['/data/attributes/order_date', vm.invalid],
    ]);
    // A wrong path id is still no record.
    const noLead = await call(ctx.app, {
      method: 'PATCH',
      url: url('x1'),
      headers: staff,
      payload: { data: { attributes: { number: 5 } } },
    });
    expect(noLead.status).toBe(404);
  });
});
