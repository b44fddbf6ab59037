import { bracketQuery } from './bracket-query.util.js';

describe('bracketQuery', () => {
  it('reads flat keys as a simple query parser leaves them', () => {
    expect(bracketQuery({ 'filter[state]': 'draft' }, 'filter', 'state')).toBe('draft');
    expect(bracketQuery({ 'filter[envelope.state]': 'pending' }, 'filter', 'envelope.state')).toBe('pending');
  });

  it('reads nested objects as an extended query parser builds them', () => {
    expect(bracketQuery({ filter: { state: 'draft' } }, 'filter', 'state')).toBe('draft');
    expect(bracketQuery({ filter: { 'envelope.state': 'pending' } }, 'filter', 'envelope.state')).toBe(
      'pending',
    );
    expect(bracketQuery({ filter: { envelope: { state: 'pending' } } }, 'filter', 'envelope.state')).toBe(
      'pending',
    );
  });

  it('is undefined when absent', () => {
    expect(bracketQuery({}, 'filter', 'state')).toBeUndefined();
    expect(bracketQuery({ filter: 'draft' }, 'filter', 'state')).toBeUndefined();
  });
});
