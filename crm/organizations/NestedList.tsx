/**
 * A registry nested under an organization (schedule, tariff rates, regional benefits,
 * authorized representatives) as a tab of the edit screen: the definition's list columns,
 * 'Добавить' and the row's edit and remove actions only when the tab's key is held and the
 * organization is the viewer's to write. Rows open the nested edit route of seed 001 §2.
 */
import { Box, Button } from '@mui/material';
import { Datagrid, List } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { listFields, type RegistryDefinition } from '../../src/registries';
import { fieldColumn } from '../registries/cells';
import { RowStateBody } from '../registries/RowStates';
import { RegistryPagination } from '../registries/RegistryPagination';
import { defaultSort } from '../registries/RegistryList';
import { listIncluded } from '../registries/values';
import { defaultPageSize } from '../../src/domain/pagination';
import { useOrganizationAccess } from './access';
import { nestedResource, useConsolePath } from './api';
import { organizationLabels as l, organizationTabKeys } from './labels';
import { nestedEditPath, nestedNewPath } from './routes';
import { RemoveButton } from '../registries/RowActions';

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
        {listFields(definition).map(([key, field]) => fieldColumn(key, field))}
        {writable ? (
          <Box onClick={(e) => e.stopPropagation()}>
            <RemoveButton resource={resource} definition={definition} />
          </Box>
        ) : null}
      </Datagrid>
    </List>
  );
}
