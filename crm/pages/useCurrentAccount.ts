/**
 * The signed-in staff member's account for the profile page (GET /v1/admin/current with its
 * relations, the `currentAccount` verb) in react-query's cache; `setAccount` puts a PATCH
 * answer there instead of loading it again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CURRENT_INCLUDED } from '../../authProvider';
import { currentAccountKey, type Account } from '../../dataProvider/accountVerbs';
import { useEogDataProvider } from '../../dataProvider/hooks';

export type { Account };

const key = currentAccountKey({ included: CURRENT_INCLUDED });

export function useCurrentAccount() {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.currentAccount({ included: CURRENT_INCLUDED, signal }),
  });
  const setAccount = useCallback(
    (account: Account) => queryClient.setQueryData(key, { data: account }),
    [queryClient],
  );
  return { account: data?.data, error, isPending, setAccount };
}
