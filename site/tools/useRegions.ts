/** The regions for the tools' region filters and names (seed 000 §7: per 100, page 1). */
import { useGetList } from 'ra-core';

export interface Region {
  id: string;
  name: string;
}

/** Every region: the pages and the route middleware's prefetch share this query key. */
export const allRegions = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
};

/** The regions (a failed load reads as none, seed 000 §8) and their names by id. */
export function useRegions() {
  const { data = [] } = useGetList<Region>('regions', allRegions);
  const names = new Map(data.map((r) => [String(r.id), r.name]));
  return { regions: data, nameOf: (id: unknown) => names.get(String(id)) };
}
