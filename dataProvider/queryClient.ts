/**
 * The react-query client of both areas. A 4xx answer is final (a 404, a 403 or a 422 does not
 * change on retry, and retrying made every failed screen wait seconds); a network failure or a
 * 5xx is tried once more. No refetch on window focus: a staff member's half-filled form must
 * not be overwritten by a refresh when they come back to the tab.
 */
import { QueryClient } from '@tanstack/react-query';

function isFinal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isFinal(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
