/**
 * /crm/users/new?form_mode=individual_person|legal_entity|entrepreneur (seed 001 §2): the card
 * of a new applicant with the blocks of the chosen account type. Saved through the
 * dataProvider's create (`POST /v1/admin/users`); a refusal puts the server's messages on the
 * fields; success opens the new card.
 */
import { Typography } from '@mui/material';
import { Create, SimpleForm } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { accountTypeLabels } from '../../src/domain/accountTypes';
import { users } from '../../src/registries/users';
import { FormToolbar } from '../registries/RegistryForm';
import { applicantToWire, formModeOf } from './applicantForm';
import { UserInputs } from './UserInputs';

function UserCreate() {
  const accountType = formModeOf(useLocation().search);
  return (
    <Create
      resource={users.name}
      redirect="edit"
      transform={(data: Record<string, unknown>) => applicantToWire(data, accountType, 'create')}
    >
      <SimpleForm
        key={accountType}
        toolbar={<FormToolbar definition={users} />}
        warnWhenUnsavedChanges={false}
      >
        <Typography variant="h6">{accountTypeLabels[accountType]}</Typography>
        <UserInputs accountType={accountType} />
      </SimpleForm>
    </Create>
  );
}

export default UserCreate;
