/**
 * The console's confirmation: the shared src/ui ConfirmDialog with MUI buttons, and the frame's
 * `--eog-*` look taken once from the MUI palette (ConsoleDialogTheme, mounted by the layout).
 */
import { Button, GlobalStyles } from '@mui/material';
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

/**
 * The dialog frame's custom properties from the console's MUI theme, set once on :root (the
 * shared button, focus and error colours come with UploadTheme). The frame's z-index stays its
 * own 1200, under MUI's popovers (1300), so a Select or a date picker inside still opens above.
 */
export function ConsoleDialogTheme() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        ':root': {
          '--eog-dialog-color': theme.palette.text.primary,
          '--eog-dialog-bg': theme.palette.background.paper,
          '--eog-dialog-backdrop': 'rgba(0, 0, 0, 0.5)',
          '--eog-dialog-radius': `${String(theme.shape.borderRadius)}px`,
          '--eog-dialog-shadow': theme.shadows[24],
          '--eog-dialog-font': `${String(theme.typography.body1.fontSize)} ${String(theme.typography.fontFamily)}`,
          '--eog-dialog-title-size': theme.typography.h6.fontSize,
          '--eog-dialog-title-weight': theme.typography.h6.fontWeight,
          '--eog-button-primary-bg': theme.palette.primary.main,
          '--eog-button-primary-color': theme.palette.primary.contrastText,
        },
      })}
    />
  );
}
