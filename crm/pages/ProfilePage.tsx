/** /crm/profile: the signed-in staff member's personal data, with an edit form for names and phone. */
import { Button, Card, CardContent } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { ServerErrorPage } from './ServerErrorPage';
import { useCurrentAccount } from './useCurrentAccount';

export function ProfilePage() {
  const translate = useTranslate();
  const { account, error, isPending, setAccount } = useCurrentAccount();
  const [editing, setEditing] = useState(false);
  if (isPending) return <Loading />;
  if (!account) return <ServerErrorPage error={error} />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.profile.title')} />
      <CardContent>
        {editing ? (
          <ProfileForm
            account={account}
            onSaved={(saved) => {
              setAccount(saved);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <ProfileDetails account={account} />
            <Button variant="outlined" sx={{ mt: 3 }} onClick={() => setEditing(true)}>
              {translate('app.profile.edit')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default ProfilePage;
