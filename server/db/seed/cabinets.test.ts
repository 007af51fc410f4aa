/**
 * The demo applicants' cabinets (cabinets.ts) through the site's own API calls: each applicant
 * signs in and finds leads in several statuses, documents they can download, the status
 * history, the signed contract with a ДС awaiting their signature, a denial with its reason,
 * and ratings — and the demo moved nothing into the integration outbox.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';
import { storeDemoFiles } from './cabinets';

interface Item {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null }>;
}
interface List {
  data: Item[];
}

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'eog-cabinets-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo cabinets', () => {
  it('writes the demo files into the storage once', async () => {
    expect(await storeDemoFiles(ctx.db, ctx.app.storage)).toBeGreaterThanOrEqual(15);
    expect(await storeDemoFiles(ctx.db, ctx.app.storage)).toBe(0);
  });

  it('leaves the outbox without demo messages', async () => {
    const [row] = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM rabbit_messages');
    expect(Number(row!.n)).toBe(0);
  });

  describe.each(['fl@eog.test', 'ul@eog.test', 'ip@eog.test'])('%s', (email) => {
    let auth: { authorization: string };
    let leads: Item[];
    const get = <T = List>(url: string) => call<T>(ctx.app, { method: 'GET', url, headers: auth });
    const leadIn = (status: string) => leads.find((l) => l.attributes.status === status)!;

    beforeAll(async () => {
      auth = await loginAs(ctx.app, email);
      const res = await get('/v1/leads?per=100');
      expect(res.status).toBe(200);
      leads = res.body.data;
    });

    it('lists leads in every cabinet status', () => {
      const statuses = new Set(leads.map((l) => l.attributes.status));
      for (const s of [
        'draft',
        'registered',
        'in_progress',
        'contract_signed',
        'finished',
        'denied',
      ]) {
        expect(statuses, s).toContain(s);
      }
      for (const l of leads) expect(l.attributes.uid).toMatch(/^\d\d-[А-ЯЁ\d]{2}-\d{6,7}$/);
    });

    it('shows the documents of the lead in work, downloadable as PDF', async () => {
      const inWork = leads.filter((l) => l.attributes.status === 'in_progress');
      const lists = await Promise.all(inWork.map((l) => get(`/v1/leads/${l.id}/documents`)));
      const at = lists.findIndex((r) => r.body.data.length > 0);
      expect(at).toBeGreaterThanOrEqual(0);
      const docs = lists[at]!.body.data;
      expect(docs.length).toBeGreaterThanOrEqual(4);
      const res = await ctx.app.inject({
        method: 'GET',
        url: String(docs[0]!.attributes.url),
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.length).toBe(docs[0]!.attributes.file_size);
      // How it got there: submitted, checked, taken into work.
      const history = await get(`/v1/leads/${inWork[at]!.id}/history`);
      expect(history.status).toBe(200);
      expect(history.body.data.length).toBeGreaterThanOrEqual(3);
    });

    it('shows the signed contract and a ДС awaiting the applicant', async () => {
      const lead = leadIn('contract_signed');
      const contract = await get<{ data: Item }>(`/v1/leads/${lead.id}/contract`);
      expect(contract.status).toBe(200);
      expect(contract.body.data.attributes.status).toBe('current');
      const files = await get(`/v1/leads/${lead.id}/contract/attachments`);
      expect(files.body.data).toHaveLength(1);
      const agreements = await get(`/v1/contracts/${contract.body.data.id}/agreements`);
      expect(agreements.status).toBe(200);
      const [ds] = agreements.body.data;
      expect(ds!.attributes.status).toBe('on_applicant_sign');
      const moves = (ds!.attributes.allowed_moves as { value: string }[]).map((m) => m.value);
      expect(moves).toEqual(['current', 'cancelled']);
    });

    it('gives the denial its reason', async () => {
      const res = await get<{ data: Item }>(`/v1/leads/${leadIn('denied').id}`);
      expect(res.body.data.attributes.status_note).toMatch(/резерва/);
      expect(res.body.data.relationships?.rejection_reason?.data).not.toBeNull();
    });

    it('lists ratings, one of them of a finished lead', async () => {
      const res = await get('/v1/ratings');
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThanOrEqual(1);
      const finished = leads.filter((l) => l.attributes.status === 'finished').map((l) => l.id);
      const rated = res.body.data.map((r) => r.relationships?.lead?.data?.id);
      expect(finished.some((id) => rated.includes(id))).toBe(true);
    });
  });
});
