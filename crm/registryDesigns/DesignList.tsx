/**
 * The registries administrators designed: code, name, fields, the published version and
 * whether a draft waits. A row opens the design (read-only without the update key); the create
 * and upload buttons start a new one, for those who may create.
 */
import { Chip } from '@mui/material';
import { useRecordContext } from 'ra-core';
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ImportDesignButton } from './DesignFiles';
import { useDesignKeys } from './designKeys';
import { designTexts as t } from './texts';

/** The published version and whether a draft waits, as chips. */
export function Standing() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.published_version === null ? (
        <Chip size="small" label={t.notPublished} />
      ) : (
        <Chip size="small" color="success" label={`${t.version} ${record.published_version}`} />
      )}
      {record.draft_version !== null && record.published_version !== null && (
        <Chip size="small" color="warning" sx={{ ml: 1 }} label={t.hasDraft} />
      )}
    </>
  );
}

export default function DesignList() {
  const keys = useDesignKeys();
  return (
    <List
      resource="registry_designs"
      pagination={false}
      // The toolbar (create, upload a file) shows on an empty list too.
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton />
          {keys.create && <ImportDesignButton />}
        </TopToolbar>
      }
    >
      <Datagrid rowClick={keys.update ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="code" label={t.code} sortable={false} />
        <FunctionField
          label={t.titleMany}
          sortable={false}
          render={(record: { title?: string[] | null }) => record.title?.[1] ?? ''}
        />
        <NumberField source="fields_count" label={t.fieldsCount} sortable={false} />
        <FunctionField label={t.version} sortable={false} render={() => <Standing />} />
        <DateField source="updated_at" label={t.updatedAt} showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
