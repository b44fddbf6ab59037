import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { EmptyState } from '../../../components/empty-state.js';
import { SandboxMark } from '../../../components/sandbox-mark.js';
import { paths } from '../../../config/paths.js';
import { useIsMobile } from '../../../hooks/use-is-mobile.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { Envelope } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { useCopyEnvelopeMutation } from '../../../lib/envelopes/saved-envelope-api.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useSaveAsTemplate } from '../../../lib/envelopes/use-save-as-template.js';
import { envelopeListQuery, useEnvelopesListQuery } from '../api/documents-api.js';
import { useListControls } from '../hooks/use-list-controls.js';
import { ComputerOnlyModal } from './computer-only-modal.js';
import { DeleteEnvelopeModal } from './delete-envelope-modal.js';
import styles from './documents.module.css';
import { EnvelopeList, ListToolbar, RowAction, useListFailureAlert } from './list-parts.js';

type Kind = 'draft' | 'template';

/**
 * Drafts and templates (spec §2): search, sortable creation date, and per row the main action
 * (edit a draft at its wizard step; use a template: copy it into a new draft, then its recipients
 * step) — on a phone a modal asks for a computer instead — and delete with confirmation. A draft
 * can also be saved as a template (§7), and a template opened in the wizard to edit it.
 */
function SavedEnvelopesTab({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const controls = useListControls();
  const list = useEnvelopesListQuery(
    envelopeListQuery({
      q: controls.q,
      page: controls.page,
      sort: controls.sort,
      state: kind,
    }),
  );
  // Spec §8: a failed draft list is only logged.
  useListFailureAlert(list.error, kind === 'template' ? 'documents.template.loadError' : null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [computerOnly, setComputerOnly] = useState(false);
  const [copyEnvelope, copying] = useCopyEnvelopeMutation();
  const [saveAsTemplate, savingTemplate] = useSaveAsTemplate();

  const onMain = async (envelope: Envelope) => {
    if (isMobile) return setComputerOnly(true);
    // The wizard reopens the draft at the step it was left at (its `resume` flag).
    if (kind === 'draft')
      return navigate(`${paths.business.envelopes.documents.getHref(envelope.id)}?resume=true`);
    const result = await copyEnvelope({ id: envelope.id, into: 'draft' });
    if ('error' in result) {
      if (reportedByBaseQuery(result.error)) return;
      dispatch(failureAlert('documents.template.useError', result.error));
    } else navigate(paths.business.envelopes.recipients.getHref(result.data.id));
  };

  const onSecondary = (envelope: Envelope) => {
    if (isMobile) return setComputerOnly(true);
    if (kind === 'draft') return void saveAsTemplate(envelope.id);
    // The template editor is the wizard on the template itself (its roles take no address).
    void navigate(paths.business.envelopes.documents.getHref(envelope.id));
  };

  const actions = (envelope: Envelope) => (
    <span className={styles.actions}>
      <button
        type="button"
        className={styles.textAction}
        aria-label={kind === 'draft' ? t('documents.draft.edit') : undefined}
        disabled={copying.isLoading}
        onClick={() => void onMain(envelope)}
      >
        <ActionIcon name={kind === 'draft' ? 'edit' : 'copy'} size={16} />
        {kind === 'draft' ? t('documents.draft.editShort') : t('documents.template.use')}
      </button>
      <RowAction
        icon={kind === 'draft' ? 'copy' : 'edit'}
        label={kind === 'draft' ? t('templates.saveAs') : t('templates.edit')}
        disabled={savingTemplate}
        onClick={() => onSecondary(envelope)}
      />
      <RowAction
        icon="trash"
        label={t('documents.delete.action')}
        onClick={() => setDeleting({ id: envelope.id, name: envelopeDisplayName(envelope) })}
      />
    </span>
  );

  return (
    <>
      <ListToolbar controls={controls} />

      <EnvelopeList
        list={list}
        controls={controls}
        empty={
          <EmptyState
            message={controls.q.trim() ? t('documents.empty.noResults') : t('documents.empty.noEnvelopes')}
          />
        }
        card={(envelope) => (
          <li className={styles.card}>
            <Name envelope={envelope} />
            <dl className={styles.cardFacts}>
              <dt>{t('documents.columns.created')}</dt>
              <dd>
                <CreatedAt envelope={envelope} />
              </dd>
            </dl>
            {actions(envelope)}
          </li>
        )}
        row={(envelope) => (
          <tr>
            <td>
              <Name envelope={envelope} />
            </td>
            <td>
              <CreatedAt envelope={envelope} />
            </td>
            <td>{actions(envelope)}</td>
          </tr>
        )}
        leading={<th>{t('documents.columns.name')}</th>}
        sortLabel={t('documents.columns.created')}
        withState={false}
      />

      {deleting && <DeleteEnvelopeModal envelope={deleting} kind={kind} onClose={() => setDeleting(null)} />}
      {computerOnly && <ComputerOnlyModal onClose={() => setComputerOnly(false)} />}
    </>
  );
}

function Name({ envelope }: { envelope: Envelope }) {
  return (
    <span className={styles.name}>
      {envelope.is_sandbox && <SandboxMark />}
      {envelopeDisplayName(envelope)}
    </span>
  );
}

function CreatedAt({ envelope }: { envelope: Envelope }) {
  const { i18n } = useTranslation();
  return <>{formatDate(envelope.created_at, i18n.language)}</>;
}

export function DraftTab() {
  return <SavedEnvelopesTab kind="draft" />;
}

export function TemplateTab() {
  return <SavedEnvelopesTab kind="template" />;
}
