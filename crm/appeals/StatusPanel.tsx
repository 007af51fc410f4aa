/**
 * The status panel of an appeal or a consultation (issue 18) on the one panel frame
 * (crm/registries/StatusPanelFrame.tsx): the status, the due date, a consultation's executor,
 * and a button per move of src/domain/appeals the member may make. A move opens a dialog with
 * the answer's text where the move answers, a comment where it needs one; the server's refusal
 * stays in the dialog. The attributes it names are those of the bodies the server judges
 * (src/wire/appealBodies.ts, a type-only import).
 */
import { Alert, Button, MenuItem, TextField, Typography } from '@mui/material';
import { OverdueMarker } from '../registries/OverdueList';
import { useQueryClient } from '@tanstack/react-query';
import {
  useGetList,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'ra-core';
import { useState, type FormEvent } from 'react';
import {
  answerChannelLabels,
  appealMessages,
  appealMoves,
  appealStatusLabel,
  isAppealOverdue,
  type AppealKind,
  type AppealTransition,
} from '../../src/domain/appeals';
import { formatDate } from '../../src/format/date';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryMoveDialog, type StatusMove } from '../registries/MoveDialog';
import { StatusPanelFrame } from '../registries/StatusPanelFrame';
import { DialogFrame } from '../../src/ui/dialog';
import { interpolate, validationMessages } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { appealTexts as text } from './texts';
import { fieldErrorsOf } from '../../src/api';
import { heldKey } from '../users/userKeys';
import type { AppealMoveAttributes, AssignExecutorAttributes } from '../../src/wire/appealBodies';

/** The text a move sends: an attribute of the server's judged move body. */
type MoveText = Exclude<keyof AppealMoveAttributes, 'status'>;
/** The attributes whose refusal the move dialog shows as its error. */
const moveRefusals: readonly (keyof AppealMoveAttributes | keyof AssignExecutorAttributes)[] = [
  'status',
  'executor_id',
];
/** The executor's attribute of the assignment (dataProvider's `assignExecutor` sends it). */
const executorField: keyof AssignExecutorAttributes = 'executor_id';

export const kindOf = (definition: RegistryDefinition): AppealKind =>
  definition.type === 'consultation' ? 'consultation' : 'appeal';

/** The key a move needs, and the assign key. */
export function useAppealKeys(definition: RegistryDefinition) {
  const { permissions } = usePermissions();
  const consultation = kindOf(definition) === 'consultation';
  return {
    move: heldKey(
      permissions,
      consultation ? 'admin_consultations_update_status' : 'admin_appeals_update',
    ),
    assign: consultation && heldKey(permissions, 'admin_consultations_assign_executor'),
  };
}

/** Who the applicant is told through, above the move's text. */
function AnswerChannelNote({ record }: { record: RaRecord }) {
  const channel = answerChannelLabels[record.answer_channel as 'email' | 'sms'];
  if (!channel) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {interpolate(text.notifyHint, { channel })}
    </Typography>
  );
}

/** A move of src/domain/appeals as the console's move dialog asks it. */
function appealMove(record: RaRecord, move: AppealTransition): StatusMove {
  const answering = move.requires.includes('answer');
  const required = answering || move.requires.includes('comment');
  const field: MoveText = answering ? 'answer' : 'comment';
  return {
    to: move.to,
    title: move.action,
    action: move.action,
    text: {
      field,
      label: answering ? text.answer : text.comment,
      required,
      check: (value) =>
        required && !value.trim()
          ? answering
            ? appealMessages.answerRequired
            : appealMessages.commentRequired
          : undefined,
      maxLength: answering ? 10000 : 2000,
      rows: answering ? 5 : 3,
      initial: answering ? String(record.answer ?? '') : '',
    },
    done: answering ? text.answered : interpolate(text.moved, { to: appealStatusLabel(move.to) }),
    refusals: moveRefusals,
  };
}

function AssignDialog({
  definition,
  record,
  onClose,
}: {
  definition: RegistryDefinition;
  record: RaRecord;
  onClose: () => void;
}) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { data: executors, isPending } = useGetList<RaRecord>(
    `${definition.name}/${String(record.id)}/executors`,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } },
  );
  const [executor, setExecutor] = useState(record.executor_id ? String(record.executor_id) : '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!executor) {
      setError(validationMessages.required);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.assignExecutor(definition.name, { id: record.id, executorId: executor });
      notify(text.assigned, { type: 'success' });
      await queryClient.invalidateQueries({
        queryKey: [`${definition.name}/${record.id}/history`],
      });
      refresh();
      onClose();
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setError(errors[executorField] ?? errors.status ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      title={text.assignTitle}
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving || isPending}>
            {text.assign}
          </Button>
        </>
      }
    >
      {!isPending && !executors?.length ? (
        <Alert severity="info">{text.executorsEmpty}</Alert>
      ) : (
        <TextField
          select
          fullWidth
          margin="dense"
          label={text.executor}
          value={executor}
          error={!!error}
          helperText={error}
          onChange={(e) => setExecutor(e.target.value)}
        >
          {(executors ?? []).map((e) => (
            <MenuItem key={String(e.id)} value={String(e.id)}>
              {String(e.full_name || e.email)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </DialogFrame>
  );
}

export function StatusPanel({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const keys = useAppealKeys(definition);
  const [move, setMove] = useState<AppealTransition>();
  const [assigning, setAssigning] = useState(false);
  if (!record) return null;
  const kind = kindOf(definition);
  const moves = keys.move ? appealMoves(kind, String(record.status)) : [];
  const executorName = record.executor_id
    ? String((record.executor as RaRecord | undefined)?.full_name ?? text.executorSet)
    : text.noExecutor;
  return (
    <StatusPanelFrame
      label={text.statusPanel[kind]}
      status={appealStatusLabel(String(record.status))}
      details={
        <>
          <Typography variant="body2">
            {text.due}: {formatDate(record.due_date)}
          </Typography>
          {isAppealOverdue({ status: record.status, due_date: record.due_date }) ? (
            <OverdueMarker label={text.overdue} />
          ) : null}
          {kind === 'consultation' ? (
            <Typography variant="body2">
              {text.executor}: {executorName}
            </Typography>
          ) : null}
        </>
      }
      moves={moves.map((m) => ({
        to: m.to,
        label: m.action,
        primary: m.requires.includes('answer'),
        onClick: () => setMove(m),
      }))}
      actions={
        keys.assign && !['closed', 'cancelled'].includes(String(record.status)) ? (
          <Button variant="outlined" onClick={() => setAssigning(true)}>
            {text.assign}
          </Button>
        ) : null
      }
    >
      {move ? (
        <RegistryMoveDialog
          resource={definition.name}
          record={record}
          move={appealMove(record, move)}
          note={<AnswerChannelNote record={record} />}
          onClose={() => setMove(undefined)}
        />
      ) : null}
      {assigning ? (
        <AssignDialog definition={definition} record={record} onClose={() => setAssigning(false)} />
      ) : null}
    </StatusPanelFrame>
  );
}
