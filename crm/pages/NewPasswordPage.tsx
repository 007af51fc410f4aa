/**
 * /crm/new_password (outside the layout): the form the password-reset e-mail links to, with the
 * token in `reset_password_token`. A new password by the policy and its confirmation go to
 * PATCH /v1/admin/password; on success the login page opens with a notice.
 */
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CRM_LOGIN_PATH } from '../session';
import type { PasswordReset } from '../../dataProvider/accountVerbs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { confirmationRules, newPasswordRules } from './passwordRules';
import { fieldErrorsOf, errorMessageOf } from '../../src/api';

export const RESET_TOKEN_PARAM = 'reset_password_token';

export function NewPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const dataProvider = useEogDataProvider();
  // No session is involved: a failure is the link's message, not a logout.
  const { mutateAsync: resetPassword } = useMutation({
    mutationFn: (reset: PasswordReset) => dataProvider.resetPassword(reset),
  });
  const [error, setError] = useState<string | null>(token ? null : translate('app.invalidToken'));

  const save = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await resetPassword({
        reset_password_token: token,
        password: String(values.password ?? ''),
        password_confirmation: String(values.password_confirmation ?? ''),
      });
      notify('app.password.resetDone', { type: 'success' });
      navigate(CRM_LOGIN_PATH);
      return undefined;
    } catch (e) {
      setError(errorMessageOf(e, translate('app.default')));
      return fieldErrorsOf(e);
    }
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card component="main" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center' }}>
          {translate('app.password.resetTitle')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <Form onSubmit={save}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <PasswordInput
              source="password"
              label={translate('app.password.new')}
              validate={newPasswordRules}
              autoComplete="new-password"
              disabled={!token}
            />
            <PasswordInput
              source="password_confirmation"
              label={translate('app.password.confirmation')}
              validate={confirmationRules}
              autoComplete="new-password"
              disabled={!token}
            />
            <SaveButton
              label={translate('app.password.resetSubmit')}
              icon={<></>}
              alwaysEnable={!!token}
              disabled={!token}
            />
            <Button component={Link} to={CRM_LOGIN_PATH}>
              {translate('app.password.toLogin')}
            </Button>
          </Box>
        </Form>
      </Card>
    </Box>
  );
}
