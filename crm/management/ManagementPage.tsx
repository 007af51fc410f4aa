/**
 * /crm/application_management (seed 001 §2; the section only etp_admin holds, src/access): find
 * a lead by its number, see its organization, branch and service, change them with a reason
 * (holders of admin_application_management_update), read its own override history, and below
 * the whole log of the scope with its report (admin_application_management_report).
 */
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { usePermissions, useRefresh, type Identifier, type RaRecord } from 'ra-core';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { FieldGrid } from '../leads/FieldGrid';
import { relationName } from '../leads/leadValues';
import { useLoad } from '../leads/useLoad';
import { heldKey } from '../users/userKeys';
import { leadRelationLabels } from '../../src/leads/fields';
import { LeadPicker } from './LeadPicker';
import { fetchManagedLead } from './managementApi';
import { managedLabels, managementTexts as text } from './managementLabels';
import { ManagementForm } from './ManagementForm';
import { LeadLog, ManagementLogList } from './ManagementLog';

function LeadSummary({ lead }: { lead: RaRecord }) {
  return (
    <FieldGrid
      rows={[
        [text.search, String(lead.uid ?? lead.id)],
        [text.status, leadStatusLabel(typeof lead.status === 'string' ? lead.status : null)],
        [leadRelationLabels.user, relationName(lead, 'user', 'preview')],
        [managedLabels.organization, relationName(lead, 'organization', 'preview')],
        [managedLabels.branch, relationName(lead, 'branch', 'preview')],
        [managedLabels.service, relationName(lead, 'service', 'preview')],
        [leadRelationLabels.admin, relationName(lead, 'admin', 'preview')],
      ]}
    />
  );
}

export function ManagementPage() {
  const { permissions } = usePermissions();
  const canUpdate = heldKey(permissions, 'admin_application_management_update');
  const canReport = heldKey(permissions, 'admin_application_management_report');
  const refresh = useRefresh();
  const [leadId, setLeadId] = useState<Identifier>();
  const load = useCallback(() => fetchManagedLead(leadId ?? ''), [leadId]);
  const managedLead = useLoad(leadId === undefined ? undefined : load);
  // The answer of the lead picked last, not of the one before.
  const data =
    leadId !== undefined && String(managedLead.data?.lead.id) === String(leadId)
      ? managedLead.data
      : undefined;
  const changed = () => {
    managedLead.reload();
    // The log list below is react-admin's: refetched with the rest of its cache.
    refresh();
  };

  return (
    <>
      <Title title={text.title} />
      <Card component="section" aria-label={text.lead} sx={{ mt: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <LeadPicker onPick={(lead) => setLeadId(lead?.id)} />
          {leadId !== undefined && managedLead.error ? (
            <Alert severity="error">{managedLead.error}</Alert>
          ) : null}
          {leadId !== undefined && managedLead.loading ? <LinearProgress /> : null}
          {data ? (
            <>
              <LeadSummary lead={data.lead} />
              {canUpdate ? (
                <>
                  <Typography variant="h6" component="h2">
                    {text.change}
                  </Typography>
                  <ManagementForm
                    key={`${String(data.lead.id)}:${String(data.lead.updated_at)}`}
                    lead={data.lead}
                    onChanged={changed}
                  />
                </>
              ) : null}
              <Typography variant="h6" component="h2">
                {text.leadLog}
              </Typography>
              <LeadLog logs={data.logs} />
            </>
          ) : null}
        </CardContent>
      </Card>
      <ManagementLogList canReport={canReport} />
    </>
  );
}

export default ManagementPage;
