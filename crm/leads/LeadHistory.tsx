/**
 * The card's status history (GET …/history, newest first): date, from → to with the statuses'
 * labels, author, note, and the reason with the refusal kind.
 */
import type { Identifier } from 'ra-core';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { historyColumns as column, leadScreenTexts as text } from './leadLabels';
import { changeText } from './contract/StatusChanges';
import { PanelTable } from './PanelTable';
import { loadedOf } from './loaded';
import { useLeadHistory } from './leadQueries';

export function LeadHistory({ leadId }: { leadId: Identifier }) {
  const history = loadedOf(useLeadHistory(leadId));
  return (
    <PanelTable
      label={text.tabs.history}
      loaded={history}
      empty={text.noHistory}
      heads={[column.date, column.move, column.author, column.note, column.reason]}
      row={(c) => [
        <span key="d" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(c.created_at, 'table')}
        </span>,
        changeText(c, leadStatusLabel),
        formatValue(c.author_name, 'table'),
        <span key="n" style={{ whiteSpace: 'pre-wrap' }}>
          {formatValue(c.note, 'table')}
        </span>,
        formatValue(
          [c.reason_name, c.service_is_provided_kind_label].filter(
            (v) => typeof v === 'string' && v,
          ),
          'table',
        ),
      ]}
    />
  );
}
