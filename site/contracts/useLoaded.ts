/**
 * Loads what a page shows and reloads it on demand; a 404 (another applicant's contract or
 * agreement, a draft, a wrong id) becomes the page's own "not found" text, other failures the
 * server's message. Only the latest call's answer is kept, so a slow earlier one never wins.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessages } from '../../i18n/messages';
import { errorStatus } from '../../src/api';
import { errorText } from '../leads/leadsApi';

export function useLoaded<T>(load: () => Promise<T>, notFound: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const call = ++latest.current;
    setError(null);
    load().then(
      (value) => call === latest.current && setData(value),
      (e: unknown) =>
        call === latest.current &&
        setError(errorStatus(e) === 404 ? notFound : errorText(e, errorMessages.default)),
    );
  }, [load, notFound]);

  useEffect(reload, [reload]);

  return { data, error, reload };
}
