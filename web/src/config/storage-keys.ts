// Names of the values the SPA keeps in localStorage. Renaming one forgets every user's stored
// value, so treat a rename as a migration.
export const STORAGE_KEYS = {
  language: 'rubrica.language',
  /**
   * The signed-in account's language, followed on this browser until a language is picked here or
   * the user signs out: pages that load before the account does (or without it: the 404 page, the
   * checker, a signing link) speak it too, instead of the browser's.
   */
  accountLanguage: 'rubrica.accountLanguage',
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
