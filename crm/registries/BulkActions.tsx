/**
 * The registry list's actions on the selected rows (server/registries/bulk.ts):
 * 'Изменить выбранные' sets one of the definition's `massUpdate` fields on every selected record
 * (the field's own input and validators), 'Отправить в КЦ' queues them to the coordination
 * centre. Each is shown to holders of its key; the list reloads and the selection clears after.
 */
import { Alert, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, useListContext, useNotify, useRefresh } from 'ra-core';
import { useId, useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { RegistryDefinition } from '../../src/registries';
import { DialogFrame } from '../../src/ui/dialog';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { useRegistryKeys } from './access';
import { RegistryInput } from './inputs';
import { toWire } from './values';
import { firstRefusalOf } from '../../src/api';

function useAfterBulk() {
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();
  return (message: string) => {
    notify(message, { type: 'success' });
    onUnselectItems();
    refresh();
  };
}

function MassUpdateDialog({
  definition,
  onClose,
}: {
  definition: RegistryDefinition;
  onClose: () => void;
}) {
  const fields = definition.massUpdate ?? [];
  const [key, setKey] = useState(fields[0]!);
  const formId = useId();
  const { selectedIds } = useListContext();
  const dataProvider = useEogDataProvider();
  const done = useAfterBulk();
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      dataProvider.massUpdate(definition.name, {
        ids: selectedIds,
        attributes: toWire(definition, { [key]: values[key] ?? null }),
      }),
    onSuccess: ({ updated }) => {
      done(`Изменено записей: ${updated}`);
      onClose();
    },
  });
  const field = definition.fields[key]!;
  return (
    <DialogFrame
      open
      title="Изменить выбранные записи"
      onClose={onClose}
      busy={save.isPending}
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
            Сохранить
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>Выбрано записей: {selectedIds.length}</Typography>
      {save.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {firstRefusalOf(save.error)}
        </Alert>
      ) : null}
      <TextField
        select
        fullWidth
        label="Поле"
        value={key}
        onChange={(e) => {
          setKey(e.target.value);
          save.reset();
        }}
        sx={{ mb: 2 }}
      >
        {fields.map((k) => (
          <MenuItem key={k} value={k}>
            {definition.fields[k]!.label}
          </MenuItem>
        ))}
      </TextField>
      {/* A form per field: switching the field starts from an empty value. */}
      <Form
        key={key}
        id={formId}
        record={{}}
        onSubmit={(values: Record<string, unknown>) => save.mutate(values)}
      >
        <RegistryInput source={key} field={field} definition={definition} />
      </Form>
    </DialogFrame>
  );
}

function ResendButton({ definition }: { definition: RegistryDefinition }) {
  const [open, setOpen] = useState(false);
  const { selectedIds } = useListContext();
  const dataProvider = useEogDataProvider();
  const done = useAfterBulk();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendToCc(definition.name, { ids: selectedIds }),
    onSuccess: ({ queued }) => {
      done(`Отправлено в координационный центр: ${queued}`);
      setOpen(false);
    },
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Отправить в КЦ
      </Button>
      <ConsoleConfirm
        open={open}
        title="Отправить выбранные записи в координационный центр?"
        confirmLabel="Отправить"
        cancelLabel="Отмена"
        busy={resend.isPending}
        error={resend.error ? firstRefusalOf(resend.error) : null}
        onConfirm={() => resend.mutate()}
        onCancel={() => {
          setOpen(false);
          resend.reset();
        }}
      >
        Выбрано записей: {selectedIds.length}
      </ConsoleConfirm>
    </>
  );
}

export function BulkActions({ definition }: { definition: RegistryDefinition }) {
  const keys = useRegistryKeys(definition);
  const [editing, setEditing] = useState(false);
  return (
    <>
      {keys.massUpdate ? (
        <Button size="small" onClick={() => setEditing(true)}>
          Изменить выбранные
        </Button>
      ) : null}
      {keys.resend ? <ResendButton definition={definition} /> : null}
      {editing ? (
        <MassUpdateDialog definition={definition} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}
