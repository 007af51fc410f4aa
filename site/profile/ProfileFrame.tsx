/**
 * What every page of the personal cabinet shares: anonymous visitors go to sign in and come
 * back, a small nav of the cabinet's pages beside the page, and the applicant's account loaded
 * once per page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { tokenStore } from '../providers';
import { profilePaths } from './paths';
import type { Account, useAccount } from './accountQueries';
import { profileTexts as t } from './texts';

const navItems: [string, string][] = [
  [profilePaths.personalData, t.personalData],
  [profilePaths.changePassword, t.changePassword],
  [profilePaths.notifications, t.notifications],
  [profilePaths.policyAgreement, t.policyAgreement],
  [profilePaths.ratings, t.ratings],
];

const navStyle: CSSProperties = { display: 'grid', gap: 8, alignContent: 'start', minWidth: 220 };

export function ProfileNav() {
  return (
    <nav aria-label={t.cabinet} style={navStyle}>
      {navItems.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          end
          style={({ isActive }) => ({ fontWeight: isActive ? 600 : undefined })}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

/** `<ProfileFrame path="/profile/notifications" title="…">…</ProfileFrame>` */
export function ProfileFrame({
  path,
  title,
  children,
}: {
  path: string;
  title: string;
  children: ReactNode;
}) {
  if (tokenStore.get() === null) return <Navigate to={loginRedirectFor(path)} replace />;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <ProfileNav />
      <section style={{ flex: '1 1 400px', maxWidth: 640, display: 'grid', gap: 12 }}>
        <h1 style={{ margin: 0 }}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** The account's page body once it is loaded; the loading text or the failure before. */
export function WithAccount({
  state,
  children,
}: {
  state: ReturnType<typeof useAccount>;
  children: (account: Account) => ReactNode;
}) {
  if (state.error) return <p role="alert">{state.error}</p>;
  if (!state.account) return <p>{t.loading}</p>;
  return children(state.account);
}
