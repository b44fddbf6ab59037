import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessageOf } from '../../../app/base-query.js';
import type { RecipientView, ViewIdentifier } from '../../../lib/envelopes/recipient-view.js';
import { useSetIdentifierMutation, useUploadPhotoMutation } from '../api/signing-viewer-api.js';
import type { ClosedLink } from '../utils/closed-link.js';

/**
 * What the sender asked the recipient to give before acting: a photo, then the identifiers still
 * missing, each in its modal; once given, `proceed` goes on to the action.
 */
export function useIdentificationSteps({
  token,
  me,
  closedLink,
  proceed,
}: {
  token: string;
  me: RecipientView['recipient'];
  closedLink: ClosedLink;
  proceed: () => void;
}) {
  const { t } = useTranslation();
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photoGiven, setPhotoGiven] = useState(false);
  const [uploadPhoto] = useUploadPhotoMutation();
  const [identifiersOpen, setIdentifiersOpen] = useState(false);
  const [identifierErrors, setIdentifierErrors] = useState<Record<string, string>>({});
  const [givenIdentifiers, setGivenIdentifiers] = useState<string[]>([]);
  const [setIdentifier, settingIdentifier] = useSetIdentifierMutation();
  const identifiers: ViewIdentifier[] = me.addressees[0]?.identifiers ?? [];
  const photoMissing =
    !photoGiven && identifiers.some((item) => item.code === 'PHOTO' && item.is_required && !item.is_filled);
  const missingIdentifiers = identifiers.filter(
    (item) =>
      item.code !== 'PHOTO' && item.is_required && !item.is_filled && !givenIdentifiers.includes(item.code),
  );

  /** Opens the first step still missing; false when nothing is. */
  const askMissing = (): boolean => {
    if (photoMissing) setPhotoOpen(true);
    else if (missingIdentifiers.length) setIdentifiersOpen(true);
    else return false;
    return true;
  };

  const sendPhoto = async (photo: Blob) => {
    const result = await uploadPhoto({ token, photo });
    if ('error' in result) {
      await closedLink(result.error);
      return false;
    }
    setPhotoGiven(true);
    setPhotoOpen(false);
    if (missingIdentifiers.length) setIdentifiersOpen(true);
    else proceed();
    return true;
  };

  const giveIdentifiers = async (values: Record<string, string>) => {
    const errors: Record<string, string> = {};
    const given: string[] = [];
    for (const identifier of missingIdentifiers) {
      const result = await setIdentifier({
        token,
        code: identifier.code,
        value: values[identifier.code] ?? '',
      });
      if ('error' in result) {
        if (await closedLink(result.error)) return;
        errors[identifier.code] = errorMessageOf(result.error) ?? t('alerts.generic');
      } else given.push(identifier.code);
    }
    setGivenIdentifiers((codes) => [...codes, ...given]);
    setIdentifierErrors(errors);
    if (Object.keys(errors).length === 0) {
      setIdentifiersOpen(false);
      proceed();
    }
  };

  return {
    askMissing,
    photoOpen,
    closePhoto: () => setPhotoOpen(false),
    sendPhoto,
    identifiersOpen,
    closeIdentifiers: () => setIdentifiersOpen(false),
    missingIdentifiers,
    identifierErrors,
    settingIdentifier: settingIdentifier.isLoading,
    giveIdentifiers,
  };
}
