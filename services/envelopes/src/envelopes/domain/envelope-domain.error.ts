import { AppError, ErrorStatus } from '@rubrica/errors';

/**
 * Every rule the envelope domain can refuse, by dotted code. The status each maps to is decided
 * here once, exhaustively, so a new code cannot ship without one.
 */
export type EnvelopeDomainErrorCode =
  | 'envelope.no_subscriber'
  | 'envelope.not_draft'
  | 'envelope.not_in_transit'
  | 'envelope.not_cancellable'
  | 'envelope.not_sender'
  | 'envelope.not_expirable'
  | 'envelope.not_due'
  | 'envelope.not_haltable'
  | 'envelope.recipients_pending'
  | 'envelope.deadline_passed'
  | 'envelope.invalid_copy_target'
  | 'recipient.not_found'
  | 'recipient.not_waiting'
  | 'recipient.not_current'
  | 'recipient.not_viewer'
  | 'recipient.is_viewer'
  | 'recipient.not_signing'
  | 'recipient.not_in_person'
  | 'field.not_owner'
  | 'field.read_only';

const MESSAGES: Record<EnvelopeDomainErrorCode, string> = {
  // Section 8: "No subscriber (no signer)".
  'envelope.no_subscriber': 'The envelope needs at least one signer.',
  'envelope.not_draft': 'Only a draft envelope can be sent.',
  'envelope.not_in_transit': 'The envelope is not waiting for signatures.',
  'envelope.not_cancellable': 'Only a pending envelope can be cancelled.',
  'envelope.not_sender': 'Only the sender can cancel this envelope.',
  'envelope.not_expirable': 'Only a pending envelope can expire.',
  'envelope.not_due': 'The envelope deadline has not passed.',
  'envelope.not_haltable': 'The envelope is not being sent or processed.',
  'envelope.recipients_pending': 'Some recipients have not acted yet.',
  'envelope.deadline_passed': 'The signature deadline has passed.',
  'envelope.invalid_copy_target': 'An envelope can only be copied into a draft or a template.',
  'recipient.not_found': 'Recipient not found.',
  'recipient.not_waiting': 'This recipient cannot act on the envelope.',
  'recipient.not_current': 'It is not this recipient’s turn yet.',
  'recipient.not_viewer': 'Only a viewer follows an envelope.',
  'recipient.is_viewer': 'A viewer follows the envelope instead of signing it.',
  'recipient.not_signing': 'This recipient has no signature being processed.',
  'recipient.not_in_person': 'This recipient does not sign in person.',
  'field.not_owner': 'Only the recipient owning this field can fill it.',
  'field.read_only': 'This field can no longer be changed.',
};

function statusOf(code: EnvelopeDomainErrorCode): ErrorStatus {
  switch (code) {
    case 'envelope.not_sender':
    case 'field.not_owner':
      return ErrorStatus.Forbidden;
    case 'recipient.not_found':
      return ErrorStatus.NotFound;
    case 'envelope.no_subscriber':
      return ErrorStatus.UnprocessableEntity;
    case 'envelope.not_draft':
    case 'envelope.not_in_transit':
    case 'envelope.not_cancellable':
    case 'envelope.not_expirable':
    case 'envelope.not_due':
    case 'envelope.not_haltable':
    case 'envelope.recipients_pending':
    case 'envelope.deadline_passed':
    case 'envelope.invalid_copy_target':
    case 'recipient.not_waiting':
    case 'recipient.not_current':
    case 'recipient.not_viewer':
    case 'recipient.is_viewer':
    case 'recipient.not_signing':
    case 'recipient.not_in_person':
    case 'field.read_only':
      return ErrorStatus.PreconditionFailed;
  }
}

export class EnvelopeDomainError extends AppError {
  declare readonly code: EnvelopeDomainErrorCode;

  constructor(code: EnvelopeDomainErrorCode) {
    super(code, statusOf(code), MESSAGES[code]);
    this.name = 'EnvelopeDomainError';
  }
}
