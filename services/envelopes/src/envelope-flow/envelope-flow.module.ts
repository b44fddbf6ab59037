import { Module } from '@nestjs/common';
import { EnvelopeCancellation } from './envelope-cancellation.js';
import { EnvelopeEnding } from './envelope-ending.js';
import { EnvelopeFlowStore } from './envelope-flow.store.js';
import { EnvelopeSealStore } from './envelope-seal.store.js';
import { EnvelopeScheduleStore } from './envelope-schedule.store.js';
import { EnvelopeScheduler } from './envelope-scheduler.js';
import { FlowEffectsRunner } from './flow-effects.js';
import { FlowMailer } from './flow-mailer.js';
import { QualifiedTransactions } from './qualified-transaction.store.js';
import { RecipientAccessResolver } from './recipient-access.js';
import { RecipientInvitations } from './recipient-invitations.js';
import { RecipientProgress } from './recipient-progress.js';
import { RecipientTokens } from './recipient-token.store.js';
import { RevisionDrawings } from './revision-drawings.js';
import { SignaturePageBuilder } from './signature-page.js';
import { SigningRequestStore } from './signing-request.store.js';
import { SigningRequests } from './signing-requests.js';

const kernel = [
  EnvelopeFlowStore,
  RecipientTokens,
  RecipientAccessResolver,
  FlowMailer,
  EnvelopeScheduleStore,
  EnvelopeScheduler,
  FlowEffectsRunner,
  RecipientInvitations,
  EnvelopeEnding,
  EnvelopeCancellation,
  SigningRequestStore,
  EnvelopeSealStore,
  QualifiedTransactions,
  RevisionDrawings,
  SignaturePageBuilder,
  SigningRequests,
  RecipientProgress,
];

/**
 * The envelope flow's kernel, shared by every feature after drafting (sending, the token API,
 * the signing service's answers, the worker's jobs, downloads, the verifier): the store, the
 * effects run after commit, mail, schedules, links, an envelope's end and cancellation, and the
 * signing requests' queue. Features
 * import this module, never each other.
 */
@Module({ providers: kernel, exports: kernel })
export class EnvelopeFlowModule {}
