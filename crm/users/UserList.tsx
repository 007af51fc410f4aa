/**
 * /crm/users: the account search (UserSearch), the filter form and the applicants of the staff
 * member's scope, newest first. 'Создать' offers the three account types to holders of
 * admin_users_create; the base report (XLSX, the list's filters) to holders of admin_users_report.
 */
import { Button, Menu, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useBasename, useListContext, useNotify } from 'ra-core';
import { useState } from 'react';
import { Datagrid, List, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { accountTypeOptions } from '../../src/domain/accountTypes';
import { defaultPageSize } from '../../src/domain/pagination';
import { listFields } from '../../src/registries';
import { users } from '../../src/registries/users';
import { RegistryCell } from '../registries/cells';
import { RegistryFilters } from '../registries/RegistryFilters';
import { RegistryPagination } from '../registries/RegistryPagination';
import { RowStateBody } from '../registries/RowStates';
import { useUserKeys } from './userKeys';
import { UserSearch } from './UserSearch';

function CreateMenu() {
  const basename = useBasename();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="contained" onClick={(e) => setAnchor(e.currentTarget)}>
        Создать
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {accountTypeOptions.map((o) => (
          <MenuItem
            key={o.value}
            component={Link}
            to={`${basename}/users/new?form_mode=${o.value}`}
            onClick={() => setAnchor(null)}
          >
            {o.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function ReportButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const report = useMutation({
    mutationFn: (filter: Record<string, unknown>) =>
      dataProvider.report('user_reports/base_report', {
        filter,
        format: 'xlsx',
        filename: 'Заявители.xlsx',
      }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return <Button onClick={() => report.mutate(filterValues ?? {})}>Выгрузить отчёт</Button>;
}

function Actions() {
  const keys = useUserKeys();
  return (
    <TopToolbar>
      {keys.create ? <CreateMenu /> : null}
      {keys.report ? <ReportButton /> : null}
    </TopToolbar>
  );
}

function UserList() {
  return (
    <>
      <UserSearch />
      <List
        resource={users.name}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={defaultPageSize}
        actions={<Actions />}
        pagination={<RegistryPagination />}
        empty={false}
      >
        <RegistryFilters definition={users} />
        <Datagrid
          rowClick="edit"
          bulkActionButtons={false}
          body={<RowStateBody rules={users.rowStates} fields={users.fields} />}
        >
          {listFields(users).map(([key, field]) => (
            <RegistryCell
              key={key}
              source={key}
              field={field}
              label={field.label}
              sortable={false}
            />
          ))}
        </Datagrid>
      </List>
    </>
  );
}

export default UserList;
