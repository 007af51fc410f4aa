/**
 * The contract's own writes above its status moves: 'Изменить договор' (number, written form,
 * amount, note; admin_contracts_update_status), 'Изменить даты' (admin_leads_contract_date_edit,
 * /update_dates) and 'Удалить договор' — only while the contract is in offer_preparation, the
 * one status the server lets go ('Удалить можно только договор в статусе «Подготовка
 * оферты»'), after a confirmation. Every write is followed by `onChanged` (the card reads the contract and the next moves again).
 */
import { Box, Button } from '@mui/material';
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { formatValue } from '../../../src/format/text';
import { interpolate } from '../../../src/validation/messages';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { ContractForm, type ContractFormMode } from '../ContractForm';
import type { ContractKeys } from '../contractKeys';
import { contractTexts as text } from '../contractLabels';
import { LEADS } from '../leadQueries';
import { ConsoleConfirm } from '../../layout/ConsoleConfirm';

/** The one status a contract may be deleted in (server contractWrite.deleteContract). */
export const removableContractStatus = 'offer_preparation';

export function ContractEditing({
  leadId,
  contract,
  keys,
  onChanged,
}: {
  leadId: Identifier;
  contract: RaRecord;
  keys: ContractKeys;
  onChanged: () => void;
}) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const [form, setForm] = useState<Exclude<ContractFormMode, 'create'>>();
  const [confirming, setConfirming] = useState(false);
  const removable = keys.write && contract.status === removableContractStatus;
  if (!keys.write && !keys.dates) return null;

  const remove = async () => {
    setConfirming(false);
    try {
      await dataProvider.deleteContract(LEADS, { id: leadId });
      notify(text.removed, { type: 'success' });
      onChanged();
    } catch (e) {
      notify((e as Error)?.message || 'app.default', { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
      {keys.write ? (
        <Button size="small" variant="outlined" onClick={() => setForm('edit')}>
          {text.edit}
        </Button>
      ) : null}
      {keys.dates ? (
        <Button size="small" variant="outlined" onClick={() => setForm('dates')}>
          {text.editDates}
        </Button>
      ) : null}
      {removable ? (
        <Button size="small" color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {text.removeContract}
        </Button>
      ) : null}
      {form ? (
        <ContractForm
          leadId={leadId}
          mode={form}
          contract={contract}
          withDates={keys.dates}
          onClose={() => setForm(undefined)}
          onDone={() => {
            setForm(undefined);
            onChanged();
          }}
        />
      ) : null}
      <ConsoleConfirm
        open={confirming}
        title={text.removeContractTitle}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {interpolate(text.removeContractConfirm, { number: formatValue(contract.number) })}
      </ConsoleConfirm>
    </Box>
  );
}
