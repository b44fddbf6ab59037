import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { recipientErrors, type RecipientDraft } from '../utils/recipient-rules.js';

export type RecipientField = 'name' | 'email' | 'phone' | 'tagLabel';

/**
 * What to show under a recipient's field: the server's error first, else the rules' own. A
 * repeated address is shown at once, on both recipients; the rest once the field was left.
 */
export function useRecipientErrors(
  drafts: RecipientDraft[],
  isTemplate: boolean,
  serverErrors: Record<string, string>,
) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const errors = useMemo(
    () => recipientErrors(drafts, { addressOptional: isTemplate }),
    [drafts, isTemplate],
  );
  const errorFor = (draft: RecipientDraft, field: RecipientField) => {
    const server = serverErrors[`${draft.key}:${field}`];
    if (server) return server;
    const found = errors.get(draft.key)?.[field];
    const repeated = found === 'emailTaken' || found === 'phoneTaken' || found === 'tagLabelTaken';
    const code = repeated || touched.has(`${draft.key}:${field}`) ? found : undefined;
    return code ? t(`wizard.recipients.errors.${code}`) : undefined;
  };
  const touch = (draft: RecipientDraft, field: RecipientField) =>
    setTouched((current) => new Set(current).add(`${draft.key}:${field}`));
  return { invalid: drafts.length === 0 || errors.size > 0, errorFor, touch };
}
