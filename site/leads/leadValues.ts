/** Reading a site lead for display, free of React: its date, service, address and SLA text. */
import { slaDaysText } from '../../src/domain/slaKinds';
import { formatDate } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { EmptyKind } from '../../src/format/messages';
import type { RaRecord } from 'ra-core';

/** A flattened record (dataProvider/jsonapi.ts). */
export type Row = RaRecord;

/** The applicant's lead with its included service and organization embedded. */
export interface SiteLeadRow extends RaRecord {
  /** The site's provider answers string ids (dataProvider/jsonapi.ts). */
  id: string;
  uid?: string | null;
  status: string;
  service?: Row | null;
  organization?: Row | null;
}

const nameOf = (row: Row | null | undefined, empty: EmptyKind) =>
  formatValue(row?.name ?? row?.short_name ?? null, empty);

export const serviceName = (lead: SiteLeadRow, empty: EmptyKind = 'table') =>
  nameOf(lead.service, empty);

export const organizationName = (lead: SiteLeadRow, empty: EmptyKind = 'preview') =>
  nameOf(lead.organization, empty);

/** The date the lead was submitted; a draft shows when it was started. */
export const leadDate = (lead: SiteLeadRow, empty: EmptyKind = 'table') =>
  formatDate(lead.submitted_at ?? lead.created_at, empty);

export function addressTitle(lead: SiteLeadRow, empty: EmptyKind = 'preview'): string {
  const address = lead.gas_object_address as Record<string, unknown> | null | undefined;
  return formatValue(address?.title ?? null, empty);
}

/** '5 рабочих дней', 'Просрочено на …', or the empty text when the clock does not run. */
export function slaText(lead: SiteLeadRow, empty: EmptyKind = 'table'): string {
  const days = lead.sla_days_remaining;
  if (typeof days !== 'number') return formatValue(null, empty);
  return slaDaysText(days, lead.service?.sla_kind ?? lead.sla_kind);
}
