/**
 * A record's audit trail (`GET /<path>/<id>/changes`, the dataProvider's `changes` verb): one
 * line per changed field — when, who, the action, the field's label, the old and the new value
 * shown as the list shows them (enum titles, Да/Нет, dates). A run-time registry's change names
 * the schema version it was written under and its fields' labels in that version (`labels`): a
 * field renamed since is shown by its name of then, beside the version. Cached under
 * `[resource, 'changes', {id, page, perPage}]`, so a write can invalidate it by `[resource,
 * 'changes']`.
 */
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useResourceContext, useTranslate, type Identifier } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { ChangeRecord } from '../../dataProvider/verbs';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';
import { PanelTable } from '../ui/PanelTable';
import { valueText } from './values';

/** Entries of one page of the trail; the newest come first from the server. */
const changesPerPage = 100;

const actionKeys: Record<string, string> = {
  create: 'app.ui.changeCreate',
  update: 'app.ui.changeUpdate',
  destroy: 'app.ui.changeDestroy',
  remove: 'app.ui.changeDestroy',
  delete: 'app.ui.changeDestroy',
};

/** The trail as lines, one per changed field. */
export function changeLines(
  definition: RegistryDefinition,
  changes: readonly ChangeRecord[],
  actionLabel: (action: string) => string,
) {
  return changes.flatMap((change) => {
    const diff = (change.changes ?? {}) as Record<string, unknown>;
    const labels = (change.labels ?? {}) as Record<string, string>;
    return Object.entries(diff).map(([key, pair]) => {
      const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
      const field = definition.fields[key];
      const show = (value: unknown) =>
        (field ? valueText(key, field, { [key]: value }) : undefined) ??
        formatValue(value, 'table');
      return {
        key: `${String(change.id)}:${key}`,
        at: formatDateTime(change.created_at, 'table'),
        author: formatValue(change.admin_name, 'table'),
        action: actionLabel(String(change.action ?? '')),
        version: change.schema_version as number | undefined,
        field: labels[key] ?? field?.label ?? key,
        old: show(before),
        new: show(after),
      };
    });
  });
}

function useChanges(resource: string, id: Identifier | undefined) {
  const dataProvider = useEogDataProvider();
  const pagination = { page: 1, perPage: changesPerPage };
  const { data, error } = useQuery({
    queryKey: [resource, 'changes', { id: String(id), ...pagination }],
    queryFn: ({ signal }) => dataProvider.changes(resource, { id: id!, pagination, signal }),
    enabled: id !== undefined,
    select: (answer) => answer.data,
  });
  return { data, error: error ? error.message : undefined };
}

export function RegistryChanges({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? definition.name;
  const { data, error } = useChanges(resource, record?.id);
  const lines =
    data &&
    changeLines(definition, data, (a) =>
      actionKeys[a] ? translate(actionKeys[a]) : formatValue(a, 'table'),
    );
  // The version column only where changes have versions (a run-time registry's).
  const versioned = !!lines?.some((line) => line.version !== undefined);
  const heads = [
    'changeDate',
    'changeAuthor',
    'changeAction',
    ...(versioned ? ['changeVersion'] : []),
    'changeField',
    'changeOld',
    'changeNew',
  ];
  return (
    <PanelTable
      label={translate('app.ui.changesTab')}
      loaded={{ data: lines, error }}
      empty={translate('app.ui.changesEmpty')}
      heads={heads.map((h) => translate(`app.ui.${h}`))}
      row={(line) => [
        line.at,
        line.author,
        line.action,
        ...(versioned ? [formatValue(line.version, 'table')] : []),
        line.field,
        line.old,
        line.new,
      ]}
    />
  );
}
