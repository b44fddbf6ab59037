/**
 * Every cache tag of the SPA's API, in one place. A query provides the tags of what it reads and a
 * mutation invalidates the tags of what it changes; `{ type, id: LIST_ID }` stands for a list,
 * `{ type, id }` for one resource. The base API registers them all (app/api.ts).
 */
export const TAGS = {
  me: 'Me',
  organizations: 'Organizations',
  subscription: 'Subscription',
  /** The organization's invoices: the paged list and the pending one. */
  invoice: 'Invoice',
  creditCard: 'CreditCard',
  envelope: 'Envelope',
  received: 'Received',
  faceToFace: 'FaceToFace',
  onboardings: 'Onboardings',
  signingView: 'SigningView',
  signatureImage: 'SignatureImage',
  profileSignature: 'ProfileSignature',
  storageItem: 'StorageItem',
  storageUsage: 'StorageUsage',
  contact: 'Contact',
  team: 'Team',
  member: 'Member',
  invitation: 'Invitation',
  role: 'Role',
  /** Members plus pending invitations against the plan's cap: every invite and removal changes it. */
  usersCap: 'UsersCap',
  developerClient: 'DeveloperClient',
  activeIntegration: 'ActiveIntegration',
  webhookEndpoint: 'WebhookEndpoint',
  webhookDelivery: 'WebhookDelivery',
} as const;

export type TagType = (typeof TAGS)[keyof typeof TAGS];

export const TAG_TYPES = Object.values(TAGS) as TagType[];

/** The id of a list's tag: `{ type: TAGS.contact, id: LIST_ID }`. */
export const LIST_ID = 'LIST';

/**
 * The tags a list provides: the list's own and one per item it holds, so creating an item and
 * changing one it shows both refetch it.
 */
export const listAndItemTags =
  (type: TagType) => (result: { data: readonly { id: string }[] } | undefined) => [
    { type, id: LIST_ID },
    ...(result?.data.map((item) => ({ type, id: item.id })) ?? []),
  ];
