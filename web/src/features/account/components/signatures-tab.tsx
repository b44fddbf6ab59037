import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessageOf } from '../../../app/base-query.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { SignatureCreatorModal } from '../../../components/signature-creator/signature-creator-modal.js';
import type { SignatureKind } from '../../../components/signature-creator/signature-draft.js';
import { useGetProfileSignatureQuery, useSaveProfileSignatureMutation } from '../api/profile-api.js';
import styles from './profile-page.module.css';

const KINDS: readonly SignatureKind[] = ['signature', 'initials'];

/** Signatures tab (spec, Profile screen): the saved signature and initials, each made or remade. */
export function SignaturesTab({ name }: { name: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SignatureKind | null>(null);
  const [created, setCreated] = useState<SignatureKind | null>(null);
  const [save, { isLoading, error, reset }] = useSaveProfileSignatureMutation();

  return (
    <div className={styles.signatures}>
      {KINDS.map((kind) => (
        <SavedSignature key={kind} kind={kind} onEdit={() => setEditing(kind)} />
      ))}
      {editing && (
        <SignatureCreatorModal
          kind={editing}
          name={name}
          saving={isLoading}
          error={error ? (errorMessageOf(error) ?? t('account.signatures.saveFailed')) : null}
          onClose={() => {
            reset();
            setEditing(null);
          }}
          onSave={async (draft) => {
            const result = await save({ kind: editing, draft });
            if ('error' in result) return;
            setEditing(null);
            setCreated(editing);
          }}
        />
      )}
      {created && (
        <Modal
          title={t(`account.signatures.created.${created}`)}
          onClose={() => setCreated(null)}
          actions={<Button onClick={() => setCreated(null)}>{t('common.ok')}</Button>}
        >
          <p>{t('account.signatures.reused')}</p>
        </Modal>
      )}
    </div>
  );
}

function SavedSignature({ kind, onEdit }: { kind: SignatureKind; onEdit: () => void }) {
  const { t } = useTranslation();
  const { data: image, isFetching } = useGetProfileSignatureQuery(kind);
  const title = t(`account.signatures.${kind}`);
  return (
    <section className={styles.signatureCard} aria-label={title}>
      <h3 className={styles.signatureTitle}>{title}</h3>
      <div className={styles.signatureImage}>
        {image ? (
          <img src={image} alt={title} />
        ) : (
          !isFetching && <span className={styles.empty}>{t('account.signatures.none')}</span>
        )}
      </div>
      <Button variant="secondary" onClick={onEdit}>
        {t(image ? 'account.signatures.edit' : 'account.signatures.create')}
      </Button>
    </section>
  );
}
