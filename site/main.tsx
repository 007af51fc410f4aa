import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyStoredLowVision } from './layout/lowVision';
import { reloadForStaleChunk } from './layout/staleChunk';
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
