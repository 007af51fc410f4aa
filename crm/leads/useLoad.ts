/**
 * One request's state for the card's panels: the data, the error message, and `reload` (after
 * a status move). A newer load wins over a slower older one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessages } from '../../i18n/messages';

export interface Loaded<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(load: (() => Promise<T>) | undefined): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({
    loading: !!load,
  });
  const latest = useRef(0);
  const run = useCallback(() => {
    if (!load) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => {
        if (ticket === latest.current) setState({ data, loading: false });
      },
      (e: unknown) => {
        if (ticket === latest.current)
          setState({ error: (e as Error)?.message || errorMessages.default, loading: false });
      },
    );
  }, [load]);
  useEffect(run, [run]);
  return { ...state, reload: run };
}
