/**
 * 'Создать дополнительное соглашение' → POST /v1/admin/contracts/{contract_id}/agreements: number,
 * subject, written form, source and delivery (src/domain/agreements options), the term from
 * the agreement_term dictionary (active entries) and, for a counterparty change, the new rights
 * holder picked among the applicants (GET /v1/admin/users?query=…, 10 at a time — only for
 * holders of admin_users_read, who alone may search them). Empty fields are not sent.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { agreementDeliveryOptions, agreementSourceOptions } from '../../../src/domain/agreements';
import { formatMessages } from '../../../src/format/messages';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { dictionaryPageSize } from '../../../src/domain/dictionaryKinds';
import { agreementFields as label, contractTexts as text } from '../contractLabels';
import { FormDialog } from '../CreateDialog';
import { loadedOf } from '../../ui/loaded';
import { useDictionary } from '../leadQueries';
import { toQuery } from '../../registries/values';

const baseFields = ['number', 'subject', 'is_writing', 'source', 'delivery', 'agreement_term_id'];
const withUser = [...baseFields, 'new_user_id'];

/** Applicants picked 10 at a time, as the console's other applicant pickers. */
const USER_PAGE = 10;
/** An applicant is known by the organization, a person by the full name. */
const userText = (user: RaRecord) =>
  [user.organization_name || user.user_full_name, user.email].filter(Boolean).join(' — ') ||
  String(user.id);

export function AgreementForm({
  contractId,
  pickUser,
  onClose,
  onCreated,
}: {
  contractId: Identifier;
  /** The new rights holder is offered (admin_users_read). */
  pickUser: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const dataProvider = useEogDataProvider();
  // Seed 001 §7: this dictionary is read 200 at a time.
  const terms = loadedOf(useDictionary('agreement_term', dictionaryPageSize.agreement_term));
  const termChoices = useMemo(
    () => (terms.data ?? []).map((t) => ({ id: String(t.id), name: String(t.name ?? t.id) })),
    [terms.data],
  );
  const fields = pickUser ? withUser : baseFields;
  const submit = (values: Record<string, unknown>) =>
    dataProvider.createAgreement('contracts', {
      contractId,
      attributes: {
        ...Object.fromEntries(fields.map((f) => [f, values[f]])),
        is_writing: values.is_writing === true,
      },
    });

  return (
    <FormDialog
      title={text.agreementCreate}
      fields={fields}
      submit={submit}
      notice={text.agreementCreated}
      onClose={onClose}
      onDone={onCreated}
    >
      <TextInput source="number" label={label.number} />
      <TextInput source="subject" label={label.subject} multiline minRows={2} />
      <BooleanInput source="is_writing" label={label.is_writing} />
      <SelectInput
        source="source"
        label={label.source}
        choices={agreementSourceOptions}
        optionValue="value"
        optionText="title"
      />
      <SelectInput
        source="delivery"
        label={label.delivery}
        choices={agreementDeliveryOptions}
        optionValue="value"
        optionText="title"
      />
      <SelectInput
        source="agreement_term_id"
        label={label.agreement_term_id}
        choices={termChoices}
        emptyText={formatMessages.nothingSelected}
        isPending={terms.loading}
      />
      {pickUser ? (
        <ReferenceInput source="new_user_id" reference="users" perPage={USER_PAGE}>
          <AutocompleteInput
            label={label.new_user_id}
            optionText={userText}
            filterToQuery={toQuery}
          />
        </ReferenceInput>
      ) : null}
    </FormDialog>
  );
}
