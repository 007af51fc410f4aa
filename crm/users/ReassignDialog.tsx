/**
 * 'Переназначить заявки': the staff member finds the other applicant by the account search,
 * ticks the leads to move (all by default) and confirms; `POST /users/{id}/leads_reassign` (the
 * `reassignLeads` verb). The applicant's leads and the leads registry are stale after it.
 */
import { Alert, Button, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { users } from '../../src/registries/users';
import { DialogFrame } from '../../src/ui/dialog';
import { applicantLeadsResource } from './UserLeads';
import { UserSearch } from './UserSearch';
import { firstRefusalOf } from '../../src/api';

export interface ReassignDialogProps {
  userId: Identifier;
  leads: RaRecord[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function ReassignDialog({ userId, leads, open, onClose, onDone }: ReassignDialogProps) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const reassign = useMutation({
    mutationFn: (params: { targetUserId: Identifier; leadIds?: Identifier[] }) =>
      dataProvider.reassignLeads(users.name, { id: userId, ...params }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [applicantLeadsResource(userId)] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
  const [target, setTarget] = useState<RaRecord>();
  const [chosen, setChosen] = useState<Identifier[]>(() => leads.map((l) => l.id));
  const [error, setError] = useState<string>();
  const toggle = (id: Identifier) =>
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const submit = async () => {
    if (!target || !chosen.length) return;
    try {
      const all = chosen.length === leads.length;
      const { reassigned } = await reassign.mutateAsync({
        targetUserId: target.id,
        leadIds: all ? undefined : chosen,
      });
      notify(`Заявок переназначено: ${reassigned}`, { type: 'success' });
      onDone();
    } catch (e) {
      setError(firstRefusalOf(e));
    }
  };

  return (
    <DialogFrame
      open={open}
      title="Переназначить заявки"
      onClose={onClose}
      busy={reassign.isPending}
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={!target || !chosen.length || reassign.isPending}
          >
            Переназначить
          </Button>
        </>
      }
    >
      {target ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Новый заявитель: {String(target.user_full_name ?? target.id)}
        </Alert>
      ) : (
        <UserSearch onPick={setTarget} />
      )}
      <FormGroup>
        {leads.map((lead) => (
          <FormControlLabel
            key={lead.id}
            control={
              <Checkbox checked={chosen.includes(lead.id)} onChange={() => toggle(lead.id)} />
            }
            label={`${String(lead.uid ?? `№ ${lead.id}`)} — ${String(lead.status_label ?? '')}`}
          />
        ))}
      </FormGroup>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </DialogFrame>
  );
}
