/**
 * A confirmed move's sending state, for the site's status dialogs: `run(send)` sends, and on
 * success calls `onDone` (close and reload); a refusal stays as the server's text in the dialog.
 */
import { useState } from 'react';
import { errorMessages } from '../../i18n/messages';
import { errorText } from './leadsApi';

export function useConfirmedMove(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      onDone();
    } catch (e) {
      setError(errorText(e, errorMessages.default));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, clearError: () => setError(null), run };
}
