/**
 * The card's 'Договор' tab (server/modules/contracts): the contract's fields, its editing,
 * status actions, files, status history (not for the read-only roles) and, once it has been in
 * force, its additional agreements. Without a contract, holders of
 * admin_contracts_update_status get 'Создать договор' while the lead's status allows one (src/domain
 * contractLeadStatuses). After a write the card is told (`onChanged`: the lead's own moves
 * depend on the contract status); alone, the panel reads the contract again.
 */
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'ra-core';
import { useState } from 'react';
import { contractLeadStatuses } from '../../src/domain/contractTransitions';
import { recordFileKinds } from '../../src/domain/documentKinds';
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { agreementDeliveryLabels } from '../../src/domain/agreements';
import {
  connectionFeaturesKind,
  contractDateAttributes,
  contractSlugAttributes,
  contractSlugKinds,
} from '../../src/domain/contractAttributes';
import {
  contractFieldLabels as label,
  contractStatusLabel,
  signedContractStatuses,
} from '../../src/domain/contractStatuses';
import { leadFields } from '../../src/leads/fields';
import { AgreementsPanel } from './AgreementsPanel';
import { ContractEditing } from './contract/ContractEditing';
import { RecordFiles } from './contract/RecordFiles';
import { StatusChanges } from './contract/StatusChanges';
import { ContractActions } from './ContractActions';
import { SlugName } from './contract/ContractDictionaries';
import { ContractForm } from './ContractForm';
import { useContractKeys } from './contractKeys';
import { contractTexts } from './contractLabels';
import { FieldGrid, type FieldRow } from './FieldGrid';
import { leadScreenTexts as text } from './leadLabels';
import { ContractStatusBadge } from './StatusBadge';
import { loadedOf } from '../ui/loaded';
import { leadVerbKey, useContract, useContractHistory, useDictionary } from './leadQueries';

const yesNo = (v: unknown) => (v === true ? contractTexts.yes : contractTexts.no);

export function ContractPanel({
  leadId,
  leadStatus,
  onChanged,
}: {
  leadId: Identifier;
  leadStatus?: unknown;
  onChanged?: () => void;
}) {
  const keys = useContractKeys();
  const queryClient = useQueryClient();
  const contract = loadedOf(useContract(leadId));
  const [creating, setCreating] = useState(false);
  const features = loadedOf(useDictionary(connectionFeaturesKind));
  // The card remounts the open tab after a change; alone, the panel reads the contract again.
  const changed = () =>
    onChanged
      ? onChanged()
      : void queryClient.invalidateQueries({ queryKey: leadVerbKey('contract', leadId) });

  /** The features' names from their dictionary; an id it no longer lists shows as itself. */
  const featureNames = (ids: unknown) => {
    const list = Array.isArray(ids) ? ids.map(String) : [];
    const names = new Map((features.data ?? []).map((d) => [String(d.id), String(d.name)]));
    return formatValue(list.map((id) => names.get(id) ?? id).join(', '));
  };

  if (contract.error) return <Alert severity="error">{contract.error}</Alert>;
  if (contract.data === undefined) return <LinearProgress />;
  const c = contract.data;
  if (!c) {
    const mayCreate =
      keys.write && (contractLeadStatuses as readonly unknown[]).includes(leadStatus);
    return (
      <Box sx={{ pt: 2 }} component="section" aria-label={text.tabs.contract}>
        <Alert severity="info">{text.noContract}</Alert>
        {mayCreate ? (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setCreating(true)}>
            {contractTexts.create}
          </Button>
        ) : null}
        {creating ? (
          <ContractForm
            leadId={leadId}
            withDates={keys.dates}
            onClose={() => setCreating(false)}
            onDone={() => {
              setCreating(false);
              changed();
            }}
          />
        ) : null}
      </Box>
    );
  }
  const rows: FieldRow[] = [
    [label.number, formatValue(c.number)],
    [label.status, <ContractStatusBadge key="s" status={c.status} />],
    [label.status_changed_at, formatDateTime(c.status_changed_at)],
    [contractTexts.isWriting, yesNo(c.is_writing)],
    [contractTexts.amount, formatValue(c.amount)],
    ...contractDateAttributes.map((d): FieldRow => [label[d], formatDate(c[d])]),
    ...(['act_number', 'order_number', 'mail_number', 'construction_code'] as const).map(
      (f): FieldRow => [label[f], formatValue(c[f])],
    ),
    [
      label.delivery_method,
      formatValue(
        agreementDeliveryLabels[c.delivery_method as keyof typeof agreementDeliveryLabels],
      ),
    ],
    [label.pickup_branch_id, formatValue(c.pickup_branch_name)],
    [label.extension_period, formatValue(c.extension_period)],
    [
      label.planned_tech_restrictions_removal_year,
      formatValue(c.planned_tech_restrictions_removal_year),
    ],
    [label.pipe_shortage, yesNo(c.pipe_shortage)],
    ...contractSlugAttributes.map((a): FieldRow => [
      label[a],
      <SlugName key={a} kind={contractSlugKinds[a]} slug={c[a]} />,
    ]),
    [label.gas_distribution_station, formatValue(c.gas_distribution_station_name)],
    [label.contracts_connection_features, featureNames(c.contracts_connection_features)],
    [leadFields.is_complex.label, yesNo(c.is_complex)],
    [leadFields.home_in_schedule.label, yesNo(c.home_in_schedule)],
    [label.signed, yesNo(c.signed)],
    [label.digital_signature_file_present, yesNo(c.digital_signature_file_present)],
    [contractTexts.contractNote, formatValue(c.note)],
  ];
  return (
    <Box sx={{ pt: 2 }} component="section" aria-label={text.tabs.contract}>
      <FieldGrid rows={rows} />
      <ContractEditing leadId={leadId} contract={c} keys={keys} onChanged={changed} />
      {keys.write || keys.coordination ? (
        <ContractActions leadId={leadId} contract={c} keys={keys} onMoved={changed} />
      ) : null}
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {text.contractFiles}
      </Typography>
      <RecordFiles
        label={text.contractFiles}
        resource={`leads/${String(leadId)}/contract/attachments`}
        kinds={recordFileKinds.Contract}
        canWrite={keys.write}
        testId="contract-file"
      />
      {keys.history ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            {contractTexts.history}
          </Typography>
          <ContractHistory leadId={leadId} />
        </>
      ) : null}
      {keys.agreementsRead && signedContractStatuses.includes(c.status) ? (
        <AgreementsPanel contract={c} keys={keys} />
      ) : null}
    </Box>
  );
}

function ContractHistory({ leadId }: { leadId: Identifier }) {
  const history = loadedOf(useContractHistory(leadId));
  return (
    <StatusChanges
      label={contractTexts.history}
      empty={contractTexts.noHistory}
      changes={history}
      statusLabel={contractStatusLabel}
    />
  );
}
