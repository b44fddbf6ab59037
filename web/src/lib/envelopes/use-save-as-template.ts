import { useCallback } from 'react';

import { alertShown } from '../../app/alerts.slice.js';
import { useAppDispatch } from '../../app/hooks.js';
import { failureAlert } from '../../app/failure-alert.js';
import { useCopyEnvelopeMutation } from './saved-envelope-api.js';
import { reportedByBaseQuery } from './reported-by-base-query.js';

/**
 * "Save as template" (spec §1, §7: copy into a template) from a draft, the wizard's review step
 * or a sent envelope: the copy keeps documents, fields and recipient roles (their addresses are
 * filled in each time the template is used). Resolves whether it was saved; says so in an alert.
 */
export function useSaveAsTemplate(): [save: (envelopeId: string) => Promise<boolean>, saving: boolean] {
  const dispatch = useAppDispatch();
  const [copyEnvelope, { isLoading }] = useCopyEnvelopeMutation();
  const save = useCallback(
    async (envelopeId: string) => {
      const result = await copyEnvelope({ id: envelopeId, into: 'template' });
      if ('error' in result) {
        if (!reportedByBaseQuery(result.error)) dispatch(failureAlert('templates.saveError', result.error));
        return false;
      }
      dispatch(alertShown({ kind: 'success', messageKey: 'templates.saved' }));
      return true;
    },
    [copyEnvelope, dispatch],
  );
  return [save, isLoading];
}
