/**
 * The card's 'Заявки' tab: the applicant's leads the staff member may see (`GET /users/{id}/
 * leads`) — number, status, service, organization, personal manager, created — each opening
 * the lead (/crm/leads/edit/{id}). `useApplicantLeads` also feeds the reassignment dialog.
 */
import {
  Alert,
  LinearProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useBasename, useGetList, type Identifier, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { users } from '../../src/registries/users';

/** The sub-collection's resource name; the reassignment invalidates it by this key. */
export const applicantLeadsResource = (id: Identifier) => `${users.name}/${String(id)}/leads`;

export interface ApplicantLeads {
  data?: RaRecord[];
  error?: string;
}

export function useApplicantLeads(id: Identifier | undefined): ApplicantLeads {
  const { data, error } = useGetList(
    applicantLeadsResource(id ?? ''),
    { pagination: { page: 1, perPage: 100 } },
    { enabled: id !== undefined },
  );
  return { data, error: error ? (error as Error).message : undefined };
}

const heads = [
  'Номер заявки',
  'Статус',
  'Услуга',
  'Организация',
  'Персональный менеджер',
  'Создана',
];

export function UserLeads({ leads }: { leads: ApplicantLeads }) {
  const basename = useBasename();
  if (leads.error) return <Alert severity="error">{leads.error}</Alert>;
  if (!leads.data) return <LinearProgress />;
  if (!leads.data.length) return <Alert severity="info">У заявителя нет заявок</Alert>;
  const cell = (v: unknown) => formatValue(v, 'table');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {heads.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {leads.data.map((lead) => (
          <TableRow key={lead.id}>
            <TableCell>
              <MuiLink component={Link} to={`${basename}/leads/edit/${lead.id}`}>
                {cell(lead.uid ?? `№ ${lead.id}`)}
              </MuiLink>
            </TableCell>
            <TableCell>{cell(lead.status_label)}</TableCell>
            <TableCell>{cell(lead.service_name)}</TableCell>
            <TableCell>{cell(lead.organization_name)}</TableCell>
            <TableCell>{cell(lead.admin_name)}</TableCell>
            <TableCell>{formatDate(lead.created_at, 'table')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
