import { useState } from 'react';

import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import {
  useRecipientsAddMutation,
  useRecipientsRemoveMutation,
  useUpdateWizardRecipientMutation,
} from '../api/wizard-api.js';
import {
  recipientChanged,
  toRecipientInput,
  usesWhatsapp,
  type RecipientDraft,
} from '../utils/recipient-rules.js';
import type { useRecipientDrafts } from './use-recipient-drafts.js';

/**
 * Which input of the recipient's row a 422 field key (`name`, `addressees.0.value`,
 * `addressees.0.identifiers`, `tag_label` ...) belongs to, read from the key's path segments.
 */
function fieldTarget(
  field: string,
  address: 'email' | 'phone',
): 'name' | 'email' | 'phone' | 'tagLabel' | 'other' {
  const segments = field.split('.');
  const last = segments[segments.length - 1];
  if (last === 'name') return 'name';
  if (last === 'tag_label') return 'tagLabel';
  if (last === 'value' || last === 'email' || segments.includes('addressees')) return address;
  return 'other';
}

/**
 * Saves step 2: removed recipients deleted, new ones added and changed ones updated, in order. A
 * 422's field errors go under the recipient's fields (spec §8), keyed `<draft key>:<field>`;
 * anything else is an alert.
 */
export function useSaveRecipients(
  envelopeId: string | undefined,
  list: ReturnType<typeof useRecipientDrafts>,
) {
  const dispatch = useAppDispatch();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [addRecipient] = useRecipientsAddMutation();
  const [updateRecipient] = useUpdateWizardRecipientMutation();
  const [deleteRecipient] = useRecipientsRemoveMutation();
  const { drafts, setDrafts, ordered, removed, baseline } = list;

  const report = (error: unknown) => {
    if (!reportedByBaseQuery(error)) dispatch(failureAlert('wizard.recipients.saveError', error));
  };
  const failed = (draft: RecipientDraft, error: unknown): false => {
    const fieldErrors = Object.entries(fieldErrorsOf(error));
    if (fieldErrors.length > 0) {
      const messages: Record<string, string> = {};
      for (const [field, found] of fieldErrors) {
        const address = usesWhatsapp(draft) ? 'phone' : 'email';
        const target = fieldTarget(field, address);
        messages[`${draft.key}:${target}`] = found[0] ?? '';
      }
      setServerErrors(messages);
    } else report(error);
    return false;
  };

  const save = async (): Promise<boolean> => {
    if (!envelopeId) return false;
    setServerErrors({});
    for (const id of removed.current) {
      const result = await deleteRecipient({ envelopeId, recipientId: id });
      if (
        'error' in result &&
        !(typeof result.error === 'object' && 'status' in result.error && result.error.status === 404)
      ) {
        report(result.error);
        return false;
      }
      removed.current.delete(id);
      baseline.current.delete(id);
    }
    for (const [index, draft] of drafts.entries()) {
      const body = toRecipientInput(draft, index, ordered);
      if (!draft.id) {
        const result = await addRecipient({ envelopeId, body });
        if ('error' in result) return failed(draft, result.error);
        const id = result.data.id;
        setDrafts((current) => current.map((item) => (item.key === draft.key ? { ...item, id } : item)));
        draft.id = id;
        baseline.current.set(id, body);
      } else if (recipientChanged(baseline.current.get(draft.id)!, body)) {
        const result = await updateRecipient({ envelopeId, recipientId: draft.id, body });
        if ('error' in result) return failed(draft, result.error);
        baseline.current.set(draft.id, body);
      }
    }
    return true;
  };

  return { save, serverErrors };
}
