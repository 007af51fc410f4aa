/**
 * Editing one's own names and phone on /crm/profile (PATCH /v1/admin/current; the server lets
 * staff change only these and the e-mail, docs/decisions.md). Server field errors show under
 * the fields; the general message in a toast.
 */
import { Box, Button } from '@mui/material';
import { Form, SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity, type AuthProvider } from 'ra-core';
import { CURRENT_INCLUDED } from '../../authProvider';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { validatePhone } from '../../src/validation';
import { formatPhone, parsePhone, phoneToSend } from './phoneField';
import type { Account } from './useCurrentAccount';
import { fieldErrorsOf, errorMessageOf } from '../../src/api';

/** Names and phone of the signed-in staff member; the server ignores nothing else here. */
interface ProfileChanges {
  last_name: string;
  first_name: string;
  middle_name: string | null;
  phone: string | null;
}

export function ProfileForm({
  account,
  onSaved,
  onCancel,
}: {
  account: Account;
  onSaved: (account: Account) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider<AuthProvider & { forgetAccount?: () => void }>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const dataProvider = useEogDataProvider();
  const { mutateAsync: updateCurrentAccount } = useMutation({
    mutationFn: async (changes: ProfileChanges) =>
      (
        await dataProvider.updateCurrentAccount({
          data: { ...changes },
          included: CURRENT_INCLUDED,
        })
      ).data,
  });
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await updateCurrentAccount({
        last_name: String(values.last_name ?? '').trim(),
        first_name: String(values.first_name ?? '').trim(),
        middle_name: String(values.middle_name ?? '').trim() || null,
        phone: phoneToSend(values.phone),
      });
      notify('app.profile.saved', { type: 'success' });
      // The user block shows the new name at once, not after a reload.
      authProvider?.forgetAccount?.();
      void refetchIdentity();
      onSaved(saved);
      return undefined;
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
      return fieldErrorsOf(e);
    }
  };
  const label = (key: string) => translate(`app.profile.${key}`);
  return (
    <Form record={account} onSubmit={save}>
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
        <TextInput source="last_name" label={label('last_name')} validate={required()} />
        <TextInput source="first_name" label={label('first_name')} validate={required()} />
        <TextInput source="middle_name" label={label('middle_name')} />
        <TextInput
          source="phone"
          label={label('phone')}
          format={formatPhone}
          parse={parsePhone}
          validate={validatePhone}
          inputMode="tel"
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton />
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        </Box>
      </Box>
    </Form>
  );
}
