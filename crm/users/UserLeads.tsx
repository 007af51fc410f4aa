/**
 * The card's 'Заявки' tab: the applicant's leads the staff member may see (`GET /users/{id}/
 * leads`) — number, status, service, organization, personal manager, created — each opening
 * the lead (/crm/leads/edit/{id}). `useApplicantLeads` also feeds the reassignment dialog.
 */
import { Link as MuiLink } from '@mui/material';
import { useBasename, useGetList, type Identifier, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { users } from '../../src/registries/users';
import { PanelTable } from '../ui/PanelTable';

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
  const cell = (v: unknown) => formatValue(v, 'table');
  return (
    <PanelTable
      label="Заявки"
      loaded={leads}
      empty="У заявителя нет заявок"
      heads={heads}
      row={(lead) => [
        <MuiLink key="uid" component={Link} to={`${basename}/leads/edit/${lead.id}`}>
          {cell(lead.uid ?? `№ ${lead.id}`)}
        </MuiLink>,
        cell(lead.status_label),
        cell(lead.service_name),
        cell(lead.organization_name),
        cell(lead.admin_name),
        formatDate(lead.created_at, 'table'),
      ]}
    />
  );
}
