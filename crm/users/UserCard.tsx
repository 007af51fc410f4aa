/**
 * /crm/users/{id}: the applicant's card with the tabs 'Данные', 'Заявки' and 'История изменений'
 * and the actions each shown only with its key (seed 001 §6 users keys). Block and the policy
 * removal answer with the card, which replaces the cached one. A reader without the update key
 * gets `UserCardShow`: the same card inside react-admin's Show, no save, no 403.
 */
import { Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import { useState } from 'react';
import { Edit, Show, SimpleForm } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
import { users } from '../../src/registries/users';
import { FormToolbar } from '../registries/RegistryForm';
import { RegistryChanges } from '../registries/RegistryChanges';
import { accountTypeOf, applicantToWire } from './applicantForm';
import { ReassignDialog } from './ReassignDialog';
import { UserInputs } from './UserInputs';
import { useUserKeys } from './userKeys';
import { UserLeads, useApplicantLeads } from './UserLeads';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { OverflowTabs } from '../ui/OverflowTabs';

type Pending = 'remove' | 'policy' | undefined;
type CardAction = 'block' | 'unblock' | 'policy';

const actionDone: Record<CardAction, string> = {
  block: 'Заявитель заблокирован',
  unblock: 'Заявитель разблокирован',
  policy: 'Согласие на обработку персональных данных удалено',
};

/** Block, unblock and the policy removal: the answered card goes into the cache. */
function useCardAction(record: RaRecord) {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (action: CardAction) => {
      const params = { id: record.id };
      if (action === 'policy') return dataProvider.removePolicyAgreement(users.name, params);
      return dataProvider[action](users.name, params);
    },
    onSuccess: ({ data }, action) => {
      putRecord(queryClient, users.name, data);
      // The card's history tab has a new entry.
      void queryClient.invalidateQueries({ queryKey: [users.name, 'changes'] });
      notify(actionDone[action], { type: 'success' });
    },
    onError: (e: Error) => notify(e.message || 'ra.notification.http_error', { type: 'error' }),
  });
}

function UserActions({ record, leads }: { record: RaRecord; leads: RaRecord[] }) {
  const keys = useUserKeys();
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove] = useDelete();
  const cardAction = useCardAction(record);
  const [confirm, setConfirm] = useState<Pending>();
  const [reassigning, setReassigning] = useState(false);
  const failed = (e: Error) => notify(e.message || 'ra.notification.http_error', { type: 'error' });

  const toggleBlock = () => cardAction.mutate(record.blocked ? 'unblock' : 'block');

  const onConfirm = () => {
    const action = confirm;
    setConfirm(undefined);
    if (action === 'policy') cardAction.mutate('policy');
    if (action === 'remove')
      remove(
        users.name,
        { id: record.id, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            notify('Заявитель удалён', { type: 'info' });
            redirect('list', users.name);
          },
          onError: (e) => failed(e as Error),
        },
      );
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      {keys.block ? (
        <Button variant="outlined" onClick={toggleBlock}>
          {record.blocked ? 'Разблокировать' : 'Заблокировать'}
        </Button>
      ) : null}
      {keys.policy && record.policy_agreed_at ? (
        <Button variant="outlined" onClick={() => setConfirm('policy')}>
          Удалить согласие на обработку ПДн
        </Button>
      ) : null}
      {keys.reassign && leads.length ? (
        <Button variant="outlined" onClick={() => setReassigning(true)}>
          Переназначить заявки
        </Button>
      ) : null}
      {keys.remove ? (
        <Button variant="outlined" color="error" onClick={() => setConfirm('remove')}>
          Удалить
        </Button>
      ) : null}
      <ConsoleConfirm
        open={!!confirm}
        title={confirm === 'remove' ? 'Удалить заявителя?' : 'Удалить согласие?'}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(undefined)}
      >
        {confirm === 'remove'
          ? 'Учётная запись заявителя будет удалена.'
          : 'При следующем входе заявитель должен будет снова дать согласие на обработку персональных данных.'}
      </ConsoleConfirm>
      {reassigning ? (
        <ReassignDialog
          open
          userId={record.id}
          leads={leads}
          onClose={() => setReassigning(false)}
          onDone={() => setReassigning(false)}
        />
      ) : null}
    </Box>
  );
}

function CardTabs() {
  const translate = useTranslate();
  const record = useRecordContext();
  const keys = useUserKeys();
  const leads = useApplicantLeads(record?.id);
  const [tab, setTab] = useState(0);
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <UserActions record={record} leads={leads.data ?? []} />
      <OverflowTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 0, label: 'Данные' },
          { value: 1, label: 'Заявки' },
          ...(keys.history ? [{ value: 2, label: translate('app.ui.changesTab') }] : []),
        ]}
      />
      {tab === 0 ? (
        <SimpleForm
          toolbar={keys.update ? <FormToolbar definition={users} /> : false}
          warnWhenUnsavedChanges={false}
          disabled={!keys.update}
        >
          <UserInputs accountType={accountTypeOf(record.account_type)} />
        </SimpleForm>
      ) : null}
      {tab === 1 ? <UserLeads leads={leads} /> : null}
      {tab === 2 ? <RegistryChanges definition={users} /> : null}
    </Box>
  );
}

function UserCard() {
  return (
    <Edit
      resource={users.name}
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Record<string, unknown>) =>
        applicantToWire(data, accountTypeOf(data.account_type), 'edit')
      }
    >
      <CardTabs />
    </Edit>
  );
}

/** The same card read-only, for readers without admin_users_update (the auditor, РГК). */
export function UserCardShow() {
  return (
    <Show resource={users.name}>
      <CardTabs />
    </Show>
  );
}

export default UserCard;
