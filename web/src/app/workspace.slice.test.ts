import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../config/storage-keys.js';
import { createAppStore } from './store.js';
import {
  organizationCleared,
  organizationSelected,
  selectIsOwner,
  selectOrganizationId,
} from './workspace.slice.js';

describe('workspace', () => {
  it('starts from the base64-encoded organization and owner flag in localStorage', () => {
    localStorage.setItem(STORAGE_KEYS.organization, btoa('org-7'));
    localStorage.setItem(STORAGE_KEYS.owner, btoa('true'));
    const state = createAppStore().getState();
    expect(selectOrganizationId(state)).toBe('org-7');
    expect(selectIsOwner(state)).toBe(true);
  });

  it('remembers a selected organization and forgets it when cleared', () => {
    const store = createAppStore();
    store.dispatch(organizationSelected({ organizationId: 'org-9', isOwner: false }));
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBe(btoa('org-9'));
    expect(localStorage.getItem(STORAGE_KEYS.owner)).toBe(btoa('false'));

    store.dispatch(organizationCleared());
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBeNull();
    expect(selectOrganizationId(store.getState())).toBeNull();
  });
});
