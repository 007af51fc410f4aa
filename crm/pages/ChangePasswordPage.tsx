/**
 * /crm/profile/change_password: the current password, a new one by the password policy and its
 * confirmation. The answer's token replaces the session's (the change ends other sessions).
 */
import { Box, Button, Card, CardContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  Title,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { PROFILE_PATH } from '../layout/UserBlock';
import type { PasswordChange } from '../../dataProvider/accountVerbs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { tokenStore } from '../session';
import { confirmationRules, newPasswordRules } from './passwordRules';
import { fieldErrorsOf, errorMessageOf } from '../../src/api';

export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useEogDataProvider();
  const { mutateAsync: changePassword } = useMutation({
    mutationFn: (change: PasswordChange) => dataProvider.changePassword(change),
    // The change ends every other session; this one goes on with the answer's token, kept in
    // the same storage as before ("remember me" or not).
    onSuccess: ({ data }) => tokenStore.replace(data.jwt, data.refresh_token),
  });
  const save = async (values: Record<string, unknown>) => {
    try {
      await changePassword(values as unknown as PasswordChange);
      notify('app.password.changed', { type: 'success' });
      navigate(PROFILE_PATH);
      return undefined;
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
      return fieldErrorsOf(e);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.password.changeTitle')} />
      <CardContent>
        <Form onSubmit={save}>
          <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
            <PasswordInput
              source="current_password"
              label={translate('app.password.current')}
              validate={required()}
              autoComplete="current-password"
            />
            <PasswordInput
              source="password"
              label={translate('app.password.new')}
              validate={newPasswordRules}
              autoComplete="new-password"
            />
            <PasswordInput
              source="password_confirmation"
              label={translate('app.password.confirmation')}
              validate={confirmationRules}
              autoComplete="new-password"
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <SaveButton alwaysEnable />
              <Button component={Link} to={PROFILE_PATH}>
                {translate('ra.action.cancel')}
              </Button>
            </Box>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}

export default ChangePasswordPage;
