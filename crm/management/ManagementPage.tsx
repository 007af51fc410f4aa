/**
 * /crm/application_management (seed 001 §2; the section only etp_admin holds, src/access): find
 * a lead by its number, see its organization, branch and service, change them with a reason
 * (holders of admin_application_management_update), read its own override history, and below
 * the whole log of the scope with its report (admin_application_management_report).
 */
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermissions, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { ManagedLead } from '../../dataProvider/leadVerbs';
import { Title } from 'react-admin';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { FieldGrid } from '../leads/FieldGrid';
import { relationName } from '../leads/leadValues';
import { loadedOf } from '../ui/loaded';
import { LEADS, leadVerbKey } from '../leads/leadQueries';
import { heldKey } from '../users/userKeys';
import { leadRelationLabels } from '../../src/leads/fields';
import { LeadPicker } from './LeadPicker';
import { LOGS_RESOURCE } from './managementLabels';
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

function ManagementPage() {
  const { permissions } = usePermissions();
  const canUpdate = heldKey(permissions, 'admin_application_management_update');
  const canReport = heldKey(permissions, 'admin_application_management_report');
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const [leadId, setLeadId] = useState<Identifier>();
  const managedKey = leadVerbKey('managedLead', leadId ?? '');
  const managedLead = loadedOf(
    useQuery({
      queryKey: managedKey,
      queryFn: async ({ signal }): Promise<ManagedLead | null> =>
        (await dataProvider.managedLead(LEADS, { id: leadId ?? '', signal })).data ?? null,
      enabled: leadId !== undefined,
    }),
  );
  // The answer of the lead picked last, not of the one before.
  const data =
    leadId !== undefined && String(managedLead.data?.lead.id) === String(leadId)
      ? managedLead.data
      : undefined;
  // The lead's relations and its own entries, and the scope's log list below.
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: managedKey });
    void queryClient.invalidateQueries({ queryKey: [LOGS_RESOURCE] });
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
