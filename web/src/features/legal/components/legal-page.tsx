import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { PageHeader } from '../../../components/page-header.js';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import styles from './legal-page.module.css';

export type LegalDocument = 'terms' | 'privacy' | 'cookies';

// The paragraphs of each text, in reading order.
const PARAGRAPHS = {
  terms: ['legal.terms.p1', 'legal.terms.p2', 'legal.terms.p3', 'legal.terms.p4'],
  privacy: [
    'legal.privacy.p1',
    'legal.privacy.p2',
    'legal.privacy.p3',
    'legal.privacy.p4',
    'legal.privacy.p5',
  ],
  cookies: ['legal.cookies.p1', 'legal.cookies.p2'],
} as const;

// When the texts last changed; shown in the reader's date format.
const UPDATED_AT = '2026-11-25T12:00:00.000Z';

const LINKS: ReadonlyArray<{ document: LegalDocument; href: string }> = [
  { document: 'terms', href: paths.legal.termsOfUse.getHref() },
  { document: 'privacy', href: paths.legal.privacyPolicy.getHref() },
  { document: 'cookies', href: paths.legal.cookiePolicy.getHref() },
];

/** Terms of use, privacy policy and cookie policy: what the footer links to, in each language. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.page}>
      <PageHeader
        title={t(`legal.${document}.title`)}
        subtitle={t('legal.updated', { date: formatDate(UPDATED_AT, i18n.language) })}
      />
      {PARAGRAPHS[document].map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {t(paragraph)}
        </p>
      ))}
      <nav aria-label={t('legal.navigation')} className={styles.others}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.document}>
              <NavLink to={link.href}>{t(`legal.${link.document}.title`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
