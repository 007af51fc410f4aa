import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, landingPages } from './App';
import { requestInfoBanners } from './InfoBanners';
import { applyStoredLowVision } from './layout/lowVision';
import { reloadForStaleChunk } from './layout/staleChunk';
import { dataProvider, tokenStore } from './providers';
import './theme/tokens.css';
import './uploadTheme.css';
import './dialogTheme.css';

// Before the first render: the remembered low-vision look, so a reload does not flash.
applyStoredLowVision();

// Vite's preload of a lazy chunk's imports failed (a new deployment removed them): reload once
// a minute at most; otherwise the page's error boundary shows the error.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault();
});

// A visit's first public page: its chunk and the info banners it waits for load while React
// renders the frame (a failed chunk is the lazy page's to report: its own import fails the
// same way). Signed in, the banners come the usual way, through the session's checks.
const landingPage = landingPages[window.location.pathname];
if (landingPage) {
  landingPage().catch(() => {});
  if (tokenStore.get() === null) requestInfoBanners(dataProvider);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
