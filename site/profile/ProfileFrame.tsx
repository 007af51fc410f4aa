/**
 * What every page of the personal cabinet shares: a small nav of the cabinet's pages beside
 * the page, and the applicant's account loaded once per page.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { profilePaths } from './paths';
import type { Account, useAccount } from './accountQueries';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import styles from './ProfileFrame.module.css';

const navItems: [string, string][] = [
  [profilePaths.personalData, t.personalData],
  [profilePaths.changePassword, t.changePassword],
  [profilePaths.notifications, t.notifications],
  [profilePaths.policyAgreement, t.policyAgreement],
  [profilePaths.ratings, t.ratings],
];

export function ProfileNav() {
  return (
    <nav aria-label={t.cabinet} className={styles.nav}>
      {navItems.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

export function ProfileFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <ProfileNav />
      <section className={styles.page}>
        <h1 className={ui.title}>{title}</h1>
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
