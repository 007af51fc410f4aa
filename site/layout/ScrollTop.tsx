/**
 * The scroll-to-top link (seed 000 §2 "Other parts"): shown once the page is scrolled a screen
 * down; it moves to the top of the page and puts the focus on the skip link's target.
 */
import { useEffect, useState } from 'react';
import styles from './Layout.module.css';
import { frameTexts as t } from './texts';

export function ScrollTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <a
      href="#top"
      className={styles.scrollTop}
      onClick={(e) => {
        e.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className={styles.scrollTopText}>{t.scrollTop}</span>
    </a>
  );
}
