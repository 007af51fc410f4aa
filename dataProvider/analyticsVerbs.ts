/**
 * The analytics and operations verbs (issue 19), the console's only way to them:
 *
 * analyticsReport      GET  /analytics?<filters>            → the report (server/modules/analytics)
 * analyticsRegions     GET  /analytics/regions?<filters>    → a row per region
 * refreshAnalytics     POST /analytics/refresh              → the queued job's id
 * rabbitmqStatistics   GET  /rabbitmq_statistics            → per queue, and whether the relay runs
 * resendFailedMessages POST /rabbitmq_statistics/resend {queue_name?} → how many went back
 * controlJob           POST /background_jobs/<id>/cancel | retry → the job
 *
 * The XLSX of what the report shows is the plain `export('analytics', {filter, format})`.
 */
import type { Identifier } from 'ra-core';
import type { QueryParams } from '../src/api/query';
import type { VerbContext } from './files';
import { firstRecord, toRecords, type JsonApiDocument } from './jsonapi';
import { JOBS_RESOURCE, type BackgroundJob } from './jobVerbs';

export interface AnalyticsGroup {
  id: string | null;
  name: string;
  leads: number;
  sla_tracked: number;
  sla_late: number;
  sla_days_late: number;
  sla_on_time: number;
  sla_on_time_share: number | null;
  avg_days_late: number | null;
  contracts_signed: number;
  avg_sign_days: number | null;
}

export interface AnalyticsRegionRow extends AnalyticsGroup {
  region_id: string | null;
  in_work: number;
  gas_start: number;
}

export interface AnalyticsReport {
  refreshed_at: string | null;
  interval: 'week' | 'month';
  totals: AnalyticsGroup & { in_work: number; gas_start: number };
  funnel: { key: string; title: string; leads: number }[];
  by_status: { status: string; leads: number }[];
  timeline: { period: string; leads: number; contracts_signed: number }[];
  sla_by_region: AnalyticsGroup[];
  sla_by_organization: AnalyticsGroup[];
  contracts: { signed: number; avg_sign_days: number | null };
  dogasification: {
    plans: number;
    planned: number;
    done: number;
    overdue: number;
    done_share: number | null;
    leads: number;
    leads_gas_start: number;
  };
  ratings: {
    count: number;
    average: number | null;
    distribution: { score: number; count: number }[];
  };
}

export interface QueueStatistic {
  id: string;
  queue_name: string;
  waiting: number;
  sent: number;
  failed: number;
  last_error: string | null;
  last_relay_at: string | null;
  oldest_waiting_at: string | null;
  oldest_waiting_seconds: number | null;
  broker: { messages: number | null; consumers: number | null; error?: string } | null;
}

export interface AnalyticsVerbs {
  analyticsReport(params: {
    filter: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ data: AnalyticsReport }>;
  analyticsRegions(params: {
    filter: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ data: AnalyticsRegionRow[]; refreshedAt: string | null }>;
  refreshAnalytics(): Promise<{ data: { id: string } }>;
  rabbitmqStatistics(params?: {
    signal?: AbortSignal;
  }): Promise<{ data: QueueStatistic[]; relayEnabled: boolean }>;
  resendFailedMessages(params: { queueName?: string }): Promise<{ data: { resent: number } }>;
  controlJob(params: {
    id: Identifier;
    action: 'cancel' | 'retry';
  }): Promise<{ data: BackgroundJob }>;
}

export function analyticsVerbs(ctx: VerbContext): AnalyticsVerbs {
  const { httpClient, url, record } = ctx;
  const get = async (path: string, filter: Record<string, unknown>, signal?: AbortSignal) =>
    (await httpClient<JsonApiDocument>(url(path), { query: filter as QueryParams, signal })).json ??
    {};
  return {
    analyticsReport: async ({ filter, signal }) => {
      const doc = await get('analytics', filter, signal);
      return { data: firstRecord(doc) as unknown as AnalyticsReport };
    },
    analyticsRegions: async ({ filter, signal }) => {
      const doc = await get('analytics/regions', filter, signal);
      return {
        data: toRecords(doc) as unknown as AnalyticsRegionRow[],
        refreshedAt: (doc.meta?.refreshed_at as string | null | undefined) ?? null,
      };
    },
    refreshAnalytics: async () => {
      const job = await record(`${url('analytics')}/refresh`, { method: 'POST' });
      return { data: { id: String(job?.id ?? '') } };
    },
    rabbitmqStatistics: async ({ signal } = {}) => {
      const doc = await get('rabbitmq_statistics', {}, signal);
      return {
        data: toRecords(doc) as unknown as QueueStatistic[],
        relayEnabled: Boolean(doc.meta?.relay_enabled),
      };
    },
    resendFailedMessages: async ({ queueName }) => {
      const { json } = await httpClient<{ meta?: { resent?: number } }>(
        `${url('rabbitmq_statistics')}/resend`,
        { method: 'POST', body: queueName ? { queue_name: queueName } : {} },
      );
      return { data: { resent: Number(json?.meta?.resent ?? 0) } };
    },
    controlJob: async ({ id, action }) => {
      const job = await record(`${url(JOBS_RESOURCE, id)}/${action}`, { method: 'POST' });
      return { data: job as BackgroundJob };
    },
  };
}
