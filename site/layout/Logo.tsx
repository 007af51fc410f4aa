/** The portal's mark: a flame in a rounded square, drawn inline (no image request). */
import styles from './Layout.module.css';

export function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--c-primary)" />
      <path
        d="M20 7c1.5 5.2 8 8.2 8 15.4A8 8 0 0 1 20 31a8 8 0 0 1-8-8.6c0-3.6 2-6 3.8-7.8.3 2.4 1.4 3.9 3 4.6-.6-4.5.3-8.5 1.2-12.2Z"
        fill="var(--c-accent)"
      />
      <path
        d="M20 21c1.6 2 3.4 3.2 3.4 5.4a3.4 3.4 0 0 1-6.8 0c0-2.2 1.8-3.4 3.4-5.4Z"
        fill="#fff"
      />
    </svg>
  );
}
