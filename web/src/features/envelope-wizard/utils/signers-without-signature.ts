import type { WizardEnvelope } from '../api/wizard-api.js';
import { isSignerType } from './recipient-rules.js';

/**
 * The signers (in-person ones included) who have no signature field on any document: the server
 * refuses to send them (a signer signs in a signature field, spec §5), so review names them first.
 */
export const signersWithoutSignature = (envelope: WizardEnvelope | undefined): string[] => {
  const fields = (envelope?.documents ?? []).flatMap((document) => document.fields ?? []);
  return (envelope?.recipients ?? [])
    .filter(
      (recipient) =>
        isSignerType(recipient.type) &&
        !fields.some((field) => field.recipient_id === recipient.id && field.type === 'signature'),
    )
    .map((recipient) => recipient.addressees[0]?.name ?? '');
};
