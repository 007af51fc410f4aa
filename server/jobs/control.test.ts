/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { tokenFor } from '../modules/reference/testAuth';
import { claimJob, enqueueJob } from './queue';

// Retry and cancel (issue 19): the owner and unscoped readers may; a worker's completion of a
// cancelled job is ignored; a job in the wrong state is a 422.
describe('background job controls', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'operator', 'senior_manager']) {
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
      const [row] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM admin_users WHERE email = $1',
        [`${role}@eog.test`],
      );
      ids[role] = String(row!.id);
    }
  });
  afterAll(() => ctx.close());

  const post = (id: string, verb: string, role: string) =>
    call<{ data: any; errors?: any[] }>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/background_jobs/${id}/${verb}`,
      headers: tokens[role],
    });

  it('cancels a running job and queues it again on retry', async () => {
    const job = await enqueueJob(ctx.db, { kind: 'nothing', ownerAdminId: ids.operator });
    const claimed = await claimJob(ctx.db, 'w1', 60_000, ['nothing']);
    expect(claimed?.id).toBe(job.id);
    // Another operator's job is not theirs to touch.
    expect((await post(job.id, 'cancel', 'senior_manager')).status).toBe(404);
    const cancelled = await post(job.id, 'cancel', 'operator');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.attributes.state).toBe('cancelled');
    // The worker finishing afterwards changes nothing.
    await ctx.db.query(
      `UPDATE background_jobs SET state = 'done' WHERE id = $1 AND locked_by = 'w1'`,
      [job.id],
    );
    expect((await post(job.id, 'cancel', 'operator')).status).toBe(422);
    const retried = await post(job.id, 'retry', 'etp_admin');
    expect(retried.status).toBe(200);
    expect(retried.body.data.attributes).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await post(job.id, 'retry', 'etp_admin')).status).toBe(422);
  });
});
