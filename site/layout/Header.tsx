/**
 * The default layout's header: the logo and the portal's name linking home, the helpline, the
 * low-vision switch and the session (the user menu when signed in); under it the top menu in
 * the seeds' order. Below 768 px the menu and the user menu move into modals (./MobileMenu.tsx,
 * ../profile/UserMenu.tsx).
 */
import { Link, NavLink } from 'react-router-dom';
import { PersonalMenuButton, UserMenu } from '../profile/UserMenu';
import styles from './Layout.module.css';
import { LogoMark } from './Logo';
import { LowVisionSwitch } from './LowVisionSwitch';
import type { MenuItem } from './menu';
import { MobileMenu } from './MobileMenu';
import { helpline } from './portal';
import { frameTexts as t } from './texts';

export function Brand() {
  return (
    <Link to="/" className={styles.brand} aria-label={t.logoLabel}>
      <LogoMark />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{t.shortTitle}</span>{' '}
        <span className={styles.brandSub}>{t.brandSub}</span>
      </span>
    </Link>
  );
}

export function Header({ items, signedIn }: { items: MenuItem[]; signedIn: boolean }) {
  return (
    <header className={styles.header} id="top" tabIndex={-1}>
      <div className={styles.headerBar}>
        <Brand />
        <div className={styles.headerTools}>
          <a className={styles.headerPhone} href={helpline.href}>
            <span className={styles.headerPhoneLabel}>{t.helpline}</span>
            {helpline.text}
          </a>
          <span className={styles.desktopOnly}>
            <LowVisionSwitch />
          </span>
          {signedIn && (
            <>
              <span className={styles.desktopOnly}>
                <UserMenu />
              </span>
              <span className={styles.mobileOnly}>
                <PersonalMenuButton />
              </span>
            </>
          )}
          <span className={styles.mobileOnly}>
            <MobileMenu items={items} />
          </span>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t.mainMenu}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.label}>
              <NavLink
                to={item.to}
                end={item.to === '/leads'}
                className={({ isActive }) =>
                  [styles.navLink, isActive ? styles.navActive : ''].join(' ')
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
