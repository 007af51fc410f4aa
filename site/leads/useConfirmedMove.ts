/**
 * A confirmed move's sending state, for the site's status dialogs: `run(send)` sends, and on
 * success calls `onDone` with its answer (close, put it into the cache); a refusal stays as the server's text in the dialog.
 */
import { useState } from 'react';
import { errorText } from './errorText';

export function useConfirmedMove<T = unknown>(onDone: (answer: T) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<T>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await send());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, clearError: () => setError(null), run };
}
