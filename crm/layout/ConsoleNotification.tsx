/**
 * Console toasts (seed 000 §9, seed 001 §9): 30 000 ms at the bottom left, and "links only": a
 * message's safe links (`<a href>` markup or a bare http(s) address) are real links, everything
 * else is text (src/ui/LinkedText.tsx) — a server's message is never set as HTML. react-admin's
 * Notification hands the translated message to the snackbar's content slot, which renders it.
 */
import { Box, SnackbarContent, type SnackbarContentProps } from '@mui/material';
import { Notification } from 'react-admin';
import { LinkedText } from '../../src/ui/LinkedText';
import { TOAST_DURATION_MS } from './config';

/** The snackbar's content with the message's links; the toast colours stay on the links. */
function LinkedContent({ message, ...props }: SnackbarContentProps) {
  const text =
    typeof message === 'string' ? (
      <Box component="span" sx={{ '& a': { color: 'inherit', textDecoration: 'underline' } }}>
        <LinkedText text={message} />
      </Box>
    ) : (
      message
    );
  return <SnackbarContent {...props} message={text} />;
}

export function ConsoleNotification() {
  return (
    <Notification
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slots={{ content: LinkedContent }}
    />
  );
}
