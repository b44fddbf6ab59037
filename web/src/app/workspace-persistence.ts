import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';

import { STORAGE_KEYS } from '../config/storage-keys.js';
import { encodedStorage } from '../lib/encoded-storage.js';
import { organizationCleared, organizationSelected } from './workspace.slice.js';

/** Keeps the selected organization and owner flag in localStorage so a reload keeps them. */
export const workspacePersistence = createListenerMiddleware();

workspacePersistence.startListening({
  matcher: isAnyOf(organizationSelected, organizationCleared),
  effect: (action) => {
    if (organizationSelected.match(action)) {
      encodedStorage.set(STORAGE_KEYS.organization, action.payload.organizationId);
      encodedStorage.set(STORAGE_KEYS.owner, String(action.payload.isOwner));
    } else {
      encodedStorage.remove(STORAGE_KEYS.organization);
      encodedStorage.remove(STORAGE_KEYS.owner);
    }
  },
});
