import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeKindLabels } from '../../src/domain/feeKinds';
import { formatMessages } from '../../src/format/messages';
import { filenameFromDisposition } from '../../src/api/client';
import { connectionFeeKinds, listFields } from '../../src/registries';
import { tokenFor } from '../modules/reference/testAuth';
import { createTestApp, type TestContext } from '../test/helpers';
import { EXPORT_BATCH, keysetBatches } from './export';

// The export streams the filtered list with Russian labels and display values.
describe('registry export', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  const labels = listFields(connectionFeeKinds).map(([, f]) => f.label);

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await tokenFor(ctx.app, 'etp_admin@eog.test');
    await ctx.db.query(
      `INSERT INTO connection_fee_kinds (name, kind, region_id, amount, valid_from, active)
       SELECT 'Экспорт; "кавычки"', 'preferential', id, 1234.5, '2026-03-01', false
       FROM regions WHERE code = '60'`,
    );
    await ctx.db.query(
      `INSERT INTO connection_fee_kinds (name, kind, region_id)
       SELECT '=HYPERLINK("x")', 'custom', id FROM regions WHERE code = '60'`,
    );
  });
  afterAll(() => ctx.close());

  const get = (query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/connection_fee_kinds/export?${query}`,
      headers,
    });

  it('writes CSV: BOM, ; separator, RFC 4180 quoting, Russian labels and values', async () => {
    const res = await get('format=csv&query=Экспорт');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(filenameFromDisposition(String(res.headers['content-disposition']))).toBe(
      `${connectionFeeKinds.title[1]}.csv`,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(labels.join(';'));
    const prefix = [
      '"Экспорт; ""кавычки"""',
      feeKindLabels.preferential,
      'Псковская область',
      '1234,5',
      '01.03.2026',
      '',
      formatMessages.no,
    ].join(';');
    expect(lines[1]!.startsWith(`${prefix};`)).toBe(true);
    expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('guards text against formula injection', async () => {
    const text = (await get('query=HYPERLINK')).rawPayload.toString('utf8');
    expect(text.split('\r\n')[1]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('applies the list filters and the scope', async () => {
    const all = (await get('format=csv')).rawPayload.toString('utf8').trim().split('\r\n');
    const custom = (await get('format=csv&kind=custom')).rawPayload.toString('utf8').trim();
    expect(
      custom
        .split('\r\n')
        .slice(1)
        .every((l) => l.includes(feeKindLabels.custom)),
    ).toBe(true);
    const regional = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/connection_fee_kinds/export',
      headers: await tokenFor(ctx.app, 'regional_head@eog.test'),
    });
    const lines = regional.rawPayload.toString('utf8').trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(all.length - 1);
    expect(lines.every((l) => l.includes('Псковская область'))).toBe(true);
  });

  it('writes XLSX that a spreadsheet library reads back', async () => {
    const res = await get('format=xlsx&query=Экспорт');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(connectionFeeKinds.title[1]);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(labels);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 5)).toEqual([
      'Экспорт; "кавычки"',
      feeKindLabels.preferential,
      'Псковская область',
      1234.5,
      '01.03.2026',
    ]);
    expect(row[6]).toBe(formatMessages.no);
    expect(sheet.rowCount).toBe(2);
  });

  it('streams long registries batch by batch', async () => {
    const total = EXPORT_BATCH * 2 + 37;
    await ctx.db.query(
      `INSERT INTO gas_distribution_stations (name, region_id)
       SELECT 'Пакетная ГРС ' || n, (SELECT id FROM regions WHERE code = '60')
       FROM generate_series(1, $1::int) AS n`,
      [total],
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/gas_distribution_stations/export?format=csv&query=Пакетная',
      headers,
    });
    const lines = res.rawPayload.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]!.startsWith('Пакетная ГРС 1;')).toBe(true);
    expect(lines.at(-1)!.startsWith(`Пакетная ГРС ${total};`)).toBe(true);
  });

  it('answers 400 to an unknown format or a bad filter, 403 without the key', async () => {
    expect((await get('format=pdf')).statusCode).toBe(400);
    expect((await get('region_id=x')).statusCode).toBe(400);
    const mfc = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/connection_fee_kinds/export',
      headers: await tokenFor(ctx.app, 'mfc@eog.test'),
    });
    expect(mfc.statusCode).toBe(403);
  });
});

describe('keysetBatches', () => {
  const ids = Array.from({ length: 23 }, (_, i) => String(i * 3 + 1));
  const after = (last: string) => ids.filter((id) => Number(id) > Number(last));
  const columns = [['id', (r: { id: string }) => r.id] as const];

  async function read(batches: AsyncGenerator<(string | number)[][]>) {
    const out: (string | number)[] = [];
    for await (const batch of batches) out.push(...batch.map(([id]) => id!));
    return out;
  }

  it('reads every row once, in order, by keyset', async () => {
    const fetch = async (last: string) =>
      after(last)
        .slice(0, 5)
        .map((id) => ({ id }));
    expect(await read(keysetBatches(fetch, columns, 5))).toEqual(ids);
  });

  it('reads ranges from the boundary two at a time, every row once, in order', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = async (last: string, through?: string) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return after(last)
        .filter((id) => Number(id) <= Number(through))
        .map((id) => ({ id }));
    };
    const boundary = async (last: string) => after(last).slice(0, 5).at(-1);
    expect(await read(keysetBatches(fetch, columns, 5, boundary))).toEqual(ids);
    expect(most).toBe(2);
  });

  it('fails with a batch read ahead that failed while the one before was still read', async () => {
    let release = () => {};
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const fetch = async (last: string) => {
      if (last !== '0') {
        // The first batch is let go only after this rejection has met the event loop.
        setImmediate(release);
        throw new Error('connection lost');
      }
      await firstHeld;
      return after(last)
        .slice(0, 5)
        .map((id) => ({ id }));
    };
    const boundary = async (last: string) => after(last).slice(0, 5).at(-1);
    // Unhandled, the second batch's rejection would fail the run before the first resolved.
    await expect(read(keysetBatches(fetch, columns, 5, boundary))).rejects.toThrow(
      'connection lost',
    );
  });
});
