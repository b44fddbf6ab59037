import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import { useSearchContactsQuery } from '../api/wizard-api.js';
import type { Contact } from '../../../api/rubrica-api.js';
import styles from './wizard.module.css';

/** Step 2's contact search: contacts found 300 ms after typing stops; one picked is added. */
export function ContactSearch({ onPick }: { onPick: (contact: Contact) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const contacts = useSearchContactsQuery(debounced, { skip: debounced.length === 0 });
  return (
    <div className={styles.contactSearch}>
      <label htmlFor="wizard-contact-search" className={styles.label}>
        {t('wizard.recipients.searchContacts')}
      </label>
      <input
        id="wizard-contact-search"
        className={styles.input}
        type="search"
        value={search}
        placeholder={t('wizard.recipients.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      {debounced && search.trim() && contacts.data && (
        <ul className={styles.contactResults} aria-label={t('wizard.recipients.contactResults')}>
          {contacts.data.length === 0 && (
            <li className={styles.muted}>{t('wizard.recipients.noContacts')}</li>
          )}
          {contacts.data.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                className={styles.contactButton}
                onClick={() => {
                  onPick(contact);
                  setSearch('');
                }}
              >
                <strong>{contact.name}</strong> <span className={styles.muted}>{contact.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
