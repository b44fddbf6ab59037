import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { hasSession } from '../../../lib/has-session.js';
import { SigningViewer } from './signing-viewer.js';

/**
 * /business/envelopes/viewer/{token} (spec §2): a signed-in recipient signs with their saved
 * signature; the same link opened without a session is the public variant.
 */
export function SigningViewerPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  useDocumentTitle(t('signingViewer.pageTitle'));
  return <SigningViewer key={token} token={token} mode={hasSession() ? 'member' : 'public'} />;
}

/** The public variant: a visitor through the link in their e-mail, without an account. */
export function PublicSigningViewerPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  useDocumentTitle(t('signingViewer.pageTitle'));
  return <SigningViewer key={token} token={token} mode="public" />;
}

/**
 * /business/envelopes/face-to-face/{token}: an in-person signer signs on the sender's device
 * (spec §2); drawn signatures only, Sign disabled while required fields are empty.
 */
export function FaceToFaceDocumentPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  useDocumentTitle(t('signingViewer.faceToFaceTitle'));
  return <SigningViewer key={token} token={token} mode="faceToFace" />;
}
