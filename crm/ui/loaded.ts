/**
 * One request's state as the console's panels show it (./PanelTable.tsx, the lead card's tabs): the data, the error message, and `reload`.
 * A thin view over react-query's result, so the panels keep one shape whatever hook read it.
 */
import { errorMessages } from '../../i18n/messages';

export interface Loaded<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload: () => void;
}

/** What `loadedOf` needs of a react-query or ra-core query result. */
interface QueryState {
  data?: unknown;
  error: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The data's type of every state of the result (pending ones have none). */
type DataOf<Q extends QueryState> = Exclude<Q['data'], undefined>;

export function loadedOf<Q extends QueryState>(query: Q): Loaded<DataOf<Q>> {
  const { error } = query;
  return {
    data: query.data as DataOf<Q> | undefined,
    error: error ? (error as Error).message || errorMessages.default : undefined,
    loading: query.isLoading,
    reload: () => void query.refetch(),
  };
}
