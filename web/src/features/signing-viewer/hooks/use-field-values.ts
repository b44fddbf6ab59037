import { useMemo, useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import type { ViewDocument, ViewField } from '../../../lib/envelopes/recipient-view.js';
import { usePublicFillMutation } from '../api/signing-viewer-api.js';
import type { ClosedLink } from '../utils/closed-link.js';

/**
 * The documents with the values filled here: a value shows at once and is saved; when saving
 * fails it goes back to what it was and the failure is shown.
 */
export function useFieldValues({
  token,
  viewDocuments,
  closedLink,
}: {
  token: string;
  viewDocuments: ViewDocument[];
  closedLink: ClosedLink;
}) {
  const dispatch = useAppDispatch();
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const documents: ViewDocument[] = useMemo(
    () =>
      viewDocuments.map((document) => ({
        ...document,
        fields: document.fields.map((field) =>
          field.id in overrides ? { ...field, value: overrides[field.id]! } : field,
        ),
      })),
    [viewDocuments, overrides],
  );
  const [fillField] = usePublicFillMutation();
  const changeField = async (field: ViewField, value: string) => {
    const before = field.value ?? '';
    setOverrides((values) => ({ ...values, [field.id]: value }));
    const result = await fillField({ token, field: field.id, body: { value } });
    if ('error' in result) {
      setOverrides((values) => ({ ...values, [field.id]: before }));
      if (await closedLink(result.error)) return;
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: 'signingViewer.fieldSaveFailed',
          values: { message: errorMessageOf(result.error) ?? '' },
        }),
      );
    }
  };
  return { documents, changeField };
}
