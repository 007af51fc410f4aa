/** A service as the site reads it (seed 000 §3 Service) and its SLA line. */
import type { RaRecord } from 'ra-core';
import { slaKindLabels, isSlaKind, defaultSlaKind } from '../../src/domain/slaKinds';

export interface SiteService extends RaRecord {
  name: string;
  short_name?: string | null;
  description?: string | null;
  sla_kind?: string | null;
  sla_period?: number | null;
  documents_list?: string | null;
  passport?: { url: string; name: string } | null;
}

/** '30 · Рабочих дней' in the seeds' words for the kind; null without a period. */
export function slaLine(service: Pick<SiteService, 'sla_kind' | 'sla_period'>): string | null {
  if (typeof service.sla_period !== 'number') return null;
  const kind = isSlaKind(service.sla_kind) ? service.sla_kind : defaultSlaKind;
  return `${service.sla_period} (${slaKindLabels[kind].toLocaleLowerCase('ru')})`;
}

/** The documents list as the console stores it: one document a line, bullets dropped. */
export function documentLines(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-•*]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** The wizard of seed 000 §2 for a chosen service. */
export const applyPath = (id: string | number) =>
  `/lead/service/${encodeURIComponent(String(id))}/new`;
