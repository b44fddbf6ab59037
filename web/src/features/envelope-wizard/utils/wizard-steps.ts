import { paths } from '../../../config/paths.js';

export const WIZARD_STEPS = ['documents', 'recipients', 'fields', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepHref = (step: WizardStep, envelopeId: string): string =>
  paths.business.envelopes[step].getHref(envelopeId);

/** The routes a step may move to without the leave modal, besides the draft list (spec §2). */
const NEIGHBOURS: Record<WizardStep, readonly WizardStep[]> = {
  documents: ['recipients'],
  recipients: ['documents', 'fields'],
  fields: ['recipients', 'review'],
  review: ['fields'],
};

/**
 * Spec §2: leaving a step toward a non-adjacent route opens the leave modal; these exits do not:
 * step 1 → recipients or draft list; 2 → documents, fields or draft list; 3 → recipients, review
 * or draft list; 4 → fields, sent list or draft list. Staying on the same step is no exit.
 */
export const isAllowedExit = (
  step: WizardStep,
  envelopeId: string | undefined,
  pathname: string,
): boolean => {
  const target = pathname.replace(/\/+$/, '');
  if (target === paths.business.documents.draft.getHref()) return true;
  if (
    step === 'review' &&
    (target === '/business/documents/sent' || target.startsWith('/business/documents/sent/'))
  )
    return true;
  if (!envelopeId) return step === 'documents' && target === paths.business.envelopes.new.getHref();
  if (target === stepHref(step, envelopeId)) return true;
  return NEIGHBOURS[step].some((neighbour) => target === stepHref(neighbour, envelopeId));
};
