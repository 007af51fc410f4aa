/**
 * 'Создать договор': number, 'Договор в письменной форме', amount and — for holders of
 * admin_leads_contract_date_edit, whom alone the server lets send them — the three dates in the
 * console's DateInput → POST /v1/admin/leads/{id}/contract. The server's 422s land under their
 * fields; a refusal of the whole contract ('Договор по заявке уже создан', 403) above them.
 */
import type { Identifier } from 'ra-core';
import { BooleanInput, TextInput } from 'react-admin';
import { DateInput } from '../inputs';
import { createContract } from './contractApi';
import { contractTexts as text } from './contractLabels';
import { CreateDialog } from './CreateDialog';
import { contractFields as label } from './leadLabels';

const fields = ['number', 'is_writing', 'amount', 'concluded_on', 'valid_until', 'works_deadline'];

export function ContractForm({
  leadId,
  withDates,
  onClose,
  onCreated,
}: {
  leadId: Identifier;
  withDates: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const create = (values: Record<string, unknown>) => {
    const sent = Object.fromEntries(
      fields
        .filter((f) => withDates || !['concluded_on', 'valid_until', 'works_deadline'].includes(f))
        .map((f) => [f, values[f]]),
    );
    return createContract(leadId, { ...sent, is_writing: values.is_writing === true });
  };

  return (
    <CreateDialog
      title={text.createTitle}
      fields={fields}
      create={create}
      created={text.created}
      onClose={onClose}
      onCreated={onCreated}
    >
      <TextInput source="number" label={label.number} />
      <BooleanInput source="is_writing" label={text.isWriting} />
      <TextInput source="amount" label={text.amount} inputMode="decimal" />
      {withDates ? (
        <>
          <DateInput source="concluded_on" label={label.concluded_on} />
          <DateInput source="valid_until" label={label.valid_until} />
          <DateInput source="works_deadline" label={label.works_deadline} />
        </>
      ) : null}
    </CreateDialog>
  );
}
