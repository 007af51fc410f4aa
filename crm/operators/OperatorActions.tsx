/**
 * The actions on a staff account above its form: block / unblock, send the invitation (while the
 * account is unconfirmed) and send a recovery link — the dataProvider's `block`, `unblock`,
 * `sendConfirmation` and `sendRecovery` verbs; a block's answered record replaces the cached one. Each shows only with
 * its key (admin_operators_block, _send_confirmation, _send_recovery) and for an account within
 * reach; nobody blocks themselves. Results and server messages go to notifications.
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, type RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
import type { RegistryDefinition } from '../../src/registries';
import { useOperatorAccess } from './operatorAccess';
import { operatorTexts } from './texts';
import { errorMessageOf } from '../../src/api';

type Action = 'block' | 'unblock' | 'sendConfirmation' | 'sendRecovery';

const actionDone: Record<Action, string> = {
  block: operatorTexts.blocked,
  unblock: operatorTexts.unblocked,
  sendConfirmation: operatorTexts.letterSent,
  sendRecovery: operatorTexts.letterSent,
};

function useOperatorAction(resource: string, record: RaRecord | undefined) {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (action: Action) => dataProvider[action](resource, { id: record!.id }),
    onSuccess: ({ data }, action) => {
      // A letter changes nothing on the account; a block answers the changed account.
      if (action === 'block' || action === 'unblock') {
        putRecord(queryClient, resource, data);
        void queryClient.invalidateQueries({ queryKey: [resource, 'changes'] });
      }
      notify(actionDone[action], { type: 'success' });
    },
    onError: (e) => notify(errorMessageOf(e, 'app.default'), { type: 'error' }),
  });
}

export function OperatorActions({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const access = useOperatorAccess();
  const action = useOperatorAction(definition.name, record);
  const busy = action.isPending;
  if (!record) return null;

  const reaches = access.reaches(record);
  const blocked = record.blocked === true;
  const confirmed = !!record.confirmed_at || record.confirmed === true;
  const canBlock = access.holds('block') && reaches && !access.isOwn(record);
  const canInvite = access.holds('send_confirmation') && reaches && !confirmed && !blocked;
  const canRecover = access.holds('send_recovery') && reaches && !blocked;

  const toggle = () => action.mutate(blocked ? 'unblock' : 'block');
  const letter = (verb: 'sendConfirmation' | 'sendRecovery') => action.mutate(verb);

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
            onClick={() => toggle()}
          >
            {blocked ? operatorTexts.unblock : operatorTexts.block}
          </Button>
        ) : null}
        {canInvite ? (
          <Button variant="outlined" disabled={busy} onClick={() => letter('sendConfirmation')}>
            {operatorTexts.sendConfirmation}
          </Button>
        ) : null}
        {canRecover ? (
          <Button variant="outlined" disabled={busy} onClick={() => letter('sendRecovery')}>
            {operatorTexts.sendRecovery}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
