import { envelopesError } from '../common/envelopes.errors.js';
import { EnvelopeDomainError } from '../envelopes/domain/envelope-domain.error.js';

/** Errors of the recipients feature. */
export const RecipientsError = {
  notFound: () => new EnvelopeDomainError('recipient.not_found'),
  // Section 2: the edit-recipient action is for waiting recipients reached by e-mail or WhatsApp.
  notWaiting: () => new EnvelopeDomainError('recipient.not_waiting'),
  faceToFace: () =>
    envelopesError('recipient.face_to_face', 'An in-person recipient cannot be edited after sending.'),
};
