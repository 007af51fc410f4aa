/**
 * A contract's agreements as a table: the number linking to the agreement's page, the status
 * badge, when the status last changed and when it was signed. Shared by the contract's agreement
 * list and the contract block of the lead page.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../src/format/date';
import { Table } from '../Table';
import type { SiteAgreement } from './agreementQueries';
import { AgreementStatusBadge } from '../leads/StatusBadge';
import { agreementHref } from './paths';
import { agreementTexts as t } from './texts';

export function AgreementTable({
  contractId,
  agreements,
}: {
  contractId: string;
  agreements: readonly SiteAgreement[];
}) {
  return (
    <Table columns={[t.number, t.status, t.statusChangedAt, t.signedAt]}>
      {agreements.map((a) => (
        <tr key={a.id}>
          <td>
            <Link to={agreementHref(contractId, a.id)}>{a.number || t.noNumber}</Link>
          </td>
          <td>
            <AgreementStatusBadge status={a.status} />
          </td>
          <td>{formatDate(a.status_changed_at, 'table')}</td>
          <td>{formatDate(a.signed_at, 'table')}</td>
        </tr>
      ))}
    </Table>
  );
}
