import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruDate, today, addDays, toIsoDate } from '../../../src/format/date';
import { activityMessages as am } from '../../../src/leads/activities';
import { validationMessages as vm } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { sampleFile } from '../../test/sampleFiles';
import { contractMessages } from '../contracts/messages';
import { fileKindMessage } from './schemas';
import { tokenFor } from '../reference/testAuth';

// Lead activities end to end: the list, add / edit / delete with every field rule, nothing
// written on a refusal, the permission (auditor 403) and the record scope (other ГРО 404).
describe('lead activities', () => {
  let ctx: TestContext;
  let operator: { authorization: string };
  let auditor: { authorization: string };
  let mosobl: { authorization: string };
  let lead: string;
  let typeId: string;
  let otherKindId: string;
  let inactiveId: string;
  const pskov = 'АО «Газпром газораспределение Псков»';

  type Body = {
    data: { id: string; attributes: Record<string, unknown> } & Record<string, unknown>;
    errors?: { detail: string; source?: { pointer: string } }[];
  };

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const count = async (id = lead) =>
    Number(
      (
        await one<{ n: string }>('SELECT count(*) AS n FROM lead_activities WHERE lead_id = $1', [
          id,
        ])
      ).n,
    );

  async function newLead(uid: string, status: string): Promise<string> {
    const row = await one<{ id: string }>(
      `INSERT INTO leads (uid, status, user_id, organization_id, region_id, service_id, submitted_at)
       SELECT $1, $2, u.id, o.id, r.id, (SELECT id FROM services WHERE kind = 'technical_connection'), now()
         FROM users u, organizations o, regions r
        WHERE u.email = 'fl@eog.test' AND o.name = $3 AND r.code = '60'
       RETURNING id`,
      [uid, status, pskov],
    );
    return String(row.id);
  }

  const url = (id = lead, activity?: string) =>
    `/v1/admin/leads/${id}/activities${activity ? `/${activity}` : ''}`;
  /** The body as the console sends it: the type as the live API's relation, the rest attributes. */
  const activityBody = ({ activity_type_id: typeId, ...attributes }: Record<string, unknown>) => ({
    data: {
      type: 'activity',
      attributes,
      ...(typeId === undefined
        ? {}
        : {
            relationships: {
              activity_type: { data: typeId === null ? null : { type: 'dictionary', id: typeId } },
            },
          }),
    },
  });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    attributes?: Record<string, unknown>,
    headers = operator,
  ) =>
    call<Body>(ctx.app, {
      method,
      url: path,
      headers,
      ...(attributes ? { payload: activityBody(attributes) } : {}),
    });
  const errorOf = (body: Body, field: string) =>
    body.errors?.find((e) => e.source?.pointer === `/data/attributes/${field}`)?.detail;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    mosobl = await tokenFor(ctx.app, 'senior_manager_mosobl@eog.test');
    lead = await newLead('60-ТС-990001', 'in_progress');
    const dict = (kind: string, active = true) =>
      one<{ id: string }>(
        'SELECT id FROM dictionaries WHERE dictionary_type = $1 AND active = $2 ORDER BY id LIMIT 1',
        [kind, active],
      ).then((r) => String(r.id));
    typeId = await dict('additional_activities');
    otherKindId = await dict('rejection_reason');
    inactiveId = String(
      (
        await one<{ id: string }>(
          `INSERT INTO dictionaries (dictionary_type, name, active)
           VALUES ('additional_activities', 'Старое мероприятие', false) RETURNING id`,
        )
      ).id,
    );
  });
  afterAll(() => ctx.close());

  /** A file item of the live API: `{data: {type: 'attachment', attributes: {…, file}}}`. */
  const dataUri = (
    name: string,
    bytes: Buffer,
    kind = 'lead_activity',
    type = 'application/pdf',
  ) => ({
    data: {
      type: 'attachment',
      attributes: {
        original_filename: name,
        kind,
        file: `data:${type};base64,${bytes.toString('base64')}`,
      },
    },
  });
  /** The live create body: the type as a relationship, the files beside it, '' as "not given". */
  const liveBody = (attachments: unknown[], attributes: Record<string, unknown> = {}) => ({
    data: {
      type: 'activity',
      attributes: {
        plan_date: '01.03.2026',
        fact_date: '',
        finished: false,
        note: '',
        ...attributes,
      },
      relationships: {
        activity_type: { data: { type: 'dictionary', id: typeId } },
        attachments,
      },
    },
  });
  // A lead of their own, so the list of the tests below stays theirs.
  let liveLead: string;
  const postLive = async (payload: unknown) =>
    call<Body>(ctx.app, {
      method: 'POST',
      url: url((liveLead ??= await newLead('60-ТС-990009', 'in_progress'))),
      headers: operator,
      payload: payload as Record<string, unknown>,
    });
  const fileCount = async () =>
    Number((await one<{ n: string }>('SELECT count(*) AS n FROM attachments')).n);

  it('takes the live body: relationships.activity_type and data-URI files of kind lead_activity', async () => {
    const pdf = sampleFile('Акт выполненных работ.pdf', 300);
    const res = await postLive(liveBody([dataUri('Акт выполненных работ.pdf', pdf)]));
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      plan_date: '2026-03-01',
      fact_date: null,
      finished: false,
      note: null,
    });
    expect(res.body.data.relationships).toEqual({
      activity_type: { data: { type: 'dictionary', id: typeId } },
    });
    const files = `${url(liveLead, res.body.data.id)}/attachments`;
    const listed = await call<{ data: { id: string; attributes: Record<string, unknown> }[] }>(
      ctx.app,
      { method: 'GET', url: files, headers: operator },
    );
    expect(listed.body.data.map((f) => f.attributes)).toMatchObject([
      { kind: 'lead_activity', original_filename: 'Акт выполненных работ.pdf', file_size: 300 },
    ]);
    const binary = await ctx.app.inject({
      method: 'GET',
      url: `${files}/${listed.body.data[0]!.id}?transfer=binary`,
      headers: operator,
    });
    expect(Buffer.from(binary.rawPayload).equals(pdf)).toBe(true);
  });

  it('refuses a wrong data-URI file with the seeds’ message and writes nothing', async () => {
    const png = sampleFile('скан.png');
    const cases: [unknown, string][] = [
      [
        {
          data: {
            type: 'attachment',
            attributes: {
              original_filename: 'a.pdf',
              kind: 'lead_activity',
              file: 'data:application/pdf;base64,@@@',
            },
          },
        },
        vm.invalid,
      ],
      [
        dataUri('программа.exe', sampleFile('a.pdf'), 'lead_activity', 'application/octet-stream'),
        vm.fileFormat,
      ],
      [dataUri('акт.pdf', png), vm.fileFormat],
      [dataUri('пусто.pdf', Buffer.alloc(0)), vm.fileEmpty],
      [
        dataUri('паспорт.pdf', sampleFile('паспорт.pdf'), 'passport'),
        expect.stringMatching(/^Допустимые виды файла: lead_activity, /),
      ],
    ];
    const activities = await count(liveLead);
    const stored = await fileCount();
    for (const [item, detail] of cases) {
      const res = await postLive(liveBody([dataUri('Акт.pdf', sampleFile('Акт.pdf')), item]));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ detail, source: { pointer: '/data/attributes/attachments/1' } }),
      ]);
    }
    expect(await count(liveLead)).toBe(activities);
    expect(await fileCount()).toBe(stored);
  });

  it('adds an activity with dd.MM.yyyy dates and lists it with its type and author', async () => {
    const yesterday = addDays(today(), -1);
    const res = await send('POST', url(), {
      activity_type_id: typeId,
      plan_date: '01.03.2026',
      fact_date: ruDate(yesterday),
      finished: true,
      note: 'Проект согласован',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.type).toBe('activity');
    expect(res.body.data.relationships).toEqual({
      activity_type: { data: { type: 'dictionary', id: typeId } },
    });
    expect(res.body.data.attributes).toMatchObject({
      plan_date: '2026-03-01',
      fact_date: toIsoDate(yesterday),
      finished: true,
      note: 'Проект согласован',
    });
    expect(res.body.data.attributes.activity_type_name).toBeTruthy();
    expect(res.body.data.attributes.admin_name).toBeTruthy();

    const listed = await call<{ data: Body['data'][] }>(ctx.app, {
      method: 'GET',
      url: url(),
      headers: operator,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((a) => a.id)).toEqual([res.body.data.id]);
  });

  it('takes the type under its one name, the relation: activity_type_id is an unknown attribute', async () => {
    const res = await call<Body>(ctx.app, {
      method: 'POST',
      url: url(),
      headers: operator,
      payload: { data: { type: 'activity', attributes: { activity_type_id: typeId } } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'unknown_field',
          source: { pointer: '/data/attributes/activity_type_id' },
        }),
      ]),
    );
  });

  it('accepts ISO dates and defaults finished to false', async () => {
    const res = await send('POST', url(), { activity_type_id: typeId, plan_date: '2026-04-15' });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      plan_date: '2026-04-15',
      fact_date: null,
      finished: false,
    });
  });

  it('refuses bad input per field in Russian and writes nothing', async () => {
    const before = await count();
    const tomorrow = ruDate(addDays(today(), 1));
    const res = await send('POST', url(), {
      plan_date: '31.02.2026',
      fact_date: tomorrow,
      finished: 'yes',
      note: 'x'.repeat(2001),
    });
    expect(res.status).toBe(422);
    expect(errorOf(res.body, 'activity_type')).toBe('Поле обязательно для заполнения');
    expect(errorOf(res.body, 'plan_date')).toBe('Поле заполнено некорректно');
    expect(errorOf(res.body, 'fact_date')).toBe(`Максимальное значение - ${ruDate(today())}`);
    expect(errorOf(res.body, 'finished')).toBe('Поле заполнено некорректно');
    expect(errorOf(res.body, 'note')).toBe('Длина должна быть не больше 2000 символов');
    expect(await count()).toBe(before);
  });

  it('answers the schema’s refusals with the code’s, after the activity’s 404', async () => {
    const res = await send('POST', url(), {
      activity_type_id: typeId,
      plan_date: 20260301,
      fact_date: 'вчера',
      finished: 'да',
      extra: 1,
    });
    expect(res.status).toBe(422);
    expect(Object.fromEntries(res.body.errors!.map((e) => [e.source?.pointer, e.detail]))).toEqual({
      '/data/attributes/plan_date': 'Поле заполнено некорректно',
      '/data/attributes/finished': 'Поле заполнено некорректно',
      '/data/attributes/extra': 'Неизвестное поле',
      '/data/attributes/fact_date': 'Поле заполнено некорректно',
    });
    expect((await send('PATCH', url(lead, '999999999'), { note: 5 })).status).toBe(404);
  });

  it('takes the type only from active additional activities', async () => {
    const before = await count();
    for (const id of [otherKindId, inactiveId, '999999999']) {
      const res = await send('POST', url(), { activity_type_id: id });
      expect(res.status).toBe(422);
      expect(errorOf(res.body, 'activity_type')).toBe(am.typeMissing);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a finished activity without a fact date, on create and on edit', async () => {
    const before = await count();
    const created = await send('POST', url(), { activity_type_id: typeId, finished: true });
    expect(created.status).toBe(422);
    expect(errorOf(created.body, 'fact_date')).toBe(am.finishedWithoutFact);
    expect(await count()).toBe(before);

    const open = await send('POST', url(), { activity_type_id: typeId });
    const id = open.body.data.id;
    const edit = await send('PATCH', url(lead, id), { finished: true });
    expect(edit.status).toBe(422);
    expect(errorOf(edit.body, 'fact_date')).toBe(am.finishedWithoutFact);
    const row = await one<{ finished: boolean }>(
      'SELECT finished FROM lead_activities WHERE id = $1',
      [id],
    );
    expect(row.finished).toBe(false);
  });

  it('edits only the sent fields and keeps the rest', async () => {
    const created = await send('POST', url(), {
      activity_type_id: typeId,
      plan_date: '10.05.2026',
      note: 'Первое',
    });
    const id = created.body.data.id;
    const done = ruDate(today());
    const res = await send('PATCH', url(lead, id), { fact_date: done, finished: true });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      plan_date: '2026-05-10',
      fact_date: toIsoDate(today()),
      finished: true,
      note: 'Первое',
    });
    // Clearing the fact date of a finished activity is the same broken rule.
    const clear = await send('PATCH', url(lead, id), { fact_date: null });
    expect(clear.status).toBe(422);
    expect(errorOf(clear.body, 'fact_date')).toBe(am.finishedWithoutFact);
    const cleared = await send('PATCH', url(lead, id), { activity_type_id: null });
    expect(cleared.status).toBe(422);
    expect(errorOf(cleared.body, 'activity_type')).toBe('Поле обязательно для заполнения');
  });

  it('deletes an activity; an unknown or another lead’s activity is a 404', async () => {
    const created = await send('POST', url(), { activity_type_id: typeId });
    const id = created.body.data.id;
    const other = await newLead('60-ТС-990002', 'in_progress');
    expect((await send('PATCH', url(other, id), { note: 'x' })).status).toBe(404);
    expect((await send('DELETE', url(other, id))).status).toBe(404);
    const removed = await send('DELETE', url(lead, id));
    expect(removed.status).toBe(204);
    expect((await send('DELETE', url(lead, id))).status).toBe(404);
    expect((await send('PATCH', url(lead, '999999999'), { note: 'x' })).status).toBe(404);
  });

  it('lets the auditor read but not write (403)', async () => {
    const read = await call(ctx.app, { method: 'GET', url: url(), headers: auditor });
    expect(read.status).toBe(200);
    const before = await count();
    const res = await send('POST', url(), { activity_type_id: typeId }, auditor);
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.detail).toBe('Не хватает прав для данного действия');
    const [first] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM lead_activities WHERE lead_id = $1 ORDER BY id LIMIT 1',
      [lead],
    );
    expect((await send('PATCH', url(lead, first!.id), { note: 'x' }, auditor)).status).toBe(403);
    expect((await send('DELETE', url(lead, first!.id), undefined, auditor)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('hides the lead from another ГРО (404) for reads and writes', async () => {
    const before = await count();
    expect((await call(ctx.app, { method: 'GET', url: url(), headers: mosobl })).status).toBe(404);
    const res = await send('POST', url(), { activity_type_id: typeId }, mosobl);
    expect(res.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('judges a file link: the upload’s id, the kind’s spelling, no other attribute', async () => {
    const created = await send('POST', url(), { activity_type_id: typeId });
    const files = `${url(lead, created.body.data.id)}/attachments`;
    const link = (attributes: Record<string, unknown>, id?: unknown) =>
      call<Body>(ctx.app, {
        method: 'POST',
        url: files,
        headers: operator,
        payload: { data: { type: 'attachment', ...(id === undefined ? {} : { id }), attributes } },
      });
    const refused = await link({ attachment_id: 'x', kind: 5, extra: 1 });
    expect(refused.status).toBe(422);
    const items = refused.body.errors as {
      title: string;
      detail: string;
      source: { pointer: string };
    }[];
    expect(items.map((e) => [e.source.pointer, e.title, e.detail])).toEqual([
      ['/data/attributes/extra', 'extra', 'Неизвестное поле'],
      ['/data/attributes/attachment_id', 'Файл', vm.invalid],
      ['/data/attributes/kind', 'Вид файла', fileKindMessage('LeadActivity')],
    ]);
    for (const [attributes, id] of [[{ kind: 'act_gas_start' }], [{ attachment_id: ' ' }, '7']]) {
      const missing = await link(attributes as Record<string, unknown>, id);
      expect(errorOf(missing.body, 'attachment_id')).toBe(vm.required);
    }
    const badDataId = await link({ kind: 'act_gas_start' }, 'x');
    expect(errorOf(badDataId.body, 'attachment_id')).toBe(vm.invalid);
    const noKind = await link({ attachment_id: 1 });
    expect(errorOf(noKind.body, 'kind')).toBe(fileKindMessage('LeadActivity'));
    // A well-formed link reaches the upload: none of the caller's has that id.
    const unknown = await link({ attachment_id: 99999999, kind: 'act_gas_start' });
    expect(errorOf(unknown.body, 'attachment_id')).toBe(contractMessages.attachmentTaken);
  });

  it('refuses writes on a closed lead', async () => {
    const closed = await newLead('60-ТС-990003', 'finished');
    const res = await send('POST', url(closed), { activity_type_id: typeId });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.detail).toBe('Заявку в статусе «Завершена» нельзя изменить');
    expect(await count(closed)).toBe(0);
  });

  it('keeps the stage’s acts: upload, list, download, remove; they go with the activity', async () => {
    const created = await send('POST', url(), { activity_type_id: typeId });
    const activity = created.body.data.id;
    const files = `${url(lead, activity)}/attachments`;
    const post = (path: string, payload: Record<string, unknown>, headers = operator) =>
      call<Body>(ctx.app, { method: 'POST', url: path, headers, payload });
    const upload = async (kind: string, name: string, bytes: Buffer, headers = operator) => {
      const start = await post(
        `${files}/multipart_upload_start`,
        { data: { type: 'attachment', attributes: { kind, original_filename: name } } },
        headers,
      );
      if (start.status !== 201) return start;
      const uploadId = start.body.data.attributes.upload_id;
      const part = await post(`${files}/multipart_upload_url`, {
        upload_id: uploadId,
        part_number: 1,
      });
      const put = await ctx.app.inject({
        method: 'PUT',
        url: String(part.body.data.attributes.upload_url),
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
      return post(`${files}/multipart_upload_complete`, {
        upload_id: uploadId,
        parts: [{ part_number: 1, etag: put.headers.etag }],
      });
    };
    // A passport is no act of the works; the auditor uploads nothing.
    expect((await upload('passport', 'p.pdf', Buffer.from('x'))).status).toBe(422);
    expect((await upload('act_gas_start', 'a.pdf', Buffer.from('x'), auditor)).status).toBe(403);
    const done = await upload('act_gas_start', 'Акт пуска газа.pdf', Buffer.from('%PDF-act'));
    expect(done.status).toBe(200);
    expect(done.body.data.attributes).toMatchObject({ kind: 'act_gas_start', file_size: 8 });
    const fileId = done.body.data.id;

    const listed = await call<{ data: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: files,
      headers: auditor,
    });
    expect(listed.body.data.map((f) => f.id)).toEqual([fileId]);
    const binary = await ctx.app.inject({
      method: 'GET',
      url: `${files}/${fileId}?transfer=binary`,
      headers: operator,
    });
    expect(binary.body).toBe('%PDF-act');
    expect((await call(ctx.app, { method: 'GET', url: files, headers: mosobl })).status).toBe(404);

    // Deleting the stage removes its files.
    expect((await send('DELETE', url(lead, activity))).status).toBe(204);
    const left = await one<{ n: string }>(
      "SELECT count(*) AS n FROM attachments WHERE record_type = 'LeadActivity' AND record_id = $1",
      [activity],
    );
    expect(Number(left.n)).toBe(0);
  });
});
