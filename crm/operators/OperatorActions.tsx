/**
 * The actions on a staff account above its form: block / unblock (dataProvider verbs), send the
 * invitation (while the account is unconfirmed) and send a recovery link. Each shows only with
 * its key (admin_operators_block, _send_confirmation, _send_recovery) and for an account within
 * reach; nobody blocks themselves. Results and server messages go to notifications.
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'ra-core';
import { useState } from 'react';
import type { EogDataProvider } from '../../dataProvider';
import type { RegistryDefinition } from '../../src/registries';
import { httpClient } from '../providers';
import { useOperatorAccess } from './operatorAccess';
import { operatorTexts } from './texts';

export const ADMIN_API = '/v1/admin';

type Letter = 'send_confirmation' | 'send_recovery';

export function OperatorActions({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const access = useOperatorAccess();
  const dataProvider = useDataProvider<EogDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const reaches = access.reaches(record);
  const blocked = record.blocked === true;
  const confirmed = !!record.confirmed_at || record.confirmed === true;
  const canBlock = access.holds('block') && reaches && !access.isOwn(record);
  const canInvite = access.holds('send_confirmation') && reaches && !confirmed && !blocked;
  const canRecover = access.holds('send_recovery') && reaches && !blocked;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof HttpError && e.message ? e.message : 'app.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const toggle = () =>
    run(
      () =>
        blocked
          ? dataProvider.unblock(definition.name, { id: record.id })
          : dataProvider.block(definition.name, { id: record.id }),
      blocked ? operatorTexts.unblocked : operatorTexts.blocked,
    );
  const letter = (path: Letter) =>
    run(
      () =>
        httpClient(
          `${ADMIN_API}/${definition.path}/${encodeURIComponent(String(record.id))}/${path}`,
          { method: 'POST' },
        ),
      operatorTexts.letterSent,
    );

  return (
    <Box sx={{ px: 2, pt: 2 }}>
      {blocked ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {operatorTexts.blockedBadge}
        </Alert>
      ) : !confirmed ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {operatorTexts.unconfirmedBadge}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {canBlock ? (
          <Button
            variant="outlined"
            color={blocked ? 'primary' : 'error'}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {blocked ? operatorTexts.unblock : operatorTexts.block}
          </Button>
        ) : null}
        {canInvite ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void letter('send_confirmation')}
          >
            {operatorTexts.sendConfirmation}
          </Button>
        ) : null}
        {canRecover ? (
          <Button variant="outlined" disabled={busy} onClick={() => void letter('send_recovery')}>
            {operatorTexts.sendRecovery}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
