import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { DataTable } from '../../../components/data-table.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { IconButton } from '../../../components/icon-button.js';
import panel from '../../../components/panel.module.css';
import { PageHeader } from '../../../components/page-header.js';
import { PageNav } from '../../../components/pagination.js';
import { SearchToolbar } from '../../../components/search-toolbar.js';
import { TabNav } from '../../../components/tab-nav.js';
import list from '../../../components/list-page.module.css';
import { paths } from '../../../config/paths.js';
import { useIsMobile } from '../../../hooks/use-is-mobile.js';
import { useSearchPaging } from '../../../hooks/use-search-paging.js';
import { useContactsListQuery, useContactsRemoveMutation, type Contact } from '../api/contacts-api.js';
import { ContactFormModal } from './contact-form-modal.js';
import styles from './contacts.module.css';

/** Workspace spec §9: the contacts search waits 300 ms after the last keystroke. */
export const CONTACTS_SEARCH_DEBOUNCE_MS = 300;

type Dialog = { kind: 'create' } | { kind: 'edit'; contact: Contact } | { kind: 'delete'; contact: Contact };

// The table's columns in order, by their headings' keys.
const CONTACT_COLUMNS = ['name', 'email', 'phone'] as const;

/**
 * The caller's address book (workspace spec, contacts screen): search, a table on wide screens
 * and cards on narrow ones, create, edit and delete. Recipients of sent envelopes are added to it
 * by the server, which the empty state says.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const { search, setSearch, q, page, setPage } = useSearchPaging(CONTACTS_SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useContactsListQuery(q.trim() ? { q: q.trim(), page } : { page });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [remove, removal] = useContactsRemoveMutation();
  const contacts = data?.data ?? [];

  const confirmDelete = async (contact: Contact) => {
    const result = await remove({ id: contact.id });
    setDialog(null);
    if (!('error' in result))
      dispatch(alertShown({ kind: 'success', messageKey: 'contacts.alerts.deleted' }));
  };

  const actions = (contact: Contact) => (
    <div className={styles.actions}>
      <IconButton
        icon="edit"
        label={t('contacts.edit', { name: contact.name })}
        onClick={() => setDialog({ kind: 'edit', contact })}
      />
      <IconButton
        icon="trash"
        tone="danger"
        label={t('contacts.delete', { name: contact.name })}
        onClick={() => setDialog({ kind: 'delete', contact })}
      />
    </div>
  );

  const phoneOf = (contact: Contact) => contact.phone ?? '-';

  return (
    <section className={list.page}>
      <PageHeader title={t('contacts.title')} />
      <TabNav
        label={t('contacts.tabs')}
        tabs={[{ to: paths.account.contacts.getHref(), label: t('contacts.list') }]}
      />
      <SearchToolbar label={t('contacts.search')} value={search} onChange={setSearch}>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('contacts.new')}</Button>
      </SearchToolbar>

      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : contacts.length === 0 ? (
        <EmptyState message={q ? t('contacts.emptySearch') : t('contacts.empty')} />
      ) : isMobile ? (
        <ul className={styles.cards} aria-label={t('contacts.list')}>
          {contacts.map((contact) => (
            <li key={contact.id} className={`${panel.card} ${styles.card}`}>
              <p className={styles.cardName}>{contact.name}</p>
              <dl className={styles.cardFields}>
                <dt>{t('contacts.columns.email')}</dt>
                <dd>{contact.email}</dd>
                <dt>{t('contacts.columns.phone')}</dt>
                <dd>{phoneOf(contact)}</dd>
              </dl>
              {actions(contact)}
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          caption={t('contacts.list')}
          columns={CONTACT_COLUMNS.map((column) => ({ label: t(`contacts.columns.${column}`) }))}
          actionsLabel={t('contacts.columns.actions')}
          wrapClassName={styles.tableWrap}
          className={styles.table}
        >
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <td>{contact.name}</td>
              <td>{contact.email}</td>
              <td>{phoneOf(contact)}</td>
              <td>{actions(contact)}</td>
            </tr>
          ))}
        </DataTable>
      )}

      <PageNav of={data} onChange={setPage} />

      {dialog?.kind === 'create' && <ContactFormModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <ContactFormModal contact={dialog.contact} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('contacts.deleteTitle')}
          confirmLabel={t('contacts.deleteConfirm')}
          busy={removal.isLoading}
          onConfirm={() => void confirmDelete(dialog.contact)}
          onClose={() => setDialog(null)}
        >
          <p>{t('contacts.deleteQuestion', { name: dialog.contact.name })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
