/**
 * The site footer (seed 000 §1): the helpline, the personal-data policy, the console-connection
 * regulation and the social channels, with the menu repeated for those who scrolled down.
 */
import { Link } from 'react-router-dom';
import styles from './Layout.module.css';
import { LogoMark } from './Logo';
import type { MenuItem } from './menu';
import { consoleRegulationPath, helpline, socialLinks } from './portal';
import { frameTexts as t } from './texts';

export function Footer({ items }: { items: MenuItem[] }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <LogoMark />
          <p className={styles.footerTitle}>{t.shortTitle}</p>
          <p className={styles.footerMuted}>{t.helpline}</p>
          <a className={styles.footerPhone} href={helpline.href}>
            {helpline.text}
          </a>
          <p className={styles.footerMuted}>{t.helplineNote}</p>
        </div>
        <nav aria-label={t.footer} className={styles.footerNav}>
          <ul className={styles.footerList}>
            {items.map((item) => (
              <li key={item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <ul className={styles.footerList}>
            <li>
              <Link to="/privacy">{t.privacyPolicy}</Link>
            </li>
            <li>
              <Link to={consoleRegulationPath}>{t.consoleRegulation}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className={styles.footerMuted}>{t.social}</p>
          <ul className={styles.social}>
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t.copyright}</p>
    </footer>
  );
}
