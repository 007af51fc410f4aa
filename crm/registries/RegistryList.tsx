/**
 * The generic list of a registry: the filter form, a table of its list fields (labels from the
 * definition, sortable where declared, default order from `defaultSort`), edit/remove icons by
 * permission, a row click opening the edit screen (the show screen without the update key), the
 * seeds' pagination, create / export buttons, and the actions on selected rows (BulkActions). A registry passes `columns` to show others.
 * Rows take the definition's row states (RowStates); a list or lookup that fails to load reads
 * as an empty list with one page (the console's provider, ./EmptyListsOnFailure.ts, seed 001 §8).
 */
import type { SortPayload } from 'ra-core';
import type { ReactNode } from 'react';
import { CreateButton, Datagrid, List, TopToolbar } from 'react-admin';
import { defaultOrderType, defaultPageSize } from '../../src/domain/pagination';
import { listFields, type RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { BulkActions } from './BulkActions';
import { fieldColumn } from './cells';
import { ImportButton } from '../backgroundJobs/ImportButton';
import { ExportButton } from './ExportButton';
import { RegistryFilters } from './RegistryFilters';
import { RegistryPagination } from './RegistryPagination';
import { RowActions } from './RowActions';
import { RowStateBody } from './RowStates';
import { listIncluded } from './values';

export interface RegistryListProps {
  definition: RegistryDefinition;
  /** Table columns replacing the definition's list fields (each with `source`/`label`). */
  columns?: ReactNode;
  /**
   * A fixed filter (e.g. one dictionary kind, crm/leadDictionary): only matching records are
   * listed, a new record starts with these values, and the list keeps its own stored params.
   */
  filter?: Record<string, string>;
  /** The page title instead of the resource name. */
  title?: string;
}

/** The list fields as columns, then the actions column. */
export function registryColumns(definition: RegistryDefinition, actions: boolean): ReactNode[] {
  const cells = listFields(definition).map(([key, field]) => fieldColumn(key, field));
  if (actions)
    cells.push(<RowActions key="actions" definition={definition} label="app.ui.rowActions" />);
  return cells;
}

/** The definition's order, else newest first (seed 001 §9 "Default order desc"). */
export function defaultSort(definition: RegistryDefinition): SortPayload {
  const { field, order } = definition.defaultSort ?? { field: 'id', order: defaultOrderType };
  return { field, order: order === 'asc' ? 'ASC' : 'DESC' };
}

export function RegistryList({ definition, columns, filter, title }: RegistryListProps) {
  const keys = useRegistryKeys(definition);
  const included = listIncluded(definition);
  const fixed = { ...filter, ...(included.length ? { included: included.join(',') } : {}) };
  return (
    <List
      resource={definition.name}
      title={title}
      storeKey={filter ? `${definition.name}.${JSON.stringify(filter)}.listParams` : undefined}
      sort={defaultSort(definition)}
      perPage={defaultPageSize}
      filter={Object.keys(fixed).length ? fixed : undefined}
      actions={
        <TopToolbar>
          <CreateButton state={filter ? { record: filter } : undefined} />
          <ExportButton definition={definition} />
          <ImportButton definition={definition} />
        </TopToolbar>
      }
      pagination={<RegistryPagination />}
      empty={false}
      // A wide table scrolls inside its card; the toolbar (create, export) stays on screen.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <RegistryFilters definition={definition} />
      <Datagrid
        rowClick={keys.update ? 'edit' : 'show'}
        bulkActionButtons={
          keys.massUpdate || keys.resend ? <BulkActions definition={definition} /> : false
        }
        body={<RowStateBody rules={definition.rowStates} fields={definition.fields} />}
      >
        {columns ?? registryColumns(definition, keys.update || keys.remove)}
      </Datagrid>
    </List>
  );
}

export default RegistryList;
