/**
 * The address service's look-ups the site's tools use (dataProvider/addressVerbs.ts):
 *   - the visitor's whereabouts by IP address — the calculator preselects its region, the address
 *     check offers its settlement. A failure or an unknown address is simply no location: the
 *     pages then work as without it, so neither is retried nor shown;
 *   - the municipality of an ОКТМО code, which the address check shows beside the code.
 * Both are cached for the session: neither changes while a visitor reads the pages.
 */
import { useQuery } from '@tanstack/react-query';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { AddressLocation, OktmoRecord } from '../../src/domain/addressCheck';

const SESSION = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

/** The visitor's location, null while unknown (asked, failed or not found). */
export function useVisitorLocation(): AddressLocation | null {
  const dataProvider = useEogDataProvider();
  const { data } = useQuery({
    queryKey: ['address_suggestions', 'iplocate'],
    queryFn: ({ signal }) => dataProvider.locateAddress({ signal }).then((r) => r.data),
    ...SESSION,
  });
  return data ?? null;
}

/** The municipality of `code` (none asked for a null code); null while unknown. */
export function useOktmo(code: string | null | undefined): OktmoRecord | null {
  const dataProvider = useEogDataProvider();
  const { data } = useQuery({
    queryKey: ['address_suggestions', 'oktmo', code],
    queryFn: ({ signal }) => dataProvider.findOktmo({ code: code!, signal }).then((r) => r.data),
    enabled: !!code,
    ...SESSION,
  });
  return data ?? null;
}
