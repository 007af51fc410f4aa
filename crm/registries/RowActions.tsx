/**
 * The edit and remove icons of a registry row (seed 001 §2 "Instructions admin"), shown only to
 * holders of `admin_<family>_update` / `_remove`. Removing asks for confirmation first; clicks
 * do not reach the row (whose click opens the edit screen).
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton } from '@mui/material';
import {
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'ra-core';
import { useState } from 'react';
import { recordTitleField, type RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';

export interface RowActionsProps {
  definition: RegistryDefinition;
  /** Datagrid reads it as the column title. */
  label?: string;
}

interface RemoveButtonProps {
  resource: string;
  definition: RegistryDefinition;
  /** Notify `ra.notification.deleted` once the record is gone. */
  notifyDeleted?: boolean;
}

/** The row's remove icon and its confirmation (organizations' nested lists have it too). */
export function RemoveButton({ resource, definition, notifyDeleted }: RemoveButtonProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const args = {
    name: translate(`resources.${resource}.name`, { smart_count: 1, _: definition.title[0] }),
    recordRepresentation: String(record[recordTitleField(definition)] ?? record.id),
  };
  const confirmRemove = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSettled: () => setConfirming(false),
        onSuccess: () => {
          if (notifyDeleted)
            notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (error) =>
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('ra.action.delete')}
        onClick={() => setConfirming(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {confirming ? (
        <ConsoleConfirm
          open
          busy={isPending}
          title={translate('ra.message.delete_title', args)}
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(false)}
        >
          {translate('ra.message.delete_content', args)}
        </ConsoleConfirm>
      ) : null}
    </>
  );
}

export function RowActions({ definition }: RowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? definition.name;
  const keys = useRegistryKeys(definition);
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {keys.update ? (
        <IconButton
          size="small"
          aria-label={translate('ra.action.edit')}
          onClick={() => redirect('edit', resource, record.id)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
      {keys.remove ? (
        <RemoveButton resource={resource} definition={definition} notifyDeleted />
      ) : null}
    </Box>
  );
}
