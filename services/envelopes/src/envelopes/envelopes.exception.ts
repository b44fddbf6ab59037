import { envelopesError } from '../common/envelopes.errors.js';

/** Errors of the drafting API about envelopes as a whole: dotted codes under `envelope.`. */
export const EnvelopesError = {
  // Another organization's envelope (or another sender's) answers the same: its existence is not revealed.
  notFound: () => envelopesError('envelope.not_found', 'Envelope not found.'),
  // Section 4: documents, recipients, fields and details change only while drafting.
  readOnly: () =>
    envelopesError(
      'envelope.read_only',
      'The envelope can no longer be changed: it is not a draft or a template.',
    ),
  notDeletable: () => envelopesError('envelope.not_deletable', 'Only drafts and templates can be deleted.'),
};
