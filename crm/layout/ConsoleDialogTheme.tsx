/**
 * The shared dialog frame's look (src/ui/dialog) in the console: its `--eog-*` custom properties
 * taken once from the MUI palette. Mounted by the layout and the session's alert (./ConsoleAlert);
 * a file of its own so that the layout does not load the dialogs' code with it (issue 40).
 */
import { GlobalStyles } from '@mui/material';

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
