import { describe, expect, it } from 'vitest';

import { serializeQueryParams } from './serialize-query-params.js';

describe('serializeQueryParams', () => {
  it('puts a nested filter back under its bracketed name, its list comma-separated', () => {
    const query = serializeQueryParams({ filter: { state: ['waiting', 'signing'] }, page: 2 });
    expect(query).toBe('filter%5Bstate%5D=waiting%2Csigning&page=2');
    expect(new URLSearchParams(query).get('filter[state]')).toBe('waiting,signing');
  });

  it('keeps dotted filter names whole', () => {
    const query = new URLSearchParams(
      serializeQueryParams({ filter: { state: ['signed'], 'envelope.state': ['completed'] } }),
    );
    expect(query.get('filter[state]')).toBe('signed');
    expect(query.get('filter[envelope.state]')).toBe('completed');
  });

  it('leaves out absent values and keeps flat keys as they are', () => {
    const query = serializeQueryParams({
      'filter[mimetype]': 'folder',
      q: undefined,
      page: null,
      filter: { state: undefined },
      include: ['recipients', 'documents'],
    });
    expect(query).toBe('filter%5Bmimetype%5D=folder&include=recipients%2Cdocuments');
  });
});
