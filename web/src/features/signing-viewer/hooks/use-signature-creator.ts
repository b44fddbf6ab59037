import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessageOf } from '../../../app/base-query.js';
import type { CreatorTab } from '../../../components/signature-creator/signature-creator-modal.js';
import type { ViewField } from '../../../lib/envelopes/recipient-view.js';
import {
  useAdoptSavedSignatureMutation,
  useSaveSignatureMutation,
  type ImageOwner,
  type SignatureDraft,
  type SignatureKind,
} from '../api/signing-viewer-api.js';
import type { SignatureReadiness } from '../utils/required-fields.js';
import type { ClosedLink } from '../utils/closed-link.js';
import type { ViewerMode } from '../utils/viewer-mode.js';

/**
 * The signature creator behind a signature or initials field. A member's saved image is reused and
 * the creator opens only when there is none (spec §2); what a member makes is kept for their next
 * envelopes too. An in-person signer only draws.
 */
export function useSignatureCreator({
  token,
  mode,
  owner,
  ready,
  imageMade,
  closedLink,
}: {
  token: string;
  mode: ViewerMode;
  owner: ImageOwner;
  ready: SignatureReadiness;
  imageMade: (kind: SignatureKind) => void;
  closedLink: ClosedLink;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SignatureKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveSignature, saving] = useSaveSignatureMutation();
  const [adoptSaved] = useAdoptSavedSignatureMutation();
  const tabs: readonly CreatorTab[] = mode === 'faceToFace' ? ['draw'] : ['text', 'draw', 'image'];

  const openFor = async (field: ViewField) => {
    const wanted: SignatureKind = field.type === 'signature' ? 'signature' : 'initials';
    // Looked for here, when needed, rather than on every load.
    if (!ready[wanted] && mode === 'member') {
      const result = await adoptSaved({ token, kind: wanted });
      if (!('error' in result)) {
        imageMade(wanted);
        return;
      }
    }
    setError(null);
    setKind(wanted);
  };
  const save = async (draft: SignatureDraft) => {
    if (!kind) return;
    setError(null);
    const result = await saveSignature({ owner, kind, draft });
    if ('error' in result) {
      if (await closedLink(result.error)) return;
      setError(errorMessageOf(result.error) ?? t('alerts.generic'));
      return;
    }
    // Kept for the member's next envelopes too; failing that does not stop this one.
    if (mode === 'member') await saveSignature({ owner: { kind: 'user' }, kind, draft });
    setKind(null);
    imageMade(kind);
  };
  return { kind, error, saving: saving.isLoading, tabs, openFor, save, close: () => setKind(null) };
}
