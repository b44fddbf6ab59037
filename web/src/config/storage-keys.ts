// Names of the values the SPA keeps in localStorage. Renaming one forgets every user's stored
// value, so treat a rename as a migration.
export const STORAGE_KEYS = {
  language: 'rubrica.language',
  organization: 'rubrica.organization',
  owner: 'rubrica.owner',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
