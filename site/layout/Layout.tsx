/**
 * The site's layouts (seed 000 §2 "Layouts"):
 * - default (`Layout`): skip link, header with the top menu, info banner, the page, footer,
 *   cookie agreement and scroll-to-top;
 * - service and service_white (`ServiceLayout`): the logo alone in a fixed 64 px header, for
 *   the account entry screens (sign-in, registration, confirmations); no menus, no footer.
 * Both put the page inside the data frame (./DataFrame.tsx) and an error boundary keyed by path
 * (a throwing page shows 'Ошибка сервера'; a stale chunk reloads), and the route-change progress
 * bar over them (./RouteProgress.tsx), told by the page's Suspense fallback.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { signOutRoute, tokenStore } from '../session';
import styles from './Layout.module.css';
import { CookieAgreement } from './CookieAgreement';
import DataFrame from './DataFrame';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Brand, Header } from './Header';
import { isSessionItem, topMenu } from './menu';
import { RouteLoading, RouteProgress } from './RouteProgress';
import { ScrollTop } from './ScrollTop';
import { frameTexts as t } from './texts';

function Page({ banners }: { banners: boolean }) {
  const { pathname } = useLocation();
  const main = (body: ReactNode) => (
    <main id="main" tabIndex={-1} className={styles.main}>
      {body}
    </main>
  );
  // The outer boundary catches the data frame's errors; the inner one, keyed by path, the
  // page's (its chunk too), and lets the next page render after a failed one. The data frame
  // (and its query cache) stays mounted across pages.
  return (
    <ErrorBoundary>
      <DataFrame banners={banners}>
        {main(
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>,
        )}
      </DataFrame>
    </ErrorBoundary>
  );
}

function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      {t.skipLink}
    </a>
  );
}

export function Layout() {
  // The token is read on every navigation: signing in or out ends with one, and the header
  // must follow it (the token store itself notifies nobody).
  const { pathname } = useLocation();
  useEffect(() => signOutRoute.arrived(pathname), [pathname]);
  const items = topMenu(tokenStore.get() !== null, pathname);
  return (
    <div className={styles.shell}>
      <RouteProgress />
      <SkipLink />
      <Header items={items} signedIn={tokenStore.get() !== null} />
      <Page banners />
      <Footer items={items.filter((item) => !isSessionItem(item))} />
      <CookieAgreement />
      <ScrollTop />
    </div>
  );
}

/** service (grey, the page on a card) and service_white: the fixed 64 px header with the logo. */
export function ServiceLayout({ white = false }: { white?: boolean }) {
  return (
    <div className={white ? styles.serviceWhite : styles.service}>
      <RouteProgress />
      <SkipLink />
      <header className={styles.serviceHeader}>
        <Brand />
      </header>
      <div className={styles.serviceBody}>
        <Page banners={false} />
      </div>
    </div>
  );
}
