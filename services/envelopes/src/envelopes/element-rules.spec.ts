import type { DocumentEntity } from './document.entity.js';
import { fieldErrors, placementErrors } from './element-rules.js';

const document = {
  pages: 2,
  pageSizes: [
    { width: 600, height: 800 },
    { width: 300, height: 800 },
  ],
} as DocumentEntity;
const widget = (extra: Record<string, number> = {}) => ({
  page: 1,
  x_axis: 0,
  y_axis: 0,
  width: 0.2,
  height: 0.1,
  ...extra,
});

describe('fieldErrors', () => {
  it('measures the minimum width against the width of the widget’s own page', () => {
    // 0.2 of 600 points is 120; of 300 points, 60.
    expect(
      fieldErrors(
        { type: 'signature', title: null, value: null, options: null, widgets: [widget({ page: 2 })] },
        document,
      ),
    ).toEqual({});
    expect(
      fieldErrors(
        {
          type: 'signature',
          title: null,
          value: null,
          options: null,
          widgets: [widget({ page: 2, width: 0.19 })],
        },
        document,
      ),
    ).toEqual({ 'widgets.0.width': ['The field must be at least 60 points wide.'] });
  });

  it('names each failing widget by its index', () => {
    const errors = fieldErrors(
      { type: 'initial', title: null, value: null, options: null, widgets: [widget(), widget({ page: 3 })] },
      document,
    );
    expect(errors).toEqual({ 'widgets.1.page': ['The page must be between 1 and 2.'] });
  });
});

describe('placementErrors', () => {
  it('accepts an element touching the page’s edges', () => {
    const errors = {};
    placementErrors(errors, '', { page: 2, x_axis: 0.8, y_axis: 0.9, width: 0.2, height: 0.1 }, document);
    expect(errors).toEqual({});
  });
});
