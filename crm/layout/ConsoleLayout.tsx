/**
 * The console layout (seed 001 §2 "Layout and menu", react-admin's `layout`): the side menu on
 * the left; on the right the page title bar (with the helpline and the hotline modal's button at
 * its end), the info banner strip and the page itself, inside the 403 route guard and an error
 * boundary. Content is at most 1320 px wide (seed 001 §9).
 */
import { Box, Toolbar } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, LoadingIndicator, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleDialogTheme } from './ConsoleDialogTheme';
import { ErrorBoundary } from './ErrorBoundary';
import { HotlineBar } from './HotlineBar';
import { InfoBanner } from './InfoBanner';
import { RouteGuard } from './RouteGuard';
import { Sidebar } from './Sidebar';
import { UploadTheme } from './UploadTheme';
import { useConsoleViewer } from './useConsoleViewer';

/** Seed 001 §9: maximum content width. */
const CONTENT_MAX_WIDTH = 1320;

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const viewer = useConsoleViewer();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <UploadTheme />
      <ConsoleDialogTheme />
      <Sidebar viewer={viewer} />
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
          <TitlePortal />
          <HotlineBar />
          <LoadingIndicator />
        </Toolbar>
        <InfoBanner />
        <Box sx={{ flex: 1, width: '100%', maxWidth: CONTENT_MAX_WIDTH, px: 3, pb: 3 }}>
          <ErrorBoundary resetKey={pathname}>
            <RouteGuard principal={viewer.principal}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </RouteGuard>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
