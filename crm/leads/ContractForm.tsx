/**
 * The contract's forms in a dialog:
 * - 'create' ('Создать договор'): number, 'Договор в письменной форме', amount, note and — for
 *   holders of admin_leads_contract_date_edit, whom alone the server lets send them — the
 *   three dates → POST /v1/admin/leads/{id}/contract; empty fields are not sent;
 * - 'edit' ('Изменить договор', admin_contracts_update_status): the same fields but the dates
 *   → PATCH …/contract with the changed ones only, an emptied one as null;
 * - 'dates' ('Изменить даты', admin_leads_contract_date_edit): the three dates → PATCH
 *   …/contract/update_dates, which needs no other key.
 * The server's 422s land under their fields; a refusal of the whole contract ('Договор по
 * заявке уже создан', 403) above them.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { useMemo } from 'react';
import { BooleanInput, TextInput } from 'react-admin';
import { DateInput } from '../inputs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { changed } from './contractValues';
import { LEADS } from './leadQueries';
import { contractTexts as text } from './contractLabels';
import { FormDialog } from './CreateDialog';
import { contractFields as label } from './leadLabels';

export type ContractFormMode = 'create' | 'edit' | 'dates';

const dateFields = ['concluded_on', 'valid_until', 'works_deadline'] as const;
const ownFields = ['number', 'is_writing', 'amount', 'note'] as const;

const modes = {
  create: { title: text.createTitle, submitLabel: text.save, notice: text.created },
  edit: { title: text.editTitle, submitLabel: text.saveChanges, notice: text.saved },
  dates: { title: text.datesTitle, submitLabel: text.saveChanges, notice: text.datesSaved },
} as const;

const allFields = [...ownFields, ...dateFields] as const;

/** Module constants, so that the record built from them keeps its identity across renders. */
function fieldsOf(mode: ContractFormMode, withDates: boolean): readonly string[] {
  if (mode === 'dates') return dateFields;
  if (mode === 'edit' || !withDates) return ownFields;
  return allFields;
}

export function ContractForm({
  leadId,
  mode = 'create',
  contract,
  withDates,
  onClose,
  onDone,
}: {
  leadId: Identifier;
  mode?: ContractFormMode;
  /** The contract edited ('edit', 'dates'). */
  contract?: RaRecord;
  withDates: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const dataProvider = useEogDataProvider();
  const fields = fieldsOf(mode, withDates);
  // Kept across renders: a new record object would reset the form's values.
  const record = useMemo(
    () =>
      contract
        ? Object.fromEntries(
            fields.map((f) => [f, contract[f] ?? (f === 'is_writing' ? false : null)]),
          )
        : undefined,
    [contract, fields],
  );

  const submit = async (values: Record<string, unknown>) => {
    const is_writing = values.is_writing === true;
    if (mode === 'create') {
      const sent = Object.fromEntries(fields.map((f) => [f, values[f]]));
      return dataProvider.createContract(LEADS, {
        id: leadId,
        attributes: { ...sent, is_writing },
      });
    }
    const changes = changed(
      record ?? {},
      mode === 'edit' ? { ...values, is_writing } : values,
      fields,
    );
    if (!Object.keys(changes).length) return undefined;
    const params = { id: leadId, attributes: changes };
    return mode === 'edit'
      ? dataProvider.updateContract(LEADS, params)
      : dataProvider.updateContractDates(LEADS, params);
  };

  return (
    <FormDialog
      {...modes[mode]}
      fields={fields}
      record={record}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
    >
      {mode !== 'dates' ? (
        <>
          <TextInput source="number" label={label.number} />
          <BooleanInput source="is_writing" label={text.isWriting} />
          <TextInput source="amount" label={text.amount} inputMode="decimal" />
          <TextInput source="note" label={text.contractNote} multiline minRows={2} />
        </>
      ) : null}
      {fields.includes('concluded_on') ? (
        <>
          <DateInput source="concluded_on" label={label.concluded_on} />
          <DateInput source="valid_until" label={label.valid_until} />
          <DateInput source="works_deadline" label={label.works_deadline} />
        </>
      ) : null}
    </FormDialog>
  );
}
