/**
 * The status history of a contract (GET …/contract/history) or an agreement (GET
 * …/agreements/{id}/changes), newest first as the server sends it: date, from → to with the
 * server's status labels, author (the staff member by name, or the applicant) and comment.
 */
import type { RaRecord } from 'ra-core';
import { leadRelationLabels } from '../../../src/leads/fields';
import { formatDateTime } from '../../../src/format/date';
import { formatValue } from '../../../src/format/text';
import { historyColumns as column } from '../leadLabels';
import type { Loaded } from '../loaded';
import { PanelTable } from '../PanelTable';

type Label = (status: string | null) => string;

/** 'from → to', the server's labels first; the first entry (no `from`) is the target alone. */
export function changeText(change: RaRecord, label: Label): string {
  const name = (status: unknown, given: unknown) =>
    typeof given === 'string' && given ? given : label(typeof status === 'string' ? status : null);
  const to = name(change.to_status, change.to_status_label);
  if (change.from_status === null || change.from_status === undefined) return to;
  return `${name(change.from_status, change.from_status_label)} → ${to}`;
}

export function authorText(change: RaRecord): string {
  if (change.author_kind === 'applicant') return leadRelationLabels.user;
  return formatValue(change.admin_name, 'table');
}

export function StatusChanges({
  label,
  empty,
  changes,
  statusLabel,
}: {
  /** The table's accessible name. */
  label: string;
  empty: string;
  changes: Loaded<RaRecord[]>;
  /** The status labels when the server sends none. */
  statusLabel: Label;
}) {
  return (
    <PanelTable
      label={label}
      loaded={changes}
      empty={empty}
      heads={[column.date, column.move, column.author, column.note]}
      row={(c) => [
        <span key="d" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(c.created_at, 'table')}
        </span>,
        changeText(c, statusLabel),
        authorText(c),
        <span key="n" style={{ whiteSpace: 'pre-wrap' }}>
          {formatValue(c.note, 'table')}
        </span>,
      ]}
    />
  );
}
