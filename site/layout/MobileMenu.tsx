/**
 * Below 768 px the top menu moves into the hamburger menu modal (seed 000 §2 "Mobile") on the
 * shared dialog frame: the focus moves in and stays there, Escape or the close button close it,
 * and following a link closes it too.
 */
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { DialogFrame } from '../../src/ui/dialog/DialogFrame';
import styles from './Layout.module.css';
import { LowVisionSwitch } from './LowVisionSwitch';
import type { MenuItem } from './menu';
import { helpline } from './portal';
import { frameTexts as t } from './texts';

export function MobileMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burgerLines} aria-hidden="true" />
        <span className={styles.burgerText}>{t.openMenu}</span>
      </button>
      <DialogFrame
        open={open}
        title={t.mainMenu}
        onClose={close}
        closeOnBackdrop
        className={styles.sheetPanel}
        actions={
          <button type="button" className={styles.sheetClose} onClick={close}>
            {t.closeMenu}
          </button>
        }
      >
        <nav aria-label={t.mainMenu}>
          <ul className={styles.sheetList}>
            {items.map((item) => (
              <li key={item.label}>
                <NavLink className={styles.sheetLink} to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sheetExtra}>
          <LowVisionSwitch />
          <a className={styles.phone} href={helpline.href}>
            {t.helpline}: {helpline.text}
          </a>
        </div>
      </DialogFrame>
    </>
  );
}
