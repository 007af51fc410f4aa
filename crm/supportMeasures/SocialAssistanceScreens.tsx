/**
 * The social assistance record (seed 001 §2 /crm/support_measures/social_assistances/{id}):
 * the decision panel — 'Подтвердить категорию' / 'Отказать в подтверждении' for a request still
 * under review, shown to staff with 'citizen category approval' (the operator's flag;
 * etp_admin always), the server's `decision` call — and the form, where the executor is
 * read-only for a regional head without executor_selection (the server refuses the same).
 */
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useRecordContext, useRefresh } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Edit, Labeled } from 'react-admin';
import {
  socialAssistanceStatusLabels,
  type SocialAssistanceStatus,
} from '../../src/domain/appeals';
import type { RegistryDefinition } from '../../src/registries';
import { DialogFrame } from '../../src/ui/dialog';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { useRegistryKeys } from '../registries/access';
import { RegistryCell } from '../registries/cells';
import { HistoryTabs } from '../registries/HistoryTabs';
import { RegistryInput } from '../registries/inputs';
import { RegistryForm } from '../registries/RegistryForm';
import { formFields, toWire } from '../registries/values';
import { supportTexts as text } from './texts';
import { fieldErrorsOf } from '../../src/api';

type ScreenProps = { definition: RegistryDefinition };

function useAccount(): Record<string, unknown> {
  const { identity } = useGetIdentity();
  return (identity?.account as Record<string, unknown> | undefined) ?? {};
}

function DecisionPanel({ definition }: ScreenProps) {
  const record = useRecordContext();
  const account = useAccount();
  const keys = useRegistryKeys(definition);
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [decision, setDecision] = useState<'approved' | 'rejected'>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const mayDecide =
    keys.update && (account.role === 'etp_admin' || account.citizen_category_approval === true);
  const open = record.status === 'requested';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    setSaving(true);
    try {
      await dataProvider.decideCategory(definition.name, {
        id: record.id,
        decision,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      notify(decision === 'approved' ? text.approved : text.rejected, { type: 'success' });
      refresh();
      setDecision(undefined);
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setError(errors.status ?? errors.citizen_category_id ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography>
        {text.status}:{' '}
        <strong>
          {socialAssistanceStatusLabels[record.status as SocialAssistanceStatus] ??
            String(record.status)}
        </strong>
      </Typography>
      {open && mayDecide ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" onClick={() => setDecision('approved')}>
            {text.approve}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDecision('rejected')}>
            {text.reject}
          </Button>
        </Stack>
      ) : null}
      {open && !mayDecide && keys.update ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {text.noRight}
        </Alert>
      ) : null}
      {decision ? (
        <DialogFrame
          open
          title={text.decisionTitle}
          onClose={() => setDecision(undefined)}
          busy={saving}
          onSubmit={submit}
          actions={
            <>
              <Button onClick={() => setDecision(undefined)}>{text.cancel}</Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {decision === 'approved' ? text.approve : text.reject}
              </Button>
            </>
          }
        >
          {error ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={text.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            inputProps={{ maxLength: 2000 }}
          />
        </DialogFrame>
      ) : null}
    </Box>
  );
}

/** The form; the executor read-only for a regional head without executor_selection. */
function SocialAssistanceInputs({ definition }: ScreenProps) {
  const account = useAccount();
  const locked = account.role === 'regional_head' && account.executor_selection !== true;
  return (
    <>
      {formFields(definition, 'edit').map(([key, field]) =>
        key === 'organization_id' && locked ? (
          <Labeled key={key} label={field.label} title={text.executorLocked}>
            <RegistryCell source={key} field={field} empty="preview" />
          </Labeled>
        ) : (
          <RegistryInput key={key} source={key} field={field} definition={definition} />
        ),
      )}
    </>
  );
}

export function SocialAssistanceEdit({ definition }: ScreenProps) {
  const keys = useRegistryKeys(definition);
  return (
    <Edit
      resource={definition.name}
      mutationMode="pessimistic"
      redirect={false}
      transform={(
        data: Record<string, unknown>,
        options?: { previousData?: Record<string, unknown> },
      ) => toWire(definition, data, options?.previousData)}
    >
      <HistoryTabs definition={definition} withHistory={keys.history}>
        <DecisionPanel definition={definition} />
        <RegistryForm definition={definition} mode="edit">
          <SocialAssistanceInputs definition={definition} />
        </RegistryForm>
      </HistoryTabs>
    </Edit>
  );
}
