/**
 * The status history of a contract (GET …/contract/history) or an agreement (GET
 * …/agreements/{id}/changes), newest first as the server sends it, on the one history table:
 * the author is the staff member by name or the applicant, the comment the move's note.
 */
import type { RaRecord } from 'ra-core';
import { leadRelationLabels } from '../../../src/leads/fields';
import { formatValue } from '../../../src/format/text';
import { HistoryTable, statusHistoryColumns } from '../../registries/StatusHistoryTable';
import type { Loaded } from '../../ui/loaded';

function authorText(change: RaRecord): string {
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
  /** The status titles when the server sends none. */
  statusLabel: (status: string) => string;
}) {
  return (
    <HistoryTable
      label={label}
      empty={empty}
      loaded={changes}
      columns={statusHistoryColumns({
        statusTitle: statusLabel,
        author: authorText,
        comment: 'note',
      })}
    />
  );
}
