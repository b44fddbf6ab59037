import { useRef, useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { validateUploadFile } from '../../../lib/envelopes/validate-upload-file.js';
import type { StorageItem, Document as WizardDocument } from '../../../api/rubrica-api.js';
import {
  WIZARD_UPLOAD_RULES,
  type ChosenFile,
  type FileError,
  type UploadStatus,
} from '../utils/chosen-file.js';

/**
 * The files chosen in step 1 (from the computer or the storage) and not yet on the envelope,
 * each with its status and error. Files beyond the envelope's 25 (spec §5) are marked and warned
 * about; invalid ones stay listed with their error and are not sent.
 */
export function useChosenFiles(existing: WizardDocument[]) {
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const nextKey = useRef(0);
  const valid = files.filter((chosen) => !chosen.error);
  const takenItems = new Set(files.flatMap((chosen) => (chosen.item ? [chosen.item.id] : [])));

  const choose = (picked: (Pick<ChosenFile, 'error'> & ({ file: File } | { item: StorageItem }))[]) => {
    setFiles((current) => {
      let room =
        WIZARD_UPLOAD_RULES.maxFiles - existing.length - current.filter((chosen) => !chosen.error).length;
      const added = picked.map((entry): ChosenFile => {
        let error = entry.error;
        if (!error && room <= 0) error = { code: 'MAX_FILES', max: WIZARD_UPLOAD_RULES.maxFiles };
        if (!error) room -= 1;
        const key = nextKey.current++;
        return 'file' in entry
          ? { key, file: entry.file, name: entry.file.name, size: entry.file.size, error, status: null }
          : {
              key,
              item: entry.item,
              name: entry.item.name,
              size: entry.item.size,
              error,
              status: 'uploaded',
            };
      });
      if (added.some((chosen) => chosen.error?.code === 'MAX_FILES'))
        dispatch(
          alertShown({
            kind: 'warning',
            messageKey: 'upload.tooManyFiles',
            values: { max: WIZARD_UPLOAD_RULES.maxFiles },
          }),
        );
      return [...current, ...added];
    });
  };

  const onFiles = (picked: File[]) =>
    choose(picked.map((file) => ({ file, error: validateUploadFile(file, WIZARD_UPLOAD_RULES) })));
  const onStorageItems = (picked: StorageItem[]) =>
    choose(picked.filter((item) => !takenItems.has(item.id)).map((item) => ({ item, error: null })));
  const setStatus = (key: number, status: UploadStatus, error: FileError | null = null) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, status, error } : item)));
  const drop = (key: number) => setFiles((current) => current.filter((item) => item.key !== key));

  return { files, setFiles, valid, takenItems, onFiles, onStorageItems, setStatus, drop };
}
