import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of the drafting API about envelopes as a whole: dotted codes under `envelope.`. */
export const EnvelopesError = {
  // Another organization's envelope (or another sender's) answers the same: its existence is not revealed.
  notFound: () => AppError.notFound('envelope.not_found', 'Envelope not found.'),
  // Section 4: documents, recipients, fields and details change only while drafting.
  readOnly: () =>
    new AppError(
      'envelope.read_only',
      ErrorStatus.PreconditionFailed,
      'The envelope can no longer be changed: it is not a draft or a template.',
    ),
  notDeletable: () =>
    new AppError(
      'envelope.not_deletable',
      ErrorStatus.PreconditionFailed,
      'Only drafts and templates can be deleted.',
    ),
};
