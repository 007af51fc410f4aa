/**
 * The typed way to the dataProvider's custom verbs from a component of either area:
 * `const dataProvider = useEogDataProvider(); useQuery({queryKey: [...], queryFn: () =>
 * dataProvider.statusMoves('leads', {id})})`. ra-core's proxy around it adds what every call
 * needs: logout on an expired session, and `meta.prefetched` records put into the cache.
 */
import { useDataProvider } from 'ra-core';
import type { EogDataProvider } from './index';

export const useEogDataProvider = (): EogDataProvider => useDataProvider<EogDataProvider>();
