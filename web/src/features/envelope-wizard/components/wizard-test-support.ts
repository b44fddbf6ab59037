import { aRecipient, anEnvelope } from '../../../testing/envelope-fixtures.js';
import { signedInApi } from '../../../testing/fake-api.js';
import type { WizardDocument, WizardEnvelope } from '../api/wizard-types.js';

export const ENVELOPE_ID = 'env-1';

export const aDraftDocument = (overrides: Partial<WizardDocument> = {}): WizardDocument => ({
  id: 'doc-1',
  name: 'contrato.pdf',
  pages: 2,
  page_sizes: [
    { width: 600, height: 800 },
    { width: 600, height: 800 },
  ],
  fields: [],
  contents: [],
  ...overrides,
});

export const aDraft = (overrides: Partial<WizardEnvelope> = {}): WizardEnvelope => ({
  ...anEnvelope({ id: ENVELOPE_ID, state: 'draft', title: 'Contrato', subject: null, message: null }),
  documents: [aDraftDocument()],
  recipients: [],
  action_reminder_frequency: null,
  ...overrides,
});

export { aRecipient };

/** The fake API of a signed-in sender whose onboardings were already seen, with `envelope` as env-1. */
export const wizardApi = (
  envelope: WizardEnvelope = aDraft(),
  routes: NonNullable<Parameters<typeof signedInApi>[0]>['routes'] = {},
) =>
  signedInApi({
    routes: {
      [`GET /api/envelopes/${ENVELOPE_ID}`]: { body: envelope },
      'GET /api/onboardings': {
        body: { settings: { business_envelope_recipient: true, business_envelope_fields: true } },
      },
      'PUT /api/onboardings': { body: { settings: {} } },
      ...routes,
    },
  });
