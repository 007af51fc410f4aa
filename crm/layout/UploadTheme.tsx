/**
 * The console's theme of the shared upload widget (src/ui/upload, FileUpload.module.css): its
 * `--eog-…` custom properties from the MUI theme's palette and typography, set once on :root by
 * the console layout (dialogs render in portals, so the whole document takes them).
 */
import { GlobalStyles } from '@mui/material';

export function UploadTheme() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        ':root': {
          '--eog-upload-color': theme.palette.text.primary,
          '--eog-upload-muted': theme.palette.text.secondary,
          '--eog-upload-font': `${theme.typography.body2.fontSize ?? '0.875rem'} ${theme.typography.fontFamily ?? 'inherit'}`,
          '--eog-upload-label-weight': String(theme.typography.fontWeightMedium ?? 500),
          '--eog-upload-bar': theme.palette.primary.main,
          '--eog-upload-track': theme.palette.action.hover,
          '--eog-button-border': theme.palette.primary.main,
          '--eog-button-color': theme.palette.primary.main,
          '--eog-button-bg': theme.palette.background.paper,
          '--eog-button-hover-bg': theme.palette.action.hover,
          '--eog-button-radius': `${String(theme.shape.borderRadius)}px`,
          '--eog-link': theme.palette.primary.main,
          '--eog-focus': theme.palette.primary.main,
          '--eog-error': theme.palette.error.main,
          '--eog-success': theme.palette.success.main,
        },
      })}
    />
  );
}
