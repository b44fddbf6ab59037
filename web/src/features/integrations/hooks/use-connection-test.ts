import { useCallback, useState } from 'react';

import { fieldErrorsOf } from '../../../app/base-query.js';
import { useIntegrationLoginLoginMutation, type IntegrationRequest } from '../api/integrations-api.js';

export type TestState = 'idle' | 'testing' | 'success' | 'error';

/**
 * The configure modal's credentials test (organization spec §4): idle, testing, then success or
 * error; `reset` puts it back to idle (any edit does, so a save always follows a test of what is
 * saved). An error keeps the server's field errors (keys without the `config.` prefix).
 */
export function useConnectionTest() {
  const [state, setState] = useState<TestState>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [testIntegration] = useIntegrationLoginLoginMutation();

  const run = useCallback(
    async (request: IntegrationRequest) => {
      setState('testing');
      setFieldErrors({});
      const result = await testIntegration({ body: request });
      if (!('error' in result)) {
        setState('success');
        return;
      }
      const errors = fieldErrorsOf(result.error);
      setFieldErrors(
        Object.fromEntries(
          Object.entries(errors).map(([key, messages]) => [key.replace(/^config\./, ''), messages]),
        ),
      );
      setState('error');
    },
    [testIntegration],
  );

  const reset = useCallback(() => {
    setState('idle');
    setFieldErrors({});
  }, []);

  return { state, fieldErrors, run, reset };
}
