import type { WizardEnvelope } from '../api/wizard-api.js';
import { isSignerType } from './recipient-rules.js';
import type { WizardStep } from './wizard-steps.js';

/**
 * The step a saved draft reopens at (spec §2, draft tab: "opens the draft at its wizard step"),
 * read from what the draft holds: the first step whose work is not done yet. No documents: step
 * 1; no signer (step 2 cannot be left without one): step 2; no field or content placed: step 3;
 * everything placed: the review.
 */
export const resumeStep = (envelope: Pick<WizardEnvelope, 'documents' | 'recipients'>): WizardStep => {
  const documents = envelope.documents ?? [];
  if (documents.length === 0) return 'documents';
  if (!(envelope.recipients ?? []).some((recipient) => isSignerType(recipient.type))) return 'recipients';
  const placed = documents.some(
    (document) => (document.fields?.length ?? 0) > 0 || (document.contents?.length ?? 0) > 0,
  );
  return placed ? 'review' : 'fields';
};
