/**
 * /crm/leads/edit/{id}: the lead card (issue 6 "Screens"): the header, the status actions and
 * the tabs. A move's answer, like an edit's, is the whole lead: it goes into the cache, and only
 * what it changed elsewhere (the next moves, the open tab) is read again. A contract write
 * changes no field of the lead: the contract tab and the next moves are read again.
 */
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier, RaRecord } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { putRecord } from '../../dataProvider/recordCache';
import { interpolate } from '../../src/validation/messages';
import { activityScreenTexts } from '../../src/leads/activities';
import { OverflowTabs, type ConsoleTab } from '../ui/OverflowTabs';
import { ContractPanel } from './ContractPanel';
import { LeadActivities } from './LeadActivities';
import { LeadData } from './LeadData';
import { LeadDelete } from './LeadDelete';
import { LeadDocuments } from './LeadDocuments';
import { LeadHistory } from './LeadHistory';
import { useLeadKeys } from './leadKeys';
import { leadScreenTexts as text } from './leadLabels';
import { LeadMessages } from './LeadMessages';
import { leadStateOf, slaText } from './leadValues';
import { StatusActions } from './StatusActions';
import { LeadStatusBadge } from './StatusBadge';
import { loadedOf } from '../ui/loaded';
import { leadVerbKey, LEADS, useLead, useStatusMoves } from './leadQueries';

type TabKey = 'data' | 'documents' | 'history' | 'contract' | 'activities' | 'messages';

function CardBody({ id }: { id: Identifier }) {
  const keys = useLeadKeys();
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<TabKey>('data');
  const queryClient = useQueryClient();
  const lead = loadedOf(useLead(id));
  const moves = loadedOf(useStatusMoves(id, keys.updateStatus));
  // The next moves depend on the status; the open tab is remounted by `version`, which reads
  // its (stale) data again.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: leadVerbKey('statusMoves', id) });
    setVersion((v) => v + 1);
  };
  const changed = (record: RaRecord) => {
    putRecord(queryClient, LEADS, record);
    refresh();
  };

  if (lead.error) return <Alert severity="error">{lead.error}</Alert>;
  if (!lead.data)
    return lead.loading ? <LinearProgress /> : <Alert severity="warning">{text.notFound}</Alert>;
  const record = lead.data;
  const title = interpolate(text.cardTitle, { uid: String(record.uid ?? record.id) });
  const state = leadStateOf(record);
  const tabs: ConsoleTab<TabKey>[] = [
    { value: 'data', label: text.tabs.data },
    { value: 'documents', label: text.tabs.documents },
    { value: 'history', label: text.tabs.history },
    { value: 'contract', label: text.tabs.contract },
    { value: 'activities', label: activityScreenTexts.tab },
    ...(keys.messages ? [{ value: 'messages' as const, label: text.tabs.messages }] : []),
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
          <Typography color={state === 'danger' ? 'error' : 'text.secondary'} data-state={state}>
            {slaText(record)}
          </Typography>
        ) : null}
        {keys.remove ? (
          <Box sx={{ ml: 'auto' }}>
            <LeadDelete lead={record} />
          </Box>
        ) : null}
      </Box>
      {keys.updateStatus ? <StatusActions lead={record} moves={moves} onMoved={changed} /> : null}
      <OverflowTabs
        value={tab}
        onChange={setTab}
        tabs={tabs}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
      />
      <Box key={`${tab}-${version}`}>
        {tab === 'data' ? <LeadData lead={record} onChanged={changed} /> : null}
        {tab === 'documents' ? <LeadDocuments lead={record} /> : null}
        {tab === 'history' ? <LeadHistory leadId={record.id} /> : null}
        {tab === 'contract' ? (
          <ContractPanel leadId={record.id} leadStatus={record.status} onChanged={refresh} />
        ) : null}
        {tab === 'activities' ? <LeadActivities leadId={record.id} /> : null}
        {tab === 'messages' && keys.messages ? <LeadMessages leadId={record.id} /> : null}
      </Box>
    </>
  );
}

function LeadCard() {
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
