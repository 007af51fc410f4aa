import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today, toIsoDate } from '../../src/format/date';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

interface Feed {
  data: { id: string; type: string; attributes: { title: string; priority: string } }[];
}

// The layouts' info-banner strip (seed 000 §7).
describe('info banner feed', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.db.query('DELETE FROM info_banners');
    const day = (n: number) => toIsoDate(addDays(today(), n));
    const banners: [string, string, string, string | null, string | null, boolean][] = [
      ['Низкий', 'low', 'site', null, null, true],
      ['Высокий старый', 'high', 'site', day(-10), day(10), true],
      ['Обычный', 'normal', 'site', day(0), day(0), true],
      ['Высокий новый', 'high', 'site', null, null, true],
      ['Будущий', 'high', 'site', day(1), null, true],
      ['Прошедший', 'high', 'site', null, day(-1), true],
      ['Выключенный', 'high', 'site', null, null, false],
      ['Консоль', 'normal', 'admin', null, null, true],
    ];
    for (const [title, priority, context, starts, ends, active] of banners) {
      await ctx.db.query(
        `INSERT INTO info_banners (title, content, priority, context, starts_on, ends_on, active)
         VALUES ($1, '<p>Текст</p>', $2, $3, $4, $5, $6)`,
        [title, priority, context, starts, ends, active],
      );
    }
  });
  afterAll(() => ctx.close());

  it('lists the active site banners of today, high priority first, then newest', async () => {
    const res = await call<Feed>(ctx.app, {
      method: 'GET',
      url: '/v1/ad/infobanners?context=site',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b) => b.attributes.title)).toEqual([
      'Высокий новый',
      'Высокий старый',
      'Обычный',
      'Низкий',
    ]);
    expect(res.body.data[0]!.type).toBe('infobanner');
    // Without a context the public feed is the site's; it never shows the console's.
    const plain = await call<Feed>(ctx.app, { method: 'GET', url: '/v1/ad/infobanners' });
    expect(plain.body.data).toHaveLength(4);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/v1/ad/infobanners?context=admin' })).status,
    ).toBe(400);
  });

  it('gives staff the console banners and refuses anonymous callers', async () => {
    const headers = await tokenFor(ctx.app, 'mfc_operator@eog.test');
    const res = await call<Feed>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/ad/infobanners?context=admin',
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b) => b.attributes.title)).toEqual(['Консоль']);
    const anonymous = await call(ctx.app, { method: 'GET', url: '/v1/admin/ad/infobanners' });
    expect(anonymous.status).toBe(401);
  });
});
