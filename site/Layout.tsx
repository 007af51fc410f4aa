/**
 * The site's default layout (seed 000 §2): a header with the portal name linking home, the
 * entry that depends on the session ('Мои заявки' when signed in, otherwise 'Войти') and, when
 * signed in, the user menu; the page, and a footer. Plain React and CSS: the site stays light
 * (no MUI here).
 */
import { Suspense, type CSSProperties } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { siteMessages as t, siteTitle } from '../i18n/site';
import { InfoBanners } from './InfoBanners';
import { UserMenu } from './profile/UserMenu';
import { tokenStore } from './providers';

const header: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 24px',
  borderBottom: '1px solid #dde3ea',
};

export function Layout() {
  // The token is read on every navigation: signing in or out ends with one, and the header
  // must follow it (the token store itself notifies nobody).
  useLocation();
  const signedIn = tokenStore.get() !== null;
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', color: '#1b2733' }}>
      <header style={header}>
        <Link to="/" style={{ fontWeight: 600, color: 'inherit', textDecoration: 'none' }}>
          {siteTitle}
        </Link>
        <nav style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          {/* Seed 000 §2 menu order: … the session entry, questions, contacts, instructions. */}
          {signedIn ? <Link to="/leads">{t.myLeads}</Link> : <Link to="/not_auth">{t.signIn}</Link>}
          <Link to="/knowledge">{t.questions}</Link>
          <Link to="/instructions">{t.instructions}</Link>
          {signedIn && <UserMenu />}
        </nav>
      </header>
      <InfoBanners />
      <main style={{ maxWidth: 1320, margin: '0 auto', padding: 24 }}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
