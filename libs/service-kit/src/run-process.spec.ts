import { loadConfig, port, z } from '@rubrica/config';
import { startupFailureMessage } from './run-process.js';

describe('startupFailureMessage', () => {
  it('prints a configuration error as the list of variables to fix, without a stack', () => {
    let error: unknown;
    try {
      loadConfig('envelopes', z.object({ PORT: port(3002) }), { PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    const message = startupFailureMessage('envelopes', error);
    expect(message).toMatch(/^envelopes: invalid configuration\n {2}- PORT: /);
    expect(message).not.toContain('    at ');
  });

  it('names the process and follows the chain of causes for other failures', () => {
    const error = new Error('cannot prepare the database', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    });
    expect(startupFailureMessage('billing', error)).toBe(
      'billing: failed to start: cannot prepare the database: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
