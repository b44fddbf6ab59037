import { describe, expect, it } from 'vitest';

import { aContent, aField } from '../../../testing/envelope-fixtures.js';
import { aDraft, aDraftDocument, aRecipient } from '../components/wizard-test-support.js';
import { resumeStep } from './resume-step.js';

const signature = aField({
  id: 'f-1',
  recipient_id: 'r-1',
  widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.07 }],
});
const text = aContent({ id: 'c-1', value: 'Cláusula', x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 });

describe('the step a draft reopens at', () => {
  it('is the documents step while it has no document', () => {
    expect(resumeStep(aDraft({ documents: [], recipients: [aRecipient()] }))).toBe('documents');
  });

  it('is the recipients step while no recipient signs', () => {
    expect(resumeStep(aDraft({ recipients: [] }))).toBe('recipients');
    expect(resumeStep(aDraft({ recipients: [aRecipient({ type: 'approver' })] }))).toBe('recipients');
  });

  it('is the fields step once a signer is saved and nothing is placed', () => {
    expect(resumeStep(aDraft({ recipients: [aRecipient({ type: 'in-person-signer' })] }))).toBe('fields');
  });

  it('is the review once a field or a content is placed on any document', () => {
    const recipients = [aRecipient({ id: 'r-1' })];
    expect(
      resumeStep(
        aDraft({
          recipients,
          documents: [aDraftDocument(), aDraftDocument({ id: 'd-2', fields: [signature] })],
        }),
      ),
    ).toBe('review');
    expect(resumeStep(aDraft({ recipients, documents: [aDraftDocument({ contents: [text] })] }))).toBe(
      'review',
    );
  });
});
