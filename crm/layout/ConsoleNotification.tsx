/** Console toasts (seed 000 §9, seed 001 §9): 30 000 ms at the bottom left. */
import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from './config';

export function ConsoleNotification() {
  return (
    <Notification
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
