import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { publicConsolePaths } from '../src/access';
import { App } from './App';
import { preloadConsole } from './lazyPages';
import { sessionAuthProvider, tokenStore } from './session';

// A signed-in page: its code and the account (/v1/admin/current, which the authProvider keeps
// for react-admin's identity and permission reads) load at once, before React first renders.
if (tokenStore.get() && !publicConsolePaths.includes(window.location.pathname)) {
  preloadConsole(window.location.pathname);
  sessionAuthProvider.getIdentity?.().catch(() => undefined);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
