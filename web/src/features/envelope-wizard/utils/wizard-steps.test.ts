import { describe, expect, it } from 'vitest';

import { isAllowedExit, type WizardStep } from './wizard-steps.js';

const ID = 'env-1';
const step = (name: string) => `/business/envelopes/${ID}/${name}`;
const DRAFTS = '/business/documents/draft';
const SENT = '/business/documents/sent';

const exits: Record<WizardStep, string[]> = {
  documents: [step('recipients'), DRAFTS],
  recipients: [step('documents'), step('fields'), DRAFTS],
  fields: [step('recipients'), step('review'), DRAFTS],
  review: [step('fields'), SENT, `${SENT}/in-transit`, DRAFTS],
};
const elsewhere = [
  '/business/dashboard',
  '/business/documents/inbox',
  '/account/profile',
  '/business/envelopes/env-2/fields',
];

describe('the leave modal: allowed exits of each step (spec §2)', () => {
  it.each(Object.entries(exits))('step %s leaves freely only to its listed routes', (name, allowed) => {
    const current = name as WizardStep;
    for (const target of allowed) expect(isAllowedExit(current, ID, target)).toBe(true);
    const others = Object.keys(exits)
      .map(step)
      .filter((target) => !allowed.includes(target) && target !== step(current));
    for (const target of [...others, ...elsewhere, ...(current === 'review' ? [] : [SENT])])
      expect(isAllowedExit(current, ID, target)).toBe(false);
  });
});
