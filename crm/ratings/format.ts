/** How a rating's values read in the console: the average with a decimal comma, the lead. */
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { DECIMAL_SEPARATOR } from '../../src/format/number';
import { formatMessages } from '../../src/format/messages';

/** 4.1 → '4,1'; no grades → '—'. */
export function formatAverage(value: unknown): string {
  if (value === null || value === undefined || value === '') return formatMessages.dash;
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(1).replace('.', DECIMAL_SEPARATOR) : formatMessages.dash;
}

/** The recorded status of the rated lead; a site-wide rating has none. */
export function formatLeadStatus(status: unknown): string {
  return typeof status === 'string' && status ? leadStatusLabel(status) : formatMessages.dash;
}

/** The author as seed 001 §3 shows it: the included user's name, else the rating's copy. */
export function applicantName(record: Record<string, unknown>): string {
  const user = record.user as { name?: unknown } | undefined;
  const name = user?.name ?? record.user_name;
  return typeof name === 'string' && name ? name : formatMessages.dash;
}

/** A long comment cut for a list cell, with an ellipsis. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
