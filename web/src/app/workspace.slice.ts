import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { STORAGE_KEYS } from '../config/storage-keys.js';
import { encodedStorage } from '../lib/encoded-storage.js';

/** The organization the user works in now; every API call except organizations names it. */
export interface WorkspaceState {
  organizationId: string | null;
  isOwner: boolean;
}

export const readStoredWorkspace = (): WorkspaceState => ({
  organizationId: encodedStorage.get(STORAGE_KEYS.organization),
  isOwner: encodedStorage.get(STORAGE_KEYS.owner) === 'true',
});

export const workspaceSlice = createSlice({
  name: 'workspace',
  initialState: readStoredWorkspace,
  reducers: {
    organizationSelected(state, action: PayloadAction<{ organizationId: string; isOwner: boolean }>) {
      state.organizationId = action.payload.organizationId;
      state.isOwner = action.payload.isOwner;
    },
    // Logout clears the stored organization (workspace spec, section 7).
    organizationCleared(state) {
      state.organizationId = null;
      state.isOwner = false;
    },
  },
  selectors: {
    selectOrganizationId: (state) => state.organizationId,
    selectIsOwner: (state) => state.isOwner,
  },
});

export const { organizationSelected, organizationCleared } = workspaceSlice.actions;
export const { selectOrganizationId, selectIsOwner } = workspaceSlice.selectors;
