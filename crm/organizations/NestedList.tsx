/**
 * A registry nested under an organization (schedule, tariff rates, regional benefits,
 * authorized representatives) as a tab of the edit screen: the definition's list columns,
 * 'Добавить' and the row's edit and remove actions only when the tab's key is held and the
 * organization is the viewer's to write. Rows open the nested edit route of seed 001 §2.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton } from '@mui/material';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Datagrid, List } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { listFields, recordTitleField, type RegistryDefinition } from '../../src/registries';
import { RegistryCell } from '../registries/cells';
import { RowStateBody } from '../registries/RowStates';
import { RegistryPagination } from '../registries/RegistryPagination';
import { defaultSort } from '../registries/RegistryList';
import { listIncluded } from '../registries/values';
import { defaultPageSize } from '../../src/domain/pagination';
import { useOrganizationAccess } from './access';
import { nestedResource, useConsolePath } from './api';
import { organizationLabels as l, organizationTabKeys } from './labels';
import { nestedEditPath, nestedNewPath } from './routes';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';

function RemoveButton({
  resource,
  definition,
}: {
  resource: string;
  definition: RegistryDefinition;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={translate('ra.action.delete')}
        onClick={() => setOpen(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {open ? (
        <ConsoleConfirm
          open
          busy={isPending}
          title={translate('ra.message.delete_title', {
            name: definition.title[0],
            recordRepresentation: String(record[recordTitleField(definition)] ?? record.id),
          })}
          onConfirm={() =>
            remove(
              resource,
              { id: record.id, previousData: record },
              {
                mutationMode: 'pessimistic',
                onSettled: () => setOpen(false),
                onError: (e) =>
                  notify((e as Error).message || 'ra.notification.http_error', { type: 'error' }),
              },
            )
          }
          onCancel={() => setOpen(false)}
        >
          {translate('ra.message.delete_content', {
            name: definition.title[0],
            recordRepresentation: String(record[recordTitleField(definition)] ?? record.id),
          })}
        </ConsoleConfirm>
      ) : null}
    </Box>
  );
}

export interface NestedListProps {
  organizationId: string;
  tab: string;
  definition: RegistryDefinition;
}

export function NestedList({ organizationId, tab, definition }: NestedListProps) {
  const navigate = useNavigate();
  const pathTo = useConsolePath();
  const access = useOrganizationAccess(organizationId);
  const key = organizationTabKeys.find(([t]) => t === tab)?.[2] as PermissionKey;
  const writable = access.canWrite(key);
  const resource = nestedResource('organizations', organizationId, definition.path);
  const included = listIncluded(definition);
  return (
    <List
      resource={resource}
      disableSyncWithLocation
      disableAuthentication
      storeKey={false}
      title=" "
      sort={defaultSort(definition)}
      perPage={defaultPageSize}
      filter={included.length ? { included: included.join(',') } : undefined}
      pagination={<RegistryPagination />}
      empty={false}
      actions={
        writable ? (
          <Button onClick={() => navigate(pathTo(nestedNewPath(organizationId, tab)))}>
            {l.add}
          </Button>
        ) : (
          false
        )
      }
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={writable ? (id) => pathTo(nestedEditPath(organizationId, tab, id)) : false}
        body={<RowStateBody rules={definition.rowStates} fields={definition.fields} />}
      >
        {listFields(definition).map(([k, field]) => (
          <RegistryCell
            key={k}
            source={k}
            field={field}
            label={field.label}
            sortable={!!field.sort}
          />
        ))}
        {writable ? <RemoveButton resource={resource} definition={definition} /> : null}
      </Datagrid>
    </List>
  );
}
