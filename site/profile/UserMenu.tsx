/**
 * The site user menu of the header when signed in (seed 000 §2 "Site user menu"): personal
 * data, change password, notification methods and logout. From 768 px it is a dropdown under
 * 'Личный кабинет'; below, the header shows a button that opens the same items as the personal
 * menu modal (seed 000 §2 "Mobile") on the shared dialog frame. Logout ends the session through
 * the site authProvider (token and organization cleared) and goes home.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DialogFrame } from '../../src/ui/dialog/DialogFrame';
import { authProvider } from '../providers';
import { signOutRoute } from '../session';
import styles from './UserMenu.module.css';
import { profilePaths } from './paths';
import { userMenuTexts as t } from './menuTexts';

const items: [string, string][] = [
  [profilePaths.personalData, t.personalData],
  [profilePaths.changePassword, t.changePassword],
  [profilePaths.notifications, t.notifications],
];

/** The mobile personal menu's button name (the dropdown's is 'Личный кабинет'). */
export const personalMenuLabel = 'Меню личного кабинета';

/**
 * Signs out to the home page: home at once, the session ended beside it (the server's
 * revocation may take seconds). The page being left is marked, so that its guard does not send
 * the visitor to the login form while home's code loads (site/session.ts `signOutRoute`).
 */
function useLogout(close: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    close();
    signOutRoute.leave(pathname);
    navigate('/');
    await authProvider.logout({});
  };
}

function MenuItems({ close, logout }: { close: () => void; logout: () => Promise<void> }) {
  return (
    <>
      {items.map(([to, label]) => (
        <li key={to}>
          <Link className={styles.item} to={to} onClick={close}>
            {label}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={styles.item} onClick={() => void logout()}>
          {t.logout}
        </button>
      </li>
    </>
  );
}

export function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  const logout = useLogout(close);

  // A click elsewhere or Escape closes it, as menus do.
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden="true" />
        {t.cabinet}
      </button>
      {open && (
        <ul id={menuId} aria-label={t.cabinet} className={styles.menu}>
          <MenuItems close={close} logout={logout} />
        </ul>
      )}
    </div>
  );
}

/** Below 768 px: the personal menu modal. */
export function PersonalMenuButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const logout = useLogout(close);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={personalMenuLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className={styles.avatar} aria-hidden="true" />
      </button>
      <DialogFrame open={open} title={t.cabinet} onClose={close} closeOnBackdrop>
        <ul className={styles.sheet} aria-label={t.cabinet}>
          <MenuItems close={close} logout={logout} />
        </ul>
      </DialogFrame>
    </>
  );
}
