/**
 * The console's confirmation: the shared src/ui ConfirmDialog with MUI buttons, in the frame's
 * `--eog-*` look (./ConsoleDialogTheme.tsx, mounted by the layout).
 */
import { Button } from '@mui/material';
import {
  ConfirmDialog,
  type ConfirmDialogButton,
  type ConfirmDialogProps,
} from '../../src/ui/dialog';

/** The MUI button in place of the frame's plain one (the confirmation's and ./ConsoleAlert's). */
export function consoleDialogButton({ label, primary, disabled, onClick }: ConfirmDialogButton) {
  return (
    <Button variant={primary ? 'contained' : 'text'} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

export function ConsoleConfirm(props: Omit<ConfirmDialogProps, 'renderButton'>) {
  return <ConfirmDialog {...props} renderButton={consoleDialogButton} />;
}
