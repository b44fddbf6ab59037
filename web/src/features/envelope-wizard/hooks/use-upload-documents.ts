import { useRef } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { envelopeTitleFromFileName } from '../../../lib/envelopes/envelope-title-from-file-name.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useDeleteEnvelopeMutation } from '../../../lib/envelopes/saved-envelope-api.js';
import { useCreateWizardEnvelopeMutation, useDocumentsAddMutation } from '../api/wizard-api.js';
import { serverFileError, type FileError } from '../utils/chosen-file.js';
import { rememberLocalDocument } from '../utils/local-document-files.js';
import type { useChosenFiles } from './use-chosen-files.js';

/**
 * Saves step 1: creates the envelope if needed (a 201 is needed) and adds the valid files; answers
 * the envelope's id, or null when something failed. An envelope created here that got no document
 * is deleted again, so a failed first upload leaves no empty draft behind (the next try creates a
 * fresh one).
 */
export function useUploadDocuments(
  envelopeId: string | undefined,
  chosen: ReturnType<typeof useChosenFiles>,
) {
  const dispatch = useAppDispatch();
  const createdId = useRef<string | undefined>(envelopeId);
  const [createEnvelope] = useCreateWizardEnvelopeMutation();
  // A draft created for files that then all failed to upload is removed again (no orphan draft).
  const [deleteEnvelope] = useDeleteEnvelopeMutation();
  const [addDocument] = useDocumentsAddMutation();
  const { valid, setStatus, drop } = chosen;

  const save = async (): Promise<string | null> => {
    let id = createdId.current;
    const createdNow = !id;
    let added = 0;
    if (!id) {
      if (valid.length === 0) return null;
      const result = await createEnvelope({ title: envelopeTitleFromFileName(valid[0]!.name) });
      if ('error' in result || !result.data.created) {
        if ('error' in result && reportedByBaseQuery(result.error)) return null;
        dispatch(
          alertShown({
            kind: 'danger',
            messageKey: 'wizard.documents.createError',
            values: { message: 'error' in result ? (errorMessageOf(result.error) ?? '') : '' },
          }),
        );
        return null;
      }
      id = result.data.envelope.id;
      createdId.current = id;
    }
    for (const file of valid) {
      setStatus(file.key, 'uploading');
      // A chosen file is uploaded; a stored PDF is attached by its id (contracts: 201, the same answer).
      const result = await addDocument({
        envelopeId: id,
        body: file.file ? { file: file.file } : { item_id: file.item.id },
      });
      if ('error' in result) {
        // Contracts: 404 for a stored item that is gone or belongs to another organization.
        const fileError: FileError | null =
          file.item && statusOf(result.error) === 404 ? { code: 'NOT_FOUND' } : serverFileError(result.error);
        setStatus(file.key, 'error', fileError);
        if (createdNow && added === 0) {
          createdId.current = undefined;
          void deleteEnvelope(id);
        }
        if (!fileError && !reportedByBaseQuery(result.error))
          dispatch(
            alertShown({
              kind: 'danger',
              messageKey: 'upload.documentError',
              values: { name: file.name, message: errorMessageOf(result.error) ?? '' },
            }),
          );
        return null;
      }
      added += 1;
      if (file.file) rememberLocalDocument(result.data.id, file.file);
      drop(file.key);
    }
    return id;
  };

  /** Whether there is nothing to save: no envelope yet and no valid file. */
  const nothingToSave = () => !createdId.current && valid.length === 0;

  return { save, nothingToSave };
}
