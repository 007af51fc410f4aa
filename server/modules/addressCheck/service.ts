/**
 * What the address routes share: the address service chosen by the configuration (DaData when
 * DADATA_TOKEN is set, else none — the routes then answer from our own records), the seeds'
 * failure answer, and the per-client rate limit that keeps a crawler from spending DaData's
 * paid quota (ADDRESS_CALLS_PER_MINUTE, counted by client address — X-Forwarded-For only with
 * TRUST_PROXY — and shared through Redis when REDIS_URL is set).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { addressCheckMessages as msg } from '../../../src/domain/addressCheck';
import { Unavailable } from '../../jsonapi/errors';
import { dadataService, type AddressService } from './dadata';

/** DaData when configured; null for the embedded default. */
export function addressServiceOf(app: FastifyInstance): AddressService | null {
  const { dadataToken, dadataUrl, dadataTimeoutMs } = app.config;
  return dadataToken
    ? dadataService({ url: dadataUrl, token: dadataToken, timeoutMs: dadataTimeoutMs })
    : null;
}

/** The route `config` of every address route: public, rate-limited per client. */
export function addressRouteConfig(app: FastifyInstance) {
  return {
    access: 'public' as const,
    rateLimit: { max: app.config.addressCallsPerMinute, timeWindow: 60_000 },
  };
}

/** Runs a call to the address service; its failure is logged and answered with the seeds' 503. */
export async function callService<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error }, `DaData ${what} failed`);
    throw new Unavailable(msg.failed);
  }
}
