import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructions } from '../../src/registries';
import { validationMessages as m } from '../../src/validation/messages';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

interface Body {
  data: { id: string; attributes: Record<string, unknown> }[];
  errors?: { detail: string; title: string; source: { pointer: string } }[];
}

// Instructions end to end: the form rules on the server, authors, `only: 'edit'`, and the
// public read with site.where and the audience; html sanitized on write.
describe('registry site reads and definition rules', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let adminId: string;
  let attachment: () => Promise<string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'",
    );
    adminId = String(row!.id);
    let n = 0;
    attachment = async () => {
      const [a] = await ctx.db.query<{ id: string }>(
        `INSERT INTO attachments (kind, original_filename, file_size, storage_key, status)
         VALUES ('Instruction', 'Инструкция.pdf', 2048, $1, 'complete') RETURNING id`,
        [`test/instruction-${++n}.pdf`],
      );
      return String(a!.id);
    };
  });
  afterAll(() => ctx.close());

  const post = (attributes: Record<string, unknown>) =>
    call<Body & { data: { id: string; attributes: Record<string, unknown> } }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/instructions',
      headers: admin,
      payload: { data: { type: 'instruction', attributes } },
    });

  it('applies the instruction form rules on the server', async () => {
    const none = await post({ name: 'Без области' });
    expect(none.status).toBe(422);
    const byField = Object.fromEntries(
      none.body.errors!.map((e) => [e.source.pointer.split('/').at(-1), e]),
    );
    expect(byField.for_crm?.detail).toBe(m.required);
    expect(byField.for_portal?.detail).toBe(m.required);
    expect(byField.file).toMatchObject({
      title: instructions.fields.file.label,
      detail: m.required,
    });

    const portal = await post({ name: 'Портал', for_portal: true, file_id: await attachment() });
    expect(portal.status).toBe(422);
    expect(portal.body.errors!.map((e) => e.source.pointer)).toEqual([
      '/data/attributes/shown_for_kind',
    ]);

    const badFile = await post({ name: 'Файл', for_crm: true, file_id: '999999999' });
    expect(badFile.body.errors!.map((e) => e.detail)).toEqual([m.invalid]);
  });

  it('fills the authors, ignores active on create and clears the audience without the portal', async () => {
    const res = await post({
      name: 'Инструкция оператора',
      for_crm: true,
      shown_for_kind: 'everyone',
      active: false,
      file_id: await attachment(),
      created_by_id: '1',
    });
    expect(res.status).toBe(201);
    const attrs = (res.body.data as unknown as { attributes: Record<string, unknown> }).attributes;
    expect(attrs).toMatchObject({
      for_crm: true,
      for_portal: false,
      shown_for_kind: null,
      active: true,
      created_by_id: adminId,
      updated_by_id: adminId,
    });
    expect(attrs.file).toMatchObject({ original_filename: 'Инструкция.pdf', file_size: 2048 });

    const id = (res.body.data as unknown as { id: string }).id;
    const edited = await call<{ data: { attributes: Record<string, unknown> } }>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/instructions/${id}`,
      headers: admin,
      payload: { data: { attributes: { active: false } } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes.active).toBe(false);

    const withAuthors = await call<{ included: { type: string; attributes: object }[] }>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/instructions/${id}?included=created_by,updated_by`,
      headers: admin,
    });
    expect(withAuthors.body.included).toEqual([
      expect.objectContaining({
        type: 'admin',
        id: adminId,
        attributes: { full_name: expect.stringMatching(/^\S+ \S+ \S+$/) },
      }),
    ]);
  });

  it('shows site readers the active portal instructions of their audience', async () => {
    const cases: [string, boolean, boolean, string | null][] = [
      ['Всем', true, true, 'everyone'],
      ['Без аудитории', true, true, null],
      ['Гостям', true, true, 'unauthenticated'],
      ['Заявителям', true, true, 'authenticated'],
      ['Неактивная', true, false, 'everyone'],
      ['Только CRM', false, true, null],
    ];
    const ids: Record<string, string> = {};
    for (const [name, portal, active, audience] of cases) {
      const [row] = await ctx.db.query<{ id: string }>(
        `INSERT INTO instructions (name, for_crm, for_portal, active, shown_for_kind, created_by_id)
         VALUES ($1, NOT $2, $2, $3, $4, $5) RETURNING id`,
        [`Сайт: ${name}`, portal, active, audience, adminId],
      );
      ids[name] = String(row!.id);
    }
    const read = async (headers: Record<string, string>) => {
      const res = await call<Body>(ctx.app, {
        method: 'GET',
        url: '/v1/instructions?query=Сайт&per=100',
        headers,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const guest = await read({});
    expect(guest.map((r) => r.attributes.name).sort()).toEqual(
      ['Сайт: Без аудитории', 'Сайт: Всем', 'Сайт: Гостям'].sort(),
    );
    // Staff names stay in the console.
    expect(guest[0]!.attributes).not.toHaveProperty('created_by_id');
    const applicant = await read(await tokenFor(ctx.app, 'fl@eog.test'));
    expect(applicant.map((r) => r.attributes.name).sort()).toEqual(
      ['Сайт: Без аудитории', 'Сайт: Всем', 'Сайт: Заявителям'].sort(),
    );

    const one = (id: string, headers: Record<string, string> = {}) =>
      call(ctx.app, { method: 'GET', url: `/v1/instructions/${id}`, headers });
    expect((await one(ids['Всем']!)).status).toBe(200);
    expect((await one(ids['Неактивная']!)).status).toBe(404);
    expect((await one(ids['Только CRM']!)).status).toBe(404);
    expect((await one(ids['Заявителям']!)).status).toBe(404);
    const bad = await one(ids['Всем']!, { authorization: 'Bearer nonsense' });
    expect(bad.status).toBe(401);
  });

  it('reads the question base on the site without inactive records', async () => {
    await ctx.db.query(
      `INSERT INTO knowledge_questions (question, answer, category_id, active)
       SELECT 'Скрытый вопрос?', '<p>нет</p>', id, false FROM knowledge_categories LIMIT 1`,
    );
    const res = await call<Body>(ctx.app, {
      method: 'GET',
      url: '/v1/knowledge/questions?per=100&included=category',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.map((q) => q.attributes.question)).not.toContain('Скрытый вопрос?');
    const categories = await call<Body>(ctx.app, {
      method: 'GET',
      url: '/v1/knowledge/categories',
    });
    expect(categories.body.data.length).toBeGreaterThan(0);
  });

  it('searches the question base on the site by question and answer (/knowledge search)', async () => {
    await ctx.db.query(
      `INSERT INTO knowledge_questions (question, answer, category_id, active)
       SELECT 'Нужен ли проект газоснабжения?', '<p>Да, его готовит ГРО</p>', id, true
         FROM knowledge_categories LIMIT 1`,
    );
    const search = async (query: string) =>
      (
        await call<Body>(ctx.app, {
          method: 'GET',
          url: `/v1/knowledge/questions?per=100&query=${encodeURIComponent(query)}`,
        })
      ).body.data.map((q) => q.attributes.question);
    expect(await search('ПРОЕКТ газо')).toEqual(['Нужен ли проект газоснабжения?']);
    expect(await search('готовит гро')).toEqual(['Нужен ли проект газоснабжения?']);
    expect(await search('Скрытый')).toEqual([]);
  });

  it('stores html sanitized to the allow-list', async () => {
    const res = await call<{ data: { id: string; attributes: { content: string } } }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/infobanners',
      headers: admin,
      payload: {
        data: {
          attributes: {
            title: 'Внимание',
            content:
              '<p onclick="x()">Плановые <b>работы</b><script>alert(1)</script></p><img src=x>',
          },
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.content).toBe('<p>Плановые <b>работы</b></p>');
    const [row] = await ctx.db.query<{ content: string }>(
      'SELECT content FROM info_banners WHERE id = $1',
      [res.body.data.id],
    );
    expect(row!.content).toBe('<p>Плановые <b>работы</b></p>');
    const empty = await call<Body>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/infobanners',
      headers: admin,
      payload: { data: { attributes: { title: 'Пусто', content: '<script>x</script>' } } },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors![0]!.detail).toBe(m.required);
  });
});
