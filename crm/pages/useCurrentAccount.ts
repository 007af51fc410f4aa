/** The signed-in account for the profile page, loaded once; `setAccount` takes a PATCH answer. */
import { useEffect, useState } from 'react';
import { fetchCurrentAccount, type Account } from './accountApi';

export function useCurrentAccount() {
  const [account, setAccount] = useState<Account | undefined>();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentAccount(controller.signal).then(setAccount, (e: unknown) => {
      if (!controller.signal.aborted) setError(e ?? new Error());
    });
    return () => controller.abort();
  }, []);
  return { account, error, isPending: !account && !error, setAccount };
}
