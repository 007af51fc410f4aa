/**
 * The applicant's own account in the personal cabinet: read once into react-query's cache
 * (GET /v1/users/current through the `currentAccount` verb) and replaced there by what a save
 * answers (PATCH /v1/users/current), so no page loads it again after a save.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, type AuthProvider } from 'ra-core';
import { useCallback } from 'react';
import { currentAccountKey, type Account } from '../../dataProvider/accountVerbs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { EogDataProvider } from '../../dataProvider';
import { errorMessages } from '../../i18n/messages';

export type { Account };

/** The cabinet reads the account with its addresses (the profile's address blocks). */
const included = 'legal_address,postal_address';
/** The cache key of the cabinet's account (the route middleware fills it too). */
export const siteAccountKey = currentAccountKey({ included });
/** Loads the cabinet's account. */
export const fetchSiteAccount = (dataProvider: EogDataProvider, signal?: AbortSignal) =>
  dataProvider.currentAccount({ included, signal });

/** The account, or the failure's text; `setAccount` takes the one a save answered. */
export function useAccount() {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: siteAccountKey,
    queryFn: ({ signal }) => fetchSiteAccount(dataProvider, signal),
  });
  const setAccount = useCallback(
    (account: Account) => queryClient.setQueryData(siteAccountKey, { data: account }),
    [queryClient],
  );
  return {
    account: query.data?.data ?? null,
    error: query.isError ? query.error.message || errorMessages.default : null,
    setAccount,
  };
}

/** Saves the given attributes alone; `mutateAsync` answers the saved account. */
export function useSaveAccount() {
  const dataProvider = useEogDataProvider();
  const authProvider = useAuthProvider<AuthProvider & { forgetAccount?: () => void }>();
  return useMutation({
    mutationFn: async (data: Record<string, unknown>) =>
      (await dataProvider.updateCurrentAccount({ data, included })).data,
    // The header and other pages read the account through the authProvider: drop its copy.
    onSuccess: () => authProvider?.forgetAccount?.(),
  });
}
