import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './modules/reference/testAuth';
import { fuzzRoutes } from './test/fuzz';
import { createTestApp, type TestContext } from './test/helpers';

// The quick part of the fuzzing (issue 22): a few hundred seeded random requests over every
// route as a staff member holding every key, an applicant and nobody; none may answer 5xx.
// `npm run soak` sends ten thousand. FUZZ_SEED replays a run.
describe('fuzzed requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('never answer 5xx', async () => {
    const callers = [
      await tokenFor(ctx.app, 'etp_admin@eog.test'),
      await tokenFor(ctx.app, 'operator@eog.test'),
      await tokenFor(ctx.app, 'fl@eog.test'),
      {},
    ];
    const seed = Number(process.env.FUZZ_SEED ?? 20261126);
    const { failures } = await fuzzRoutes(ctx.app, { requests: 500, seed, callers });
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 120_000);
});
