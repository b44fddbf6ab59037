import { useDocumentTitle } from '../hooks/use-document-title.js';
import styles from './page-header.module.css';

/** A page's heading (its one h1) and lead text; also names the browser tab. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
