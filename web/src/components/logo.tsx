import styles from './logo.module.css';

/** Rubrica's mark and name. Decorative when a surrounding link already names it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M8 21c3-1 5-9 8-9s1 8 4 8 3-5 4-6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M8 25h16" stroke="#fff" strokeOpacity=".55" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Rubrica</span>
    </span>
  );
}
