import { describe, expect, it } from 'vitest';

import type { ViewDocument, ViewField } from '../../../lib/envelopes/recipient-view.js';
import { aViewDocument, aViewField } from '../../../testing/envelope-fixtures.js';
import { deadlineLine } from './deadline-line.js';
import { defaultInitials } from '../../../components/signature-creator/default-initials.js';
import { drawGeometry } from '../../../components/signature-creator/draw-geometry.js';
import { isValidCpf, maskCpf } from '../../../lib/is-valid-cpf.js';
import { resolvePageInput } from './page-input.js';
import { nextRequiredField } from './required-fields.js';
import { signatureImageProblem } from '../../../components/signature-creator/signature-image-rules.js';
import { clampZoom } from './zoom.js';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('deadline line (spec §2)', () => {
  const future = { state: 'in-transit', expire_at: '2026-04-01T12:00:00.000Z' };
  it('says expired on the deadline once it has passed, or when the envelope expired', () => {
    expect(
      deadlineLine({ state: 'in-transit', expire_at: '2026-03-01T00:00:00.000Z' }, 'signer', now).key,
    ).toBe('expiredOn');
    expect(deadlineLine({ ...future, state: 'expired' }, 'approver', now).key).toBe('expiredOn');
  });
  it('gives approvers the approval deadline, signers the signing deadline, others the completion deadline', () => {
    expect(deadlineLine(future, 'approver', now).key).toBe('approvalDeadline');
    expect(deadlineLine(future, 'signer', now).key).toBe('signingDeadline');
    expect(deadlineLine(future, 'in-person-signer', now).key).toBe('signingDeadline');
    expect(deadlineLine(future, 'carbon-copy', now).key).toBe('completionDeadline');
  });
  it("says 'no deadline' when there is none", () => {
    expect(deadlineLine({ state: 'in-transit', expire_at: null }, 'signer', now)).toEqual({
      key: 'noDeadline',
    });
  });
});

describe('page input (spec §5)', () => {
  it('reverts 0, a page above the count and non-numbers to the current page', () => {
    expect(resolvePageInput('0', 2, 5)).toBe(2);
    expect(resolvePageInput('6', 2, 5)).toBe(2);
    expect(resolvePageInput('abc', 2, 5)).toBe(2);
    expect(resolvePageInput('1.5', 2, 5)).toBe(2);
  });
  it('goes to a page within the count', () => {
    expect(resolvePageInput('5', 2, 5)).toBe(5);
    expect(resolvePageInput(' 1 ', 2, 5)).toBe(1);
  });
});

describe('zoom bounds (spec §9)', () => {
  it('keeps desktop zoom between 0.6 and 1.1', () => {
    expect(clampZoom(0.5, 'desktop')).toBe(0.6);
    expect(clampZoom(1.2, 'desktop')).toBe(1.1);
    expect(clampZoom(0.7 + 0.1, 'desktop')).toBe(0.8);
  });
  it('keeps mobile zoom between 100% and 200%', () => {
    expect(clampZoom(0.9, 'mobile')).toBe(1);
    expect(clampZoom(2.4, 'mobile')).toBe(2);
  });
});

describe('signature creator rules (spec §5, §9)', () => {
  it('defaults initials to the first letters of the name, at most 5', () => {
    expect(defaultInitials('Ana Clara de Souza')).toBe('ACDS');
    expect(defaultInitials('  maria   da silva  ')).toBe('MDS');
    expect(defaultInitials('A B C D E F G')).toBe('ABCDE');
  });
  it('gives a one-word name its first two letters in upper case', () => {
    expect(defaultInitials('joão')).toBe('JO');
  });
  it('draws on a canvas half as high as wide, with lines 0.8% of its width', () => {
    expect(drawGeometry(500)).toEqual({ width: 500, height: 250, lineWidth: 4 });
  });
  it('accepts png, jpeg and bmp up to 5 MB', () => {
    expect(signatureImageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(signatureImageProblem({ type: 'image/bmp', size: 10 })).toBeNull();
    expect(signatureImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(signatureImageProblem({ type: 'image/gif', size: 10 })).toBe('type');
  });
});

describe('CPF (spec §5)', () => {
  it('accepts a CPF with valid check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('masks digits as 000.000.000-00', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
  });
});

const field = (overrides: Partial<ViewField>): ViewField =>
  aViewField({
    id: 'f',
    recipient: 'me',
    type: 'text',
    widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 }],
    ...overrides,
  });
const doc = (id: string, fields: ViewField[]): ViewDocument => aViewDocument({ id, name: id, fields });

describe('next required field (spec §2)', () => {
  const noImages = { signature: false, initials: false };
  it('takes the current document first, top to bottom, skipping filled, optional and others’ fields', () => {
    const documents = [
      doc('a', [
        field({ id: 'lower', widgets: [{ page: 1, x_axis: 0, y_axis: 0.8, width: 0.1, height: 0.1 }] }),
        field({ id: 'upper', widgets: [{ page: 1, x_axis: 0, y_axis: 0.2, width: 0.1, height: 0.1 }] }),
        field({
          id: 'filled',
          value: 'x',
          widgets: [{ page: 1, x_axis: 0, y_axis: 0, width: 0.1, height: 0.1 }],
        }),
        field({ id: 'optional', is_required: false }),
        field({ id: 'theirs', recipient: 'other' }),
      ]),
    ];
    expect(nextRequiredField(documents, 'a', 'me', true, noImages)?.field.id).toBe('upper');
  });
  it('switches to the next document when the current one is complete', () => {
    const documents = [
      doc('a', [field({ id: 'done', value: 'ok' })]),
      doc('b', [field({ id: 'sig', type: 'signature' })]),
    ];
    expect(nextRequiredField(documents, 'a', 'me', true, noImages)).toEqual({
      documentId: 'b',
      field: expect.objectContaining({ id: 'sig' }),
    });
    expect(nextRequiredField(documents, 'a', 'me', true, { signature: true, initials: false })).toBeNull();
  });
  it('counts a required checkbox as empty until ticked', () => {
    const documents = [doc('a', [field({ id: 'box', type: 'checkbox', value: 'false' })])];
    expect(nextRequiredField(documents, 'a', 'me', true, noImages)?.field.id).toBe('box');
  });
});
