import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { can } from '../../../src/access/permissions';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { sampleFile } from '../../test/sampleFiles';
import { tokenFor } from '../reference/testAuth';

type Auth = { authorization: string };
type Body = {
  data: { id: string; attributes: Record<string, unknown> };
  errors?: { detail: string }[];
};

// The lead keys that gate a part of a route (seed 001 §6 "leads: … specification,
// notifications"): the ТУ agreement status of PATCH /leads/{id} needs admin_leads_specification,
// a denial's letter (relationships.notification) needs admin_leads_notifications. The rest of
// the call stays with its own key, and a refusal writes nothing.
describe('lead keys inside a call', () => {
  let ctx: TestContext;
  let operator: Auth;
  let mfc: Auth;
  let rgk: Auth;
  let applicantId: string;
  let branchId: string;
  let serviceId: string;
  let reasonId: string;

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const idOf = async (sql: string) => String((await one<{ id: string }>(sql)).id);
  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, headers: Auth, payload: object) =>
    call<Body>(ctx.app, { method, url, headers, payload });

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    mfc = await tokenFor(ctx.app, 'mfc@eog.test');
    rgk = await tokenFor(ctx.app, 'rgk_operator@eog.test');
    applicantId = await idOf("SELECT id FROM users WHERE email = 'fl@eog.test'");
    branchId = await idOf(
      `SELECT b.id FROM branches b JOIN admin_users a ON a.organization_id = b.organization_id
        WHERE a.email = 'operator@eog.test' ORDER BY b.is_head, b.id LIMIT 1`,
    );
    serviceId = await idOf("SELECT id FROM services WHERE kind = 'technical_connection'");
    reasonId = await idOf(
      "SELECT id FROM dictionaries WHERE dictionary_type = 'rejection_reason' AND active LIMIT 1",
    );
  });
  afterAll(() => ctx.close());

  /** A complete lead of the Псков ГРО, also in the МФЦ's scope and the РГК's region. */
  async function lead(): Promise<string> {
    const res = await send('POST', `/v1/admin/users/${applicantId}/leads`, operator, {
      data: {
        type: 'lead',
        attributes: {
          gas_object_address: { region: 'Псковская область', city: 'г. Псков', house: '9' },
          feedback_type: 'E-mail',
          contract_sign_type: 'electronic',
          informed_consent: true,
          planned_gas_consumption: '5',
        },
        relationships: {
          service: { data: { type: 'service', id: serviceId } },
          branch: { data: { type: 'branch', id: branchId } },
        },
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    await ctx.db.query(
      `UPDATE leads SET
         mfc_id = (SELECT mfc_id FROM admin_users WHERE email = 'mfc@eog.test'),
         region_id = (SELECT region_id FROM admin_users WHERE email = 'rgk_operator@eog.test')
       WHERE id = $1`,
      [id],
    );
    return id;
  }
  const stored = async (id: string) =>
    (
      await one<{ specification_agreement_status: string | null }>(
        'SELECT specification_agreement_status FROM leads WHERE id = $1',
        [id],
      )
    ).specification_agreement_status;
  const patch = (id: string, who: Auth, attributes: Record<string, unknown>) =>
    send('PATCH', `/v1/admin/leads/${id}`, who, { data: { type: 'lead', attributes } });

  it('sets the ТУ agreement status for holders of admin_leads_specification only', async () => {
    expect(can('mfc', 'admin_leads_update')).toBe(true);
    expect(can('mfc', 'admin_leads_specification')).toBe(false);
    const id = await lead();

    const refused = await patch(id, mfc, {
      specification_agreement_status: 'Согласовано',
      extra_info: 'Звонить после 18:00',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.detail).toBe(errorMessages.forbidden);
    expect(await stored(id)).toBeNull();
    const untouched = await one<{ extra_info: string | null }>(
      'SELECT extra_info FROM leads WHERE id = $1',
      [id],
    );
    expect(untouched.extra_info).toBeNull();

    const set = await patch(id, operator, { specification_agreement_status: 'Согласовано' });
    expect(set.status).toBe(200);
    expect(set.body.data.attributes.specification_agreement_status).toBe('Согласовано');

    // The МФЦ edits the rest, the stored status sent back with it included.
    const edited = await patch(id, mfc, {
      specification_agreement_status: 'Согласовано',
      extra_info: 'Звонить после 18:00',
    });
    expect(edited.status).toBe(200);
    expect(await stored(id)).toBe('Согласовано');
    expect((await patch(id, mfc, { specification_agreement_status: null })).status).toBe(403);
    expect(await stored(id)).toBe('Согласовано');
  });

  it('lets holders of admin_leads_notifications alone send the denial letter', async () => {
    expect(can('rgk_operator', 'admin_leads_update_status')).toBe(true);
    expect(can('rgk_operator', 'admin_leads_notifications')).toBe(false);
    const move = (id: string, who: Auth, status: string, letter: boolean) =>
      send('PUT', `/v1/admin/leads/${id}/update_status`, who, {
        data: {
          type: 'lead',
          attributes: {
            status,
            ...(status === 'denied'
              ? { rejection_reason_id: reasonId, service_is_provided_kind: 'documents_refused' }
              : {}),
          },
          ...(letter
            ? {
                relationships: {
                  notification: {
                    data: {
                      type: 'notification',
                      attributes: {
                        file: `data:application/pdf;base64,${sampleFile('x.pdf', 120).toString('base64')}`,
                      },
                    },
                  },
                },
              }
            : {}),
        },
      });
    const letters = (id: string) =>
      one<{ n: string }>(
        `SELECT count(*) AS n FROM attachments
          WHERE record_type = 'Lead' AND record_id = $1 AND kind = 'denial_letter'`,
        [id],
      ).then((r) => Number(r.n));
    const statusOf = (id: string) =>
      one<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id]).then((r) => r.status);

    const first = await lead();
    expect((await move(first, rgk, 'document_check', false)).status).toBe(200);
    const refused = await move(first, rgk, 'denied', true);
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.detail).toBe(errorMessages.forbidden);
    expect(await statusOf(first)).toBe('document_check');
    expect(await letters(first)).toBe(0);
    // The denial itself stays theirs; the letter is the key's.
    expect((await move(first, rgk, 'denied', false)).status).toBe(200);

    const second = await lead();
    expect((await move(second, operator, 'document_check', false)).status).toBe(200);
    expect((await move(second, operator, 'denied', true)).status).toBe(200);
    expect(await letters(second)).toBe(1);
  });
});
