import { aDocument, aField, aRecipient, anEnvelope } from '../../../testing/envelope-fixtures.js';
import { signedInApi } from '../../../testing/fake-api.js';
import type { Document as WizardDocument } from '../../../api/rubrica-api.js';
import type { WizardEnvelope } from '../api/wizard-api.js';

export const ENVELOPE_ID = 'env-1';

export const aDraftDocument = (overrides: Partial<WizardDocument> = {}): WizardDocument =>
  aDocument({
    id: 'doc-1',
    name: 'contrato.pdf',
    pages: 2,
    page_sizes: [
      { width: 600, height: 800 },
      { width: 600, height: 800 },
    ],
    // No display link: pdf.js does not run in jsdom, so the steps show no pages.
    links: { display: '', download: '', background_sheet: '' },
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

export { aField, aRecipient };

/** A draft whose signers each have a signature field (review refuses to send one without). */
export const aSignedDraft = (overrides: Partial<WizardEnvelope> = {}): WizardEnvelope => {
  const recipients = overrides.recipients ?? [];
  const fields = recipients
    .filter((recipient) => recipient.type === 'signer' || recipient.type === 'in-person-signer')
    .map((recipient, index) => aField({ id: `sig-${index}`, recipient_id: recipient.id }));
  return aDraft({ documents: [aDraftDocument({ fields })], ...overrides });
};

/**
 * The fake API of a signed-in sender (`user`, whose language the app takes) whose onboardings were
 * already seen, with `envelope` as env-1.
 */
export const wizardApi = (
  envelope: WizardEnvelope = aDraft(),
  routes: NonNullable<Parameters<typeof signedInApi>[0]>['routes'] = {},
  user?: NonNullable<Parameters<typeof signedInApi>[0]>['user'],
) =>
  signedInApi({
    user,
    routes: {
      [`GET /api/envelopes/${ENVELOPE_ID}`]: { body: envelope },
      'GET /api/onboardings': {
        body: { settings: { business_envelope_recipient: true, business_envelope_fields: true } },
      },
      'PUT /api/onboardings': { body: { settings: {} } },
      ...routes,
    },
  });
