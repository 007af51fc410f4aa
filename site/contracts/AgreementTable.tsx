/**
 * A contract's agreements as a table: the number linking to the agreement's page, the status
 * badge, when the status last changed and when it was signed. Shared by the contract's agreement
 * list and the contract block of the lead page.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../src/format/date';
import type { SiteAgreement } from './agreementQueries';
import { AgreementStatusBadge } from '../leads/StatusBadge';
import { agreementHref } from './paths';
import { agreementTexts as t } from './texts';

const cell = { padding: '6px 12px 6px 0', textAlign: 'left' } as const;

export function AgreementTable({
  contractId,
  agreements,
}: {
  contractId: string;
  agreements: readonly SiteAgreement[];
}) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {[t.number, t.status, t.statusChangedAt, t.signedAt].map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {agreements.map((a) => (
          <tr key={a.id}>
            <td style={cell}>
              <Link to={agreementHref(contractId, a.id)}>{a.number || t.noNumber}</Link>
            </td>
            <td style={cell}>
              <AgreementStatusBadge status={a.status} />
            </td>
            <td style={cell}>{formatDate(a.status_changed_at, 'table')}</td>
            <td style={cell}>{formatDate(a.signed_at, 'table')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
