/**
 * The site user menu of the header when signed in (seed 000 §2 "Site user menu"): personal
 * data, change password, notification methods and logout. Logout ends the session through the
 * site authProvider (token and organization cleared) and goes home.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { linkButton } from '../account/fields';
import { authProvider } from '../providers';
import { profilePaths } from './paths';
import { profileTexts as t } from './texts';

const menuStyle: CSSProperties = {
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 10,
  display: 'grid',
  gap: 8,
  minWidth: 220,
  margin: '4px 0 0',
  padding: 12,
  listStyle: 'none',
  background: '#fff',
  border: '1px solid #dde3ea',
  borderRadius: 4,
  boxShadow: '0 4px 12px rgba(27, 39, 51, 0.12)',
};

const items: [string, string][] = [
  [profilePaths.personalData, t.personalData],
  [profilePaths.changePassword, t.changePassword],
  [profilePaths.notifications, t.notifications],
];

export function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

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

  const logout = async () => {
    setOpen(false);
    await authProvider.logout({});
    navigate('/');
  };

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <button
        type="button"
        style={linkButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t.cabinet}
      </button>
      {open && (
        <ul id={menuId} aria-label={t.cabinet} style={menuStyle}>
          {items.map(([to, label]) => (
            <li key={to}>
              <Link to={to} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" style={linkButton} onClick={() => void logout()}>
              {t.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
