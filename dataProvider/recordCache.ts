/**
 * Puts a record a write answered with into react-query's cache, under the keys ra-core's hooks
 * read (`[resource, 'getOne', {id, meta}]`, and the row in every cached list of the resource),
 * so a screen shows the server's answer without loading the record again — as `useUpdate` does
 * for plain updates, here for the custom verbs (updateStatus, changeService, signContract …).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';

type ListResult = { data?: RaRecord[] } & Record<string, unknown>;

const sameId = (a: RaRecord, b: RaRecord) => String(a.id) === String(b.id);

/**
 * The answer over the cached record. A relation whose `<name>_id` the answer changed and did not
 * embed is dropped from the cache, so a screen never shows the old related record's name beside
 * the new id (a cleared manager, a service the answer did not include).
 */
function merged(old: RaRecord, record: RaRecord): RaRecord {
  const next: RaRecord = { ...old, ...record };
  for (const key of Object.keys(record)) {
    const name = key.endsWith('_id') ? key.slice(0, -3) : undefined;
    if (name && !(name in record) && String(old[key]) !== String(record[key])) delete next[name];
  }
  return next;
}

export function putRecord(queryClient: QueryClient, resource: string, record: RaRecord): void {
  const merge = (old: RaRecord | undefined) => (old ? merged(old, record) : old);
  // Partial key match: every cached getOne of this id, whatever its meta (included …).
  queryClient.setQueriesData<RaRecord>(
    { queryKey: [resource, 'getOne', { id: String(record.id) }] },
    merge,
  );
  const inList = (old: ListResult | undefined) =>
    old?.data
      ? { ...old, data: old.data.map((row) => (sameId(row, record) ? merged(row, record) : row)) }
      : old;
  queryClient.setQueriesData<ListResult>({ queryKey: [resource, 'getList'] }, inList);
  queryClient.setQueriesData<ListResult>({ queryKey: [resource, 'getManyReference'] }, inList);
  queryClient.setQueriesData<RaRecord[]>({ queryKey: [resource, 'getMany'] }, (old) =>
    old?.map((row) => (sameId(row, record) ? merged(row, record) : row)),
  );
}
