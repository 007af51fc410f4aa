/**
 * The operator create and edit screens (seed 001 §2 /crm/operators/new, /edit/{id},
 * /crm/create_new_operator). Create is the generic screen with the operator form. Edit adds the
 * account's actions (block, letters) and, with admin_operators_history, the tab
 * 'История изменений'; an account beyond the signed-in member's reach, or a member without the
 * update key, gets the same form read-only (the show screen, too).
 */
import { Alert } from '@mui/material';
import { ResourceContextProvider, useRecordContext } from 'ra-core';
import { Edit, Show, SimpleForm } from 'react-admin';
import { operators, type RegistryDefinition } from '../../src/registries';
import { errorMessages } from '../../i18n/messages';
import { HistoryTabs } from '../registries/HistoryTabs';
import { RegistryCreate } from '../registries/RegistryCreate';
import { FormToolbar } from '../registries/RegistryForm';
import { wireTransform } from '../registries/values';
import { OperatorActions } from './OperatorActions';
import { OperatorInputs } from './OperatorInputs';
import { useOperatorAccess } from './operatorAccess';

export function OperatorCreate({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryCreate
      definition={definition}
      inputs={<OperatorInputs definition={definition} mode="create" />}
    />
  );
}

/** /crm/create_new_operator: the same create screen outside the resource's routes. */
export function CreateNewOperator() {
  return (
    <ResourceContextProvider value={operators.name}>
      <OperatorCreate definition={operators} />
    </ResourceContextProvider>
  );
}

interface ScreenProps {
  definition: RegistryDefinition;
  /** The show screen: never saves, whatever the keys. */
  readOnly?: boolean;
}

function OperatorForm({ definition, readOnly }: ScreenProps) {
  const record = useRecordContext();
  const access = useOperatorAccess();
  const writable = !readOnly && access.holds('update') && access.reaches(record);
  // The show screen renders before its record arrives; the form takes its values once.
  if (!record) return null;
  return (
    <>
      <OperatorActions definition={definition} />
      {!writable ? (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
          {errorMessages.forbidden}
        </Alert>
      ) : null}
      <SimpleForm
        toolbar={writable ? <FormToolbar definition={definition} /> : false}
        warnWhenUnsavedChanges={false}
      >
        {writable ? (
          <OperatorInputs definition={definition} mode="edit" />
        ) : (
          <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <OperatorInputs definition={definition} mode="edit" />
          </fieldset>
        )}
      </SimpleForm>
    </>
  );
}

function OperatorTabs({ definition, readOnly }: ScreenProps) {
  const access = useOperatorAccess();
  return (
    <HistoryTabs definition={definition} withHistory={access.holds('history')}>
      <OperatorForm definition={definition} readOnly={readOnly} />
    </HistoryTabs>
  );
}

export function OperatorEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <Edit
      resource={definition.name}
      mutationMode="pessimistic"
      redirect="list"
      transform={wireTransform(definition)}
    >
      <OperatorTabs definition={definition} />
    </Edit>
  );
}

/** Members without the update key (auditors, МФЦ and РГК staff) read the same form. */
export function OperatorShow({ definition }: { definition: RegistryDefinition }) {
  return (
    <Show resource={definition.name}>
      <OperatorTabs definition={definition} readOnly />
    </Show>
  );
}
