/**
 * A background loop of rounds (the outbox relay, the mail relay): a round runs at once, then
 * every `everyMs`, or at once again when it says more work is waiting; a failed round is logged
 * and retried after the pause. The timer does not hold the process open. The returned stop
 * function waits for a round in flight.
 */
import type { FastifyBaseLogger } from 'fastify';

export function pollLoop(
  round: () => Promise<boolean>,
  options: { everyMs: number; log: FastifyBaseLogger; failure: string },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        .then((more) => schedule(more ? 0 : options.everyMs))
        .catch((err: unknown) => {
          options.log.warn({ err }, options.failure);
          schedule(options.everyMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running.catch(() => undefined);
  };
}
