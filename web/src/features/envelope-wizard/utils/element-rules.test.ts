import { describe, expect, it } from 'vitest';

import { clampBox, settingsErrors, type PlacedElement } from './element-rules.js';

const A4 = { width: 595, height: 842 };

const element = (overrides: Partial<PlacedElement>): PlacedElement => ({
  key: 'k',
  kind: 'field',
  type: 'text',
  documentId: 'd',
  page: 1,
  x: 0,
  y: 0,
  width: 0.2,
  height: 0.05,
  title: '',
  value: '',
  options: [],
  isRequired: true,
  dirty: true,
  ...overrides,
});

describe('minimum sizes (spec §5), in page points as the server measures them', () => {
  it('keeps an initial at least 40 points wide and any other field at least 60', () => {
    expect(clampBox({ x: 0, y: 0, width: 0.01, height: 0.01 }, 'initial', A4).width * A4.width).toBeCloseTo(
      40,
    );
    expect(clampBox({ x: 0, y: 0, width: 0.01, height: 0.01 }, 'signature', A4).width * A4.width).toBeCloseTo(
      60,
    );
    expect(clampBox({ x: 0, y: 0, width: 0.01, height: 0.01 }, 'text', A4).width * A4.width).toBeCloseTo(60);
  });
  it('keeps the box inside the page', () => {
    const box = clampBox({ x: 0.95, y: -0.2, width: 0.3, height: 0.1 }, 'text', A4);
    expect(box.x + box.width).toBeCloseTo(1);
    expect(box.y).toBe(0);
  });
});

describe('element settings (spec §5)', () => {
  it('needs a title up to 40 characters on dropdown, checkbox and text fields', () => {
    for (const type of ['dropdown', 'checkbox', 'text'] as const)
      expect(settingsErrors(element({ type })).title).toBe('titleRequired');
    expect(settingsErrors(element({ type: 'text', title: 'x'.repeat(41) })).title).toBe('titleTooLong');
    expect(settingsErrors(element({ type: 'text', title: 'x'.repeat(40) })).title).toBeUndefined();
    expect(settingsErrors(element({ type: 'signature' })).title).toBeUndefined();
  });
  it('needs an option on a dropdown', () => {
    expect(settingsErrors(element({ type: 'dropdown', title: 'T' })).options).toBe('optionsRequired');
    expect(settingsErrors(element({ type: 'dropdown', title: 'T', options: ['A'] })).options).toBeUndefined();
  });
  it('needs a comment of at most 100 characters, on a field or a content', () => {
    expect(settingsErrors(element({ type: 'comments' })).value).toBe('commentRequired');
    expect(settingsErrors(element({ type: 'comments', value: 'x'.repeat(101) })).value).toBe(
      'commentTooLong',
    );
    expect(
      settingsErrors(element({ kind: 'content', type: 'comment', value: 'x'.repeat(100) })).value,
    ).toBeUndefined();
  });
  it('needs the date of a date field', () => {
    expect(settingsErrors(element({ type: 'date' })).value).toBe('dateRequired');
    expect(settingsErrors(element({ type: 'date', value: '2030-01-01' })).value).toBeUndefined();
  });
});
