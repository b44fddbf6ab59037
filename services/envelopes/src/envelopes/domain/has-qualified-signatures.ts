import { RecipientState, SignatureType } from './envelope-vocabulary.js';

/** Someone signed with an ICP-Brasil certificate: the government validator can check it too. */
export function hasQualifiedSignatures(envelope: {
  recipients: ReadonlyArray<{ signatureType: string | null; state: string }>;
}): boolean {
  return envelope.recipients.some(
    (recipient) =>
      recipient.signatureType === SignatureType.Qualified && recipient.state === RecipientState.Done,
  );
}
