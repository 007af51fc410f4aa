/**
 * /crm/leads/edit/{id}: the lead card (issue 6 "Screens"). The header shows the number, the
 * status badge and the SLA; below, the status actions (only the allowed moves) for holders of
 * admin_leads_update_status, then the tabs: data, documents, status history, contract, activities
 * and, with admin_rabbitmq_statistics_read, the integration messages. After a move or an edit of
 * the data tab the lead, its moves and the open tab are read again.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { Identifier } from 'ra-core';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { interpolate } from '../../src/validation/messages';
import { activityScreenTexts } from '../../src/leads/activities';
import { ContractPanel } from './ContractPanel';
import { LeadActivities } from './LeadActivities';
import { fetchLead, fetchStatusMoves } from './leadApi';
import { LeadData } from './LeadData';
import { LeadDocuments } from './LeadDocuments';
import { LeadHistory } from './LeadHistory';
import { useLeadKeys } from './leadKeys';
import { leadScreenTexts as text } from './leadLabels';
import { LeadMessages } from './LeadMessages';
import { slaText } from './leadValues';
import { StatusActions } from './StatusActions';
import { LeadStatusBadge } from './StatusBadge';
import { useLoad } from './useLoad';

type TabKey = 'data' | 'documents' | 'history' | 'contract' | 'activities' | 'messages';

function CardBody({ id }: { id: Identifier }) {
  const keys = useLeadKeys();
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<TabKey>('data');
  const loadLead = useCallback(() => fetchLead(id), [id]);
  const loadMoves = useCallback(() => fetchStatusMoves(id), [id]);
  const lead = useLoad(loadLead);
  const moves = useLoad(keys.updateStatus ? loadMoves : undefined);
  // After a move or an edit: the lead, its next moves, and the open tab (remounted by `version`).
  const moved = () => {
    lead.reload();
    moves.reload();
    setVersion((v) => v + 1);
  };

  if (lead.error) return <Alert severity="error">{lead.error}</Alert>;
  if (!lead.data)
    return lead.loading ? <LinearProgress /> : <Alert severity="warning">{text.notFound}</Alert>;
  const record = lead.data;
  const title = interpolate(text.cardTitle, { uid: String(record.uid ?? record.id) });
  const tabs: [TabKey, string][] = [
    ['data', text.tabs.data],
    ['documents', text.tabs.documents],
    ['history', text.tabs.history],
    ['contract', text.tabs.contract],
    ['activities', activityScreenTexts.tab],
    ...(keys.messages ? ([['messages', text.tabs.messages]] as [TabKey, string][]) : []),
  ];
  return (
    <>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* The app bar carries the page heading (Title); this repeats it beside the badge. */}
        <Typography variant="h5" component="div">
          {title}
        </Typography>
        <LeadStatusBadge status={record.status} />
        {typeof record.sla_days_remaining === 'number' ? (
          <Typography
            color={record.expired ? 'error' : 'text.secondary'}
            data-state={record.expired ? 'danger' : undefined}
          >
            {slaText(record)}
          </Typography>
        ) : null}
      </Box>
      {keys.updateStatus ? <StatusActions lead={record} moves={moves} onMoved={moved} /> : null}
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
      >
        {tabs.map(([key, label]) => (
          <Tab key={key} value={key} label={label} />
        ))}
      </Tabs>
      <Box key={`${tab}-${version}`}>
        {tab === 'data' ? <LeadData lead={record} onChanged={moved} /> : null}
        {tab === 'documents' ? <LeadDocuments lead={record} /> : null}
        {tab === 'history' ? <LeadHistory leadId={record.id} /> : null}
        {tab === 'contract' ? (
          <ContractPanel leadId={record.id} leadStatus={record.status} onChanged={moved} />
        ) : null}
        {tab === 'activities' ? <LeadActivities leadId={record.id} /> : null}
        {tab === 'messages' && keys.messages ? <LeadMessages leadId={record.id} /> : null}
      </Box>
    </>
  );
}

export function LeadCard() {
  const { id } = useParams<{ id: string }>();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {id ? <CardBody key={id} id={id} /> : <Alert severity="warning">{text.notFound}</Alert>}
      </CardContent>
    </Card>
  );
}

export default LeadCard;
