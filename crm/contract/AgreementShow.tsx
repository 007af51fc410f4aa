/**
 * /crm/contract/{contract_id}/agreements/{id}: one additional agreement (ДС) — GET
 * /v1/admin/contracts/{contract_id}/agreements/{id}, which names its contract's number and its
 * lead. The header is its number and status badge; below, its attributes with the link back to
 * the lead card, the staff moves for holders of their keys (crm/leads/contract/AgreementMoves,
 * as on the contract tab), its files (upload and removal with admin_agreements_update_status)
 * and, for admin_agreements_history holders, its status history. Without
 * admin_agreements_read the 403 page; an agreement outside the member's scope or unknown is the
 * server's 404, shown as the console's 404 page.
 */
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useCanAccess, useGetOne, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { errorStatus } from '../../src/api';
import {
  agreementDeliveries,
  agreementDeliveryLabels,
  agreementFieldLabels as label,
  agreementSourceLabels,
  agreementSources,
} from '../../src/domain/agreements';
import { labelOf } from '../../src/domain/enums';
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatBoolean, formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { useContractKeys } from '../leads/contractKeys';
import { contractTexts } from '../leads/contractLabels';
import { AgreementHistory } from '../leads/contract/AgreementDetails';
import { AgreementFiles } from '../leads/contract/AgreementFiles';
import { AgreementMoves } from '../leads/contract/AgreementMoves';
import { agreementsResource, hasNumber } from '../leads/contract/agreementQueries';
import { AgreementStatusBadge } from '../leads/contract/AgreementStatusBadge';
import { FieldGrid, type FieldRow } from '../leads/FieldGrid';
import { LeadLink } from '../leads/LeadLink';
import { leadCardSections } from '../leads/leadLabels';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { agreementScreenTexts as text } from './texts';

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function AgreementBody({
  contractId,
  agreement,
  reload,
}: {
  contractId: string;
  agreement: RaRecord;
  /** Reads the agreement again (a move answered without it). */
  reload: () => void;
}) {
  const keys = useContractKeys();
  const title = hasNumber(agreement.number)
    ? interpolate(text.title, { number: String(agreement.number) })
    : text.untitled;
  const leadId = textOf(agreement.lead_id);
  const rows: FieldRow[] = [
    [leadCardSections.lead, <LeadLink key="lead" leadId={leadId} uid={agreement.lead_uid} />],
    [text.contract, formatValue(agreement.contract_number)],
    [label.number, formatValue(agreement.number)],
    [label.status, <AgreementStatusBadge key="s" status={agreement.status} />],
    [label.status_changed_at, formatDateTime(agreement.status_changed_at)],
    [
      label.current_status_changed_days_ago,
      formatValue(agreement.current_status_changed_days_ago_text),
    ],
    [label.subject, formatValue(agreement.subject)],
    [label.is_writing, formatBoolean(agreement.is_writing)],
    [
      label.source,
      labelOf(agreementSources, agreementSourceLabels, textOf(agreement.source), formatValue),
    ],
    [
      label.delivery,
      labelOf(
        agreementDeliveries,
        agreementDeliveryLabels,
        textOf(agreement.delivery),
        formatValue,
      ),
    ],
    [label.signed_at, formatDate(agreement.signed_at)],
  ];
  return (
    <>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {/* The app bar carries the page heading (Title); this repeats it beside the badge. */}
        <Typography variant="h5" component="div">
          {title}
        </Typography>
        <AgreementStatusBadge status={agreement.status} />
      </Box>
      <FieldGrid rows={rows} />
      {keys.agreementsWrite || keys.coordination ? (
        <Section title={text.moves}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <AgreementMoves
              contractId={contractId}
              agreement={agreement}
              keys={keys}
              onMoved={reload}
              empty={<Typography color="text.secondary">{contractTexts.noMoves}</Typography>}
            />
          </Box>
        </Section>
      ) : null}
      <Section title={contractTexts.agreementFiles}>
        <AgreementFiles
          contractId={contractId}
          agreementId={agreement.id}
          canWrite={keys.agreementsWrite}
        />
      </Section>
      {keys.agreementsHistory ? (
        <Section title={text.history}>
          <AgreementHistory contractId={contractId} agreementId={agreement.id} />
        </Section>
      ) : null}
    </>
  );
}

function AgreementLoader({ contractId, id }: { contractId: string; id: string }) {
  const one = useGetOne(agreementsResource(contractId), { id });
  if (one.error) {
    if (errorStatus(one.error) === 404) return <NotFoundPage />;
    return <Alert severity="error">{one.error.message || errorMessages.default}</Alert>;
  }
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {one.data ? (
          <AgreementBody
            contractId={contractId}
            agreement={one.data}
            reload={() => void one.refetch()}
          />
        ) : (
          <LinearProgress />
        )}
      </CardContent>
    </Card>
  );
}

function AgreementShow() {
  const { contract_id: contractId = '', id = '' } = useParams();
  // The screen's key is admin_agreements_read (family `agreements`), not the leads section's:
  // without it the 403 page, and nothing is asked of the server.
  const { canAccess, isPending } = useCanAccess({ action: 'show', resource: 'agreements' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedPage />;
  return <AgreementLoader key={`${contractId}/${id}`} contractId={contractId} id={id} />;
}

export default AgreementShow;
