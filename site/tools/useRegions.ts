/** The regions for every region select and name on the site (seed 000 §7: per 100, page 1). */
import { useGetList } from 'ra-core';
import { allRegions } from '../layout/referenceLists';

interface Region {
  id: string;
  name: string;
}

/** The regions (a failed load reads as none, seed 000 §8), as a select's options, and their names by id. */
export function useRegions() {
  const { data = [] } = useGetList<Region>('regions', allRegions);
  const names = new Map(data.map((r) => [String(r.id), r.name]));
  const options = data.map((r) => ({ value: String(r.id), title: r.name }));
  return { options, nameOf: (id: unknown) => names.get(String(id)) };
}
