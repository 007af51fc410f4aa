/**
 * The contract's forms in a dialog, with the live API's attribute names (issues 20, 36):
 * - 'create': the contract's own fields and — for holders of admin_leads_contract_date_edit,
 *   whom alone the server lets send them — the dates → POST …/contract; empty fields not sent;
 * - 'edit' (admin_contracts_update_status): the same fields but the dates, plus the lead's
 *   `is_complex` / `home_in_schedule`, which the contract answer carries (on create they are
 *   left to the lead as it is) → PATCH …/contract with the changed ones only, emptied as null;
 * - 'dates' (admin_leads_contract_date_edit): the dates → PUT …/contract/update_dates.
 * The server's 422s land under their fields; a refusal of the whole contract above them.
 */
import { Alert } from '@mui/material';
import { useGetList, type Identifier, type RaRecord } from 'ra-core';
import { useMemo } from 'react';
import { BooleanInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { agreementDeliveryOptions } from '../../src/domain/agreements';
import {
  connectionFeaturesKind,
  contractDateAttributes,
  contractSlugAttributes,
  contractSlugKinds,
} from '../../src/domain/contractAttributes';
import { formatMessages } from '../../src/format/messages';
import { leadFields } from '../../src/leads/fields';
import { DateInput } from '../inputs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { SlugSelect } from './contract/ContractDictionaries';
import { loadedOf } from '../ui/loaded';
import { LEADS, useDictionary } from './leadQueries';
import { contractTexts as text } from './contractLabels';
import { FormDialog } from './CreateDialog';
import { contractFieldLabels as label } from '../../src/domain/contractStatuses';

export type ContractFormMode = 'create' | 'edit' | 'dates';

const liveTexts = [
  'act_number',
  'order_number',
  'mail_number',
  'construction_code',
  'extension_period',
] as const;
const ownFields = [
  'number',
  'is_writing',
  'amount',
  'note',
  ...liveTexts,
  'delivery_method',
  'planned_tech_restrictions_removal_year',
  'pipe_shortage',
  ...contractSlugAttributes,
  'gas_distribution_station',
  'contracts_connection_features',
] as const;
/** The lead's flags the contract carries: edited with it, never set blind on create. */
const editFields = [...ownFields, 'is_complex', 'home_in_schedule'] as const;
const flags = ['is_writing', 'pipe_shortage', 'is_complex', 'home_in_schedule'] as const;

/** The lead dictionary's stations; a retired one the contract names stays a choice. */
const STATIONS = 'lead_dictionary/gas_distribution_stations';

const modes = {
  create: { title: text.createTitle, submitLabel: text.save, notice: text.created },
  edit: { title: text.editTitle, submitLabel: text.saveChanges, notice: text.saved },
  dates: { title: text.datesTitle, submitLabel: text.saveChanges, notice: text.datesSaved },
} as const;

const allFields = [...ownFields, ...contractDateAttributes] as const;

/** Module constants, so that the record built from them keeps its identity across renders. */
function fieldsOf(mode: ContractFormMode, withDates: boolean): readonly string[] {
  if (mode === 'dates') return contractDateAttributes;
  if (mode === 'edit') return editFields;
  return withDates ? allFields : ownFields;
}

/** A field's value as sent: trimmed, '' as null, which the server stores as "no value". */
const asSent = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : v;
  return s === undefined || s === '' ? null : s;
};

const emptyOf = (field: string) =>
  (flags as readonly string[]).includes(field)
    ? false
    : field === 'contracts_connection_features'
      ? []
      : null;

function DictionaryInputs({ contract }: { contract?: RaRecord }) {
  const features = loadedOf(useDictionary(connectionFeaturesKind));
  const stations = loadedOf(
    useGetList(STATIONS, {
      filter: { active: true },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
    }),
  );
  const stationChoices = (stations.data ?? []).map((s) => ({
    id: String(s.id),
    name: String(s.name),
  }));
  const current = contract?.gas_distribution_station;
  if (current && !stationChoices.some((c) => c.id === String(current))) {
    stationChoices.push({
      id: String(current),
      name: String(contract?.gas_distribution_station_name ?? current),
    });
  }
  const error = features.error ?? stations.error;
  return (
    <>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {contractSlugAttributes.map((a) => (
        <SlugSelect
          key={a}
          source={a}
          label={label[a]}
          kind={contractSlugKinds[a]}
          current={contract?.[a]}
        />
      ))}
      <SelectInput
        source="gas_distribution_station"
        label={label.gas_distribution_station}
        choices={stationChoices}
        isLoading={stations.loading}
      />
      <SelectArrayInput
        source="contracts_connection_features"
        label={label.contracts_connection_features}
        choices={(features.data ?? []).map((d) => ({ id: String(d.id), name: String(d.name) }))}
        isLoading={features.loading}
      />
    </>
  );
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
      contract ? Object.fromEntries(fields.map((f) => [f, contract[f] ?? emptyOf(f)])) : undefined,
    [contract, fields],
  );

  const submit = async (values: Record<string, unknown>) => {
    const flagValues = Object.fromEntries(
      flags.filter((f) => fields.includes(f)).map((f) => [f, values[f] === true]),
    );
    if (mode === 'create') {
      const sent = Object.fromEntries(fields.map((f) => [f, values[f]]));
      return dataProvider.createContract(LEADS, {
        id: leadId,
        attributes: { ...sent, ...flagValues },
      });
    }
    const next = { ...values, ...flagValues };
    const changes = Object.fromEntries(
      fields
        .filter((f) => String(asSent(next[f])) !== String(asSent(record?.[f])))
        .map((f) => [f, asSent(next[f])]),
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
          {liveTexts.map((f) => (
            <TextInput key={f} source={f} label={label[f]} />
          ))}
          <SelectInput
            source="delivery_method"
            label={label.delivery_method}
            choices={agreementDeliveryOptions}
            optionValue="value"
            optionText="title"
            emptyText={formatMessages.nothingSelected}
          />
          <TextInput
            source="planned_tech_restrictions_removal_year"
            label={label.planned_tech_restrictions_removal_year}
            inputMode="numeric"
          />
          <BooleanInput source="pipe_shortage" label={label.pipe_shortage} />
          <DictionaryInputs contract={contract} />
        </>
      ) : null}
      {mode === 'edit' ? (
        <>
          <BooleanInput source="is_complex" label={leadFields.is_complex.label} />
          <BooleanInput source="home_in_schedule" label={leadFields.home_in_schedule.label} />
        </>
      ) : null}
      {fields.includes('concluded_at')
        ? contractDateAttributes.map((d) => <DateInput key={d} source={d} label={label[d]} />)
        : null}
    </FormDialog>
  );
}
