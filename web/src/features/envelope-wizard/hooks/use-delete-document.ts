import { useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useDocumentsRemoveMutation } from '../api/wizard-api.js';

/** Removing a document already on the envelope: marked while it goes, a failure is an alert. */
export function useDeleteDocument(envelopeId: string | undefined) {
  const dispatch = useAppDispatch();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const [deleteDocument] = useDocumentsRemoveMutation();
  const remove = async (documentId: string, name: string) => {
    if (!envelopeId || deleting.has(documentId)) return;
    setDeleting((current) => new Set(current).add(documentId));
    const result = await deleteDocument({ envelopeId, documentId });
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(documentId);
      return next;
    });
    if ('error' in result && !reportedByBaseQuery(result.error))
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: 'wizard.documents.deleteError',
          values: { name, message: errorMessageOf(result.error) ?? '' },
        }),
      );
  };
  return { deleting, remove };
}
