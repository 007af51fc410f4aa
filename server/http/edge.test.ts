/**
 * Issue 22, "Found when tried as a new user would", items 1, 2, 3 and 6: every request's text and
 * types are checked once, in the shared layer (server/http/edge.ts, the route schemas with
 * server/http/afterSchema.ts, server/registries/validate.ts), so no route stores a blank login, a
 * number's spelling or a replaced character, and none answers 500 to a NUL byte or a wrong type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { validationMessages as m } from '../../src/validation/messages';
import { call, createTestApp, loginAs, type TestContext } from '../test/helpers';
import { tokenFor } from '../modules/reference/testAuth';
import { FormFile } from './formBody';
import { badTextError, findBadText, hasBadText, JSON_API_MEDIA_TYPE } from './edge';

type Auth = { authorization: string };
interface ErrorBody {
  errors?: { code: string; detail: string; title: string; source?: { pointer: string } }[];
  data?: { id: string; attributes: Record<string, unknown> };
}

describe('findBadText', () => {
  it('finds NUL bytes and lone surrogates in strings, keys and nested values', () => {
    expect(hasBadText('a\u0000b')).toBe(true);
    expect(hasBadText('\uD800')).toBe(true);
    expect(hasBadText('x\uDC00')).toBe(true);
    expect(hasBadText('😀 Иванов')).toBe(false);
    expect(findBadText({ data: { attributes: { a: ['ok', 'b\u0000'] } } })).toEqual([
      'data',
      'attributes',
      'a',
      '1',
    ]);
    expect(findBadText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findBadText({ a: 1, b: [true, null, { c: 'fine' }] })).toBeUndefined();
  });

  it('leaves a form body file alone (its name is checked when it arrives)', () => {
    const file = new FormFile(
      'a.jpg',
      'image/jpeg',
      'attachments/x.jpg',
      3,
      Buffer.from([0xff, 0xd8, 0]),
    );
    expect(findBadText({ passport: file })).toBeUndefined();
    // A look-alike plain object from a JSON body is walked like any other.
    expect(findBadText({ passport: { kind: 'file', filename: 'a\u0000.jpg' } })).toEqual([
      'passport',
      'filename',
    ]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)).toHaveLength(100_000);
  });

  it('points at the attribute whichever way the body wraps it', () => {
    const pointer = (path: string[]) => badTextError(path).items[0]!.source!.pointer;
    expect(pointer(['data', 'attributes', 'extra_info'])).toBe('/data/attributes/extra_info');
    expect(pointer(['auth', 'email'])).toBe('/data/attributes/email');
    expect(pointer(['user', 'passport', 'number'])).toBe('/data/attributes/passport/number');
    expect(pointer(['data', 'relationships', 'service', 'data', 'id'])).toBe(
      '/data/relationships/service/data/id',
    );
    const error = badTextError(['lead', 'note']);
    expect(error.status).toBe(422);
    expect(error.items[0]).toMatchObject({
      detail: errorMessages.invalidCharacters,
      title: 'note',
    });
  });
});

describe('the shared input layer on the real routes', () => {
  let ctx: TestContext;
  let etp: Auth;
  let fl: Auth;
  const ids: Record<string, string> = {};

  const one = async (sql: string, params: unknown[] = []) =>
    String((await ctx.db.query<{ id: string }>(sql, params))[0]!.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    etp = await tokenFor(ctx.app, 'etp_admin@eog.test');
    fl = await tokenFor(ctx.app, 'fl@eog.test');
    ids.etp = await one("SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'");
    ids.operator = await one("SELECT id FROM admin_users WHERE email = 'operator@eog.test'");
    ids.fl = await one("SELECT id FROM users WHERE email = 'fl@eog.test'");
    ids.ul = await one("SELECT id FROM users WHERE email = 'ul@eog.test'");
    ids.dogas = await one("SELECT id FROM services WHERE kind = 'dogasification'");
  });
  afterAll(() => ctx.close());

  const send = (
    method: 'POST' | 'PATCH' | 'PUT' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    call<ErrorBody>(ctx.app, {
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const doc = (type: string, attributes: Record<string, unknown>) => ({
    data: { type, attributes },
  });
  /** A draft lead of the applicant fl with `attributes`. */
  const draft = (attributes: Record<string, unknown>) =>
    send('POST', '/v1/leads', fl, {
      data: {
        type: 'lead',
        attributes,
        relationships: { service: { data: { type: 'service', id: ids.dogas } } },
      },
    });
  const emailOf = async (table: string, id: string) =>
    (await ctx.db.query<{ email: string }>(`SELECT email FROM ${table} WHERE id = $1`, [id]))[0]!
      .email;
  const details = (body: ErrorBody) =>
    Object.fromEntries((body.errors ?? []).map((e) => [e.source?.pointer, e.detail]));

  describe('item 1: an e-mail is trimmed first, then validated', () => {
    const blankEmail = [
      ['PATCH /v1/admin/current', 'PATCH', '/v1/admin/current', 'admin_user', 'admin_users', 'etp'],
      ['PATCH /v1/users/current', 'PATCH', '/v1/users/current', 'user', 'users', 'fl'],
      ['PATCH /v1/admin/users/{id}', 'PATCH', '/v1/admin/users/:ul', 'user', 'users', 'ul'],
      [
        'PATCH /v1/admin/admin_users/{id}',
        'PATCH',
        '/v1/admin/admin_users/:operator',
        'admin_user',
        'admin_users',
        'operator',
      ],
    ] as const;

    it.each(blankEmail)(
      '%s refuses an e-mail of spaces',
      async (_, method, url, type, table, who) => {
        const before = await emailOf(table, ids[who]!);
        const headers = who === 'fl' ? fl : etp;
        for (const email of [' ', '   \t ']) {
          const res = await send(
            method,
            url.replace(/:(\w+)/, (_m, k: string) => ids[k]!),
            headers,
            doc(type, { email }),
          );
          expect(res.status, JSON.stringify(res.body)).toBe(422);
          expect(details(res.body)['/data/attributes/email']).toBe(m.required);
        }
        expect(await emailOf(table, ids[who]!)).toBe(before);
      },
    );

    it('stores a padded e-mail trimmed and the next login with it works', async () => {
      const res = await send(
        'PATCH',
        '/v1/admin/current',
        etp,
        doc('admin_user', { email: '  etp_admin@eog.test  ' }),
      );
      expect(res.status).toBe(200);
      expect(await emailOf('admin_users', ids.etp!)).toBe('etp_admin@eog.test');
      await expect(loginAs(ctx.app, 'etp_admin@eog.test')).resolves.toBeDefined();
    });

    it.each([
      ['POST /v1/admin/users', '/v1/admin/users', 'user'],
      ['POST /v1/admin/admin_users', '/v1/admin/admin_users', 'admin_user'],
    ])('%s refuses an e-mail of spaces', async (_, url, type) => {
      const res = await send('POST', url, etp, doc(type, { email: ' ', last_name: 'Иванов' }));
      expect(res.status).toBe(422);
      expect(details(res.body)['/data/attributes/email']).toBe(m.required);
    });
  });

  describe('item 2: a NUL byte is refused at the edge', () => {
    it.each(['/v1/regions', '/v1/organizations', '/v1/services'])(
      'anonymous GET %s with a NUL byte in the query is a 400 with a Russian message',
      async (path) => {
        for (const qs of ['query=%00', 'query=a%00b', 'region_id[]=%00', '%00=1']) {
          const res = await send('GET', `${path}?${qs}`, {});
          expect(res.status, `${path}?${qs}`).toBe(400);
          expect(res.body.errors?.[0]?.detail).toMatch(/содержит недопустимые символы$/);
        }
      },
    );

    it('names the parameter', async () => {
      const res = await send('GET', '/v1/regions?query=%00', {});
      expect(res.body.errors?.[0]).toMatchObject({
        code: 'bad_request',
        detail: 'Параметр query содержит недопустимые символы',
        source: { pointer: '/query' },
      });
    });

    it.each(['/v1/admin/users', '/v1/admin/admin_users', '/v1/admin/leads', '/v1/admin/regions'])(
      'the staff list %s refuses it in query',
      async (path) => {
        const res = await send('GET', `${path}?query=%00`, etp);
        expect(res.status).toBe(400);
      },
    );

    it('a path segment with a NUL byte is a 400, not a database error', async () => {
      const res = await send('GET', '/v1/dictionaries/%00', {});
      expect(res.status).toBeLessThan(500);
    });

    it('a text attribute with a NUL byte is a 422 on the attribute, nothing written', async () => {
      const created = await draft({ extra_info: 'черновик' });
      expect(created.status).toBe(201);
      const id = created.body.data!.id;
      const res = await send('PATCH', `/v1/leads/${id}`, fl, doc('lead', { extra_info: '\u0000' }));
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0]).toMatchObject({
        detail: errorMessages.invalidCharacters,
        source: { pointer: '/data/attributes/extra_info' },
      });
      const [row] = await ctx.db.query<{ extra_info: string }>(
        'SELECT extra_info FROM leads WHERE id = $1',
        [id],
      );
      expect(row!.extra_info).toBe('черновик');
    });

    it('also in the console form of a body and in a login', async () => {
      const patch = await send('PATCH', '/v1/admin/current', etp, {
        admin: { last_name: 'Ива\u0000нов' },
      });
      expect(patch.status).toBe(422);
      expect(patch.body.errors?.[0]?.source?.pointer).toBe('/data/attributes/last_name');
      const login = await send(
        'POST',
        '/v1/admin/token',
        {},
        {
          auth: { email: 'etp_admin@eog.test\u0000', password: 'x' },
        },
      );
      expect(login.status).toBe(422);
    });
  });

  describe('item 3: a value of the wrong type is a 422, never a TypeError', () => {
    const wrong = [[], {}, 5, true, ['a@b.ru']];
    it.each([
      ['POST /v1/admin/users', 'POST', '/v1/admin/users', 'user'],
      ['POST /v1/admin/admin_users', 'POST', '/v1/admin/admin_users', 'admin_user'],
      ['PATCH /v1/admin/current', 'PATCH', '/v1/admin/current', 'admin_user'],
      ['PATCH /v1/admin/users/{id}', 'PATCH', '/v1/admin/users/:ul', 'user'],
    ] as const)('%s answers email of every wrong type with 422', async (_, method, url, type) => {
      for (const email of wrong) {
        const res = await send(method, url.replace(':ul', ids.ul!), etp, doc(type, { email }));
        expect(res.status, JSON.stringify(email)).toBe(422);
        expect(details(res.body)['/data/attributes/email']).toBe(m.invalid);
      }
    });

    it('checks every other kind of attribute too', async () => {
      const res = await send(
        'PATCH',
        '/v1/users/current',
        fl,
        doc('user', {
          first_name: ['Иван'],
          phone: 79001234567,
          birth_date: 19900101,
          snils: {},
          gender: ['male'],
          passport: 'x',
          notify_by_sms: 'да',
          region_id: [1],
        }),
      );
      expect(res.status).toBe(422);
      expect(Object.keys(details(res.body)).sort()).toEqual(
        [
          'birth_date',
          'first_name',
          'gender',
          'notify_by_sms',
          'passport',
          'phone',
          'region_id',
          'snils',
        ].map((f) => `/data/attributes/${f}`),
      );
    });

    it('an empty flag is false, as in the registries, never a NULL in a NOT NULL column', async () => {
      for (const notify_by_email of [null, '', ' ']) {
        const res = await send('PATCH', '/v1/users/current', fl, doc('user', { notify_by_email }));
        expect(res.status, JSON.stringify(notify_by_email)).toBe(200);
        expect(res.body.data?.attributes.notify_by_email).toBe(false);
      }
      const wrong = await send(
        'PATCH',
        '/v1/users/current',
        fl,
        doc('user', { notify_by_sms: [] }),
      );
      expect(details(wrong.body)['/data/attributes/notify_by_sms']).toBe(m.invalid);
    });

    it('an empty position of a dictionary entry is its default 0, not a NULL', async () => {
      const id = await one('SELECT id FROM dictionaries ORDER BY id LIMIT 1');
      for (const position of [null, '', ' ']) {
        const res = await send(
          'PATCH',
          `/v1/admin/dictionaries/${id}`,
          etp,
          doc('dictionary', { position }),
        );
        expect(res.status, JSON.stringify(position)).toBe(200);
        expect(res.body.data?.attributes.position).toBe(0);
      }
    });

    it('in a lead move a note that is not text is a 422', async () => {
      const lead = await draft({});
      const res = await send(
        'PATCH',
        `/v1/leads/${lead.body.data!.id}/update_status`,
        fl,
        doc('lead', { status: 'canceled', note: { a: 1 } }),
      );
      expect(res.status).toBe(422);
      expect(details(res.body)['/data/attributes/note']).toBe(m.invalid);
    });
  });

  describe('item 6: the JSON:API media type, numbers as names, lone surrogates', () => {
    it('accepts a body sent as application/vnd.api+json and answers in it when asked', async () => {
      for (const contentType of [JSON_API_MEDIA_TYPE, `${JSON_API_MEDIA_TYPE}; charset=utf-8`]) {
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: '/v1/admin/current',
          headers: { ...etp, 'content-type': contentType, accept: JSON_API_MEDIA_TYPE },
          payload: JSON.stringify(doc('admin_user', { middle_name: 'Петрович' })),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe(JSON_API_MEDIA_TYPE);
        expect(res.json<ErrorBody>().data?.attributes.middle_name).toBe('Петрович');
      }
    });

    it('parses application/vnd.api+json as strictly as JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/admin/token',
        headers: { 'content-type': JSON_API_MEDIA_TYPE, accept: JSON_API_MEDIA_TYPE },
        payload: '{"auth": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe(JSON_API_MEDIA_TYPE);
      const poisoned = await ctx.app.inject({
        method: 'POST',
        url: '/v1/admin/token',
        headers: { 'content-type': JSON_API_MEDIA_TYPE },
        payload: '{"__proto__": {"x": 1}}',
      });
      expect(poisoned.statusCode).toBe(400);
    });

    it('keeps application/json for clients that do not ask', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/regions' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it.each([
      ['PATCH /v1/admin/current', '/v1/admin/current', 'admin_user', etpAuth],
      ['PATCH /v1/users/current', '/v1/users/current', 'user', flAuth],
    ])('%s refuses numbers as names', async (_, url, type, auth) => {
      for (const last_name of [-1e308, 0, 42]) {
        const res = await send('PATCH', url, auth(), doc(type, { last_name }));
        expect(res.status).toBe(422);
        expect(details(res.body)['/data/attributes/last_name']).toBe(m.invalid);
      }
    });

    it('a registry text field refuses a number too', async () => {
      const res = await send('POST', '/v1/admin/mfcs', etp, doc('mfc', { name: -1e308 }));
      expect(res.status).toBe(422);
      expect(details(res.body)['/data/attributes/name']).toBe(m.invalid);
    });

    it('a lead text attribute refuses a number', async () => {
      const res = await draft({ extra_info: 12, gas_object_address: { house: 5 } });
      expect(res.status).toBe(422);
      expect(details(res.body)).toMatchObject({
        '/data/attributes/extra_info': m.invalid,
        '/data/attributes/gas_object_address/house': m.invalid,
      });
    });

    it.each(['\uD800', 'Ив\uDC00анов', 'a\uD83D'])(
      'a lone surrogate (%j) is a 422, never replaced',
      async (last_name) => {
        const before = await ctx.db.query('SELECT last_name FROM users WHERE id = $1', [ids.fl]);
        // Sent as the JSON escape, as a client that builds strings by UTF-16 units would.
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: '/v1/users/current',
          headers: { ...fl, 'content-type': 'application/json' },
          payload: JSON.stringify(doc('user', { last_name })),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json<ErrorBody>().errors?.[0]).toMatchObject({
          detail: errorMessages.invalidCharacters,
          source: { pointer: '/data/attributes/last_name' },
        });
        expect(await ctx.db.query('SELECT last_name FROM users WHERE id = $1', [ids.fl])).toEqual(
          before,
        );
      },
    );

    it('a well-formed pair (an emoji) is still accepted', async () => {
      const res = await send(
        'PATCH',
        '/v1/users/current',
        fl,
        doc('user', { middle_name: 'Ян😀' }),
      );
      expect(res.status).toBe(200);
    });
  });

  function etpAuth() {
    return etp;
  }
  function flAuth() {
    return fl;
  }
});
