// Names of the values the SPA keeps in localStorage. Renaming one forgets every user's stored
// value, so treat a rename as a migration.
export const STORAGE_KEYS = {
  language: 'rubrica.language',
  organization: 'rubrica.organization',
  owner: 'rubrica.owner',
  /** Organizations whose owner was sent once to pay an uninitialized plan (organization spec §4). */
  planAutoRedirect: 'rubrica.planAutoRedirect',
  /** A success the plan page shows once it has reloaded (organization spec §8, cancelling). */
  planReloadNotice: 'rubrica.planReloadNotice',
  /** An invitation link followed before signing in, taken up once signed in (workspace spec §2). */
  pendingInvitation: 'rubrica.pendingInvitation',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
