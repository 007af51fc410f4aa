import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { leadMessages as msg } from '../../../src/leads/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { sampleFile } from '../../test/sampleFiles';
import { tokenFor } from '../reference/testAuth';

type Auth = { authorization: string };
type Body = {
  data: { id: string; attributes: Record<string, unknown> };
  errors?: { detail: string; source?: { pointer: string } }[];
};

// DELETE /v1/admin/leads/{id} (admin_leads_remove, etp_admin alone): the lead goes with its
// documents, activities and their files, status history and addresses in one transaction; the
// event log keeps who removed which lead; a lead with a contract is refused; a refusal or a
// failure mid-way leaves everything as it was.
describe('removing a lead in the console', () => {
  let ctx: TestContext;
  let etp: Auth;
  let eog: Auth;
  let operator: Auth;
  let mosobl: Auth;
  let auditor: Auth;
  let applicantId: string;
  let branchId: string;
  let serviceId: string;
  let activityTypeId: string;

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).n);
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    call<Body>(ctx.app, { method, url, headers, ...(payload ? { payload } : {}) });
  const file = (name: string, kind: string) => ({
    data: {
      type: 'attachment',
      attributes: {
        original_filename: name,
        kind,
        file: `data:application/pdf;base64,${sampleFile(name, 200).toString('base64')}`,
      },
    },
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    etp = await tokenFor(ctx.app, 'etp_admin@eog.test');
    eog = await tokenFor(ctx.app, 'eog@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    mosobl = await tokenFor(ctx.app, 'operator_mosobl@eog.test');
    auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    applicantId = String(
      (await one<{ id: string }>("SELECT id FROM users WHERE email = 'fl@eog.test'")).id,
    );
    const pskov = await one<{ id: string }>(
      "SELECT organization_id AS id FROM admin_users WHERE email = 'operator@eog.test'",
    );
    branchId = String(
      (
        await one<{ id: string }>(
          'SELECT id FROM branches WHERE organization_id = $1 ORDER BY is_head, id LIMIT 1',
          [pskov.id],
        )
      ).id,
    );
    serviceId = String(
      (await one<{ id: string }>("SELECT id FROM services WHERE kind = 'technical_connection'")).id,
    );
    activityTypeId = String(
      (
        await one<{ id: string }>(
          `SELECT id FROM dictionaries WHERE dictionary_type = 'additional_activities' AND active
            ORDER BY id LIMIT 1`,
        )
      ).id,
    );
  });
  afterAll(() => ctx.close());

  /** A lead the Псков operator files, with a document, an activity with a file and a rating. */
  async function fullLead() {
    const created = await send('POST', `/v1/admin/users/${applicantId}/leads`, operator, {
      data: {
        type: 'lead',
        attributes: {
          gas_object_address: { region: 'Псковская область', city: 'г. Псков', house: '7' },
          correspondence_address: { region: 'Псковская область', city: 'г. Псков' },
          informed_consent: true,
        },
        relationships: {
          service: { data: { type: 'service', id: serviceId } },
          branch: { data: { type: 'branch', id: branchId } },
          attachments: [file('Паспорт.pdf', 'passport')],
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const activity = await send('POST', `/v1/admin/leads/${id}/activities`, operator, {
      data: {
        type: 'activity',
        attributes: { plan_date: '01.03.2026' },
        relationships: {
          activity_type: { data: { type: 'dictionary', id: activityTypeId } },
          attachments: [file('Акт.pdf', 'lead_activity')],
        },
      },
    });
    expect(activity.status).toBe(201);
    await ctx.db.query(
      'INSERT INTO ratings (user_id, lead_id, lead_status, comment) VALUES ($1, $2, $3, $4)',
      [applicantId, id, 'registered', 'Быстро'],
    );
    const lead = await one<{
      uid: string;
      gas_object_address_id: string;
      correspondence_address_id: string;
    }>('SELECT uid, gas_object_address_id, correspondence_address_id FROM leads WHERE id = $1', [
      id,
    ]);
    const files = await ctx.db.query<{ id: string; storage_key: string }>(
      `SELECT id, storage_key FROM attachments
        WHERE (record_type = 'Lead' AND record_id = $1)
           OR (record_type = 'LeadActivity' AND record_id IN
                (SELECT id FROM lead_activities WHERE lead_id = $1))`,
      [id],
    );
    expect(files).toHaveLength(2);
    return { id, ...lead, files };
  }

  /** Everything the lead owns, counted. */
  async function footprint(lead: Awaited<ReturnType<typeof fullLead>>) {
    const addresses = [lead.gas_object_address_id, lead.correspondence_address_id];
    return {
      lead: await count('leads WHERE id = $1', [lead.id]),
      history: await count('lead_status_changes WHERE lead_id = $1', [lead.id]),
      activities: await count('lead_activities WHERE lead_id = $1', [lead.id]),
      files: await count('attachments WHERE id = ANY($1::bigint[]) AND record_id IS NOT NULL', [
        lead.files.map((f) => f.id),
      ]),
      addresses: await count('addresses WHERE id = ANY($1::bigint[])', [addresses]),
      rated: await count('ratings WHERE lead_id = $1', [lead.id]),
    };
  }
  const whole = { lead: 1, history: 1, activities: 1, files: 2, addresses: 2, rated: 1 };
  const removals = (id: string) =>
    count("action_histories WHERE record_type = 'lead' AND record_id = $1", [id]);

  it('etp_admin removes the lead with what it owns; the event log says who removed which', async () => {
    const lead = await fullLead();
    expect(await footprint(lead)).toEqual(whole);

    const res = await send('DELETE', `/v1/admin/leads/${lead.id}`, etp);
    expect(res.status).toBe(204);
    expect((await send('GET', `/v1/admin/leads/${lead.id}`, etp)).status).toBe(404);
    expect(await footprint(lead)).toEqual({
      lead: 0,
      history: 0,
      activities: 0,
      files: 0,
      addresses: 0,
      rated: 0,
    });
    // The files' rows and bytes went after the commit; the rating stays, unlinked.
    expect(
      await count('attachments WHERE id = ANY($1::bigint[])', [lead.files.map((f) => f.id)]),
    ).toBe(0);
    for (const f of lead.files) expect(await ctx.app.storage.size(f.storage_key)).toBeUndefined();
    expect(await count("ratings WHERE comment = 'Быстро' AND lead_id IS NULL")).toBe(1);

    const entry = await one<{
      admin_email: string;
      action: string;
      changes: Record<string, unknown>;
    }>(
      `SELECT a.email AS admin_email, h.action, h.changes FROM action_histories h
         JOIN admin_users a ON a.id = h.admin_id
        WHERE h.record_type = 'lead' AND h.record_id = $1`,
      [lead.id],
    );
    expect(entry.admin_email).toBe('etp_admin@eog.test');
    expect(entry.action).toBe('destroy');
    expect(entry.changes).toMatchObject({
      uid: [lead.uid, null],
      status: ['registered', null],
      user_id: [applicantId, null],
    });

    // Gone is gone: a second removal is a 404.
    const again = await send('DELETE', `/v1/admin/leads/${lead.id}`, etp);
    expect(again.status).toBe(404);
    expect(again.body.errors![0]!.detail).toBe(errorMessages.notFound);
  });

  it('answers 403 to every other role, inside their scope or not, and the lead stays', async () => {
    const lead = await fullLead();
    for (const who of [operator, mosobl, eog, auditor]) {
      const res = await send('DELETE', `/v1/admin/leads/${lead.id}`, who);
      expect(res.status).toBe(403);
      expect(res.body.errors![0]!.detail).toBe(errorMessages.forbidden);
    }
    expect(await footprint(lead)).toEqual(whole);
    expect(await removals(lead.id)).toBe(0);
  });

  it('answers 404 for a lead that does not exist', async () => {
    expect((await send('DELETE', '/v1/admin/leads/987654321', etp)).status).toBe(404);
  });

  it('refuses a lead with a contract, whatever its status, and writes nothing', async () => {
    const lead = await fullLead();
    await ctx.db.query("INSERT INTO contracts (lead_id, status) VALUES ($1, 'offer_preparation')", [
      lead.id,
    ]);
    const res = await send('DELETE', `/v1/admin/leads/${lead.id}`, etp);
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({
      detail: msg.deleteWithContract,
      source: { pointer: '/data/attributes/base' },
    });
    expect(await footprint(lead)).toEqual(whole);
    expect(await count('contracts WHERE lead_id = $1', [lead.id])).toBe(1);
    expect(await removals(lead.id)).toBe(0);
  });

  it('leaves nothing half-removed when the transaction fails at its last statement', async () => {
    const lead = await fullLead();
    // The event log's row is written last: refused, everything before it is rolled back.
    await ctx.db.exec(`
      CREATE FUNCTION refuse_lead_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.record_type = 'lead' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_lead_audit BEFORE INSERT ON action_histories
        FOR EACH ROW EXECUTE FUNCTION refuse_lead_audit();`);
    try {
      const res = await send('DELETE', `/v1/admin/leads/${lead.id}`, etp);
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.exec(`DROP TRIGGER refuse_lead_audit ON action_histories;
        DROP FUNCTION refuse_lead_audit();`);
    }
    expect(await footprint(lead)).toEqual(whole);
    for (const f of lead.files) expect(await ctx.app.storage.size(f.storage_key)).toBe(200);
    expect((await send('GET', `/v1/admin/leads/${lead.id}`, etp)).status).toBe(200);
  });
});
