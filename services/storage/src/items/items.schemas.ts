import { isUuid } from '@rubrica/service-kit';
import { z } from '@rubrica/config';
import { DIRECTORY_MIMETYPE, type StorageItemEntity } from './storage-item.entity.js';

const requiredMessage = (field: string): string => `The ${field} field is required.`;

/** A trimmed, non-blank name (spec §5: "New folder name and rename name required"). */
const itemName = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage('name')
        : 'The name must be a string.',
  })
  .trim()
  .min(1, requiredMessage('name'))
  .max(255, 'The name may not be greater than 255 characters.')
  // Shown, never used as a path: slashes and control characters are refused.
  .refine(
    // eslint-disable-next-line no-control-regex
    (name) => !/[/\\\u0000-\u001f]/.test(name),
    'The name may not contain slashes or control characters.',
  );

/** A folder id, or null / absent / blank for the root. */
const parentId = z.preprocess(
  (value) => (value === undefined || value === '' || value === 'null' ? null : value),
  z.string({ error: 'The selected parent is invalid.' }).nullable(),
);

/** POST /items (a folder). */
export const createFolderSchema = z.object({ name: itemName, parent: parentId });
export type CreateFolderInput = z.output<typeof createFolderSchema>;

/** PATCH /items/{id}. */
export const renameItemSchema = z.object({ name: itemName });

/** PUT /items/{id}/move: `parent` must be given, null meaning the root. */
export const moveItemSchema = z.object({
  parent: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? requiredMessage('parent') : 'The selected parent is invalid.',
      })
      .nullable(),
  ),
});

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const positiveInt = (fallback: number, max: number) =>
  z.preprocess((value) => {
    const number = Number(first(value));
    return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
  }, z.number().int());

/** A page size between 1 and 100; anything else reads as not given. */
const pageSize = z.preprocess((value) => {
  const number = Number(first(value));
  return Number.isInteger(number) && number >= 1 ? Math.min(number, MAX_PAGE_SIZE) : undefined;
}, z.number().int().optional());

/** The storage page's page size (spec §9); the picker asks for 100, the largest page. */
export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;

export const SORT_FIELDS = ['name', 'created_at', 'size', 'is_directory'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface SortKey {
  field: SortField;
  descending: boolean;
}

/** The storage page's order when none is asked: folders first, newest first. */
export const DEFAULT_SORT: SortKey[] = [
  { field: 'is_directory', descending: true },
  { field: 'created_at', descending: true },
];

/** `-is_directory,-created_at` → its keys; undefined when a field is not sortable. */
export function sortKeys(text: string | undefined): SortKey[] | undefined {
  if (text === undefined) return DEFAULT_SORT;
  const keys: SortKey[] = [];
  for (const part of text.split(',').map((token) => token.trim())) {
    const descending = part.startsWith('-');
    const field = (descending ? part.slice(1) : part) as SortField;
    if (!SORT_FIELDS.includes(field)) return undefined;
    keys.push({ field, descending });
  }
  return keys;
}

/**
 * Express 5 reads `filter[mimetype]=x` as the key `filter[mimetype]` (its simple query parser); a
 * nested parser gives `{ filter: { mimetype: x } }`. Both become the nested form.
 */
function nestFilters(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const nested: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  const filter: Record<string, unknown> =
    nested.filter && typeof nested.filter === 'object' ? { ...(nested.filter as object) } : {};
  for (const [key, value] of Object.entries(nested)) {
    const match = /^filter\[([a-z_]+)\]$/.exec(key);
    if (match) filter[match[1]!] = value;
  }
  nested.filter = filter;
  return nested;
}

/**
 * GET /items (spec §7): `parent` (root when absent), `page`, `perPage` (16 on the storage page) or
 * `limit` (100 in the picker), `q`, `sort` (`-is_directory,-created_at`), `filter[mimetype]` and
 * `filter[is_signed]`.
 */
const listItemsQueryFields = z.object({
  parent: z.preprocess((value) => {
    const text = first(value);
    return typeof text === 'string' && text !== '' && text !== 'null' ? text : null;
  }, z.string().nullable()),
  page: positiveInt(1, 1_000_000),
  perPage: pageSize,
  limit: pageSize,
  q: z.preprocess((value) => {
    const text = first(value);
    return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 255) : undefined;
  }, z.string().optional()),
  sort: z.preprocess(
    (value) => {
      const text = first(value);
      return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
    },
    z
      .string()
      .optional()
      .refine(
        (text) => text === undefined || sortKeys(text) !== undefined,
        `The sort must be a list of: ${SORT_FIELDS.join(', ')} (prefix "-" for descending).`,
      ),
  ),
  filter: z
    .preprocess(
      (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
      z.object({
        mimetype: z.preprocess((value) => first(value), z.string().optional()),
        is_signed: z.preprocess(
          (value) => {
            const text = first(value);
            if (text === 'true' || text === '1') return true;
            if (text === 'false' || text === '0') return false;
            return text;
          },
          z.boolean({ error: 'The is_signed filter must be true or false.' }).optional(),
        ),
      }),
    )
    .default({ mimetype: undefined, is_signed: undefined }),
});
export const listItemsQuerySchema = z.preprocess(nestFilters, listItemsQueryFields);
export type ListItemsQuery = z.output<typeof listItemsQueryFields>;

/** `?page=` alone (published and public folder listings). */
export const pageQuerySchema = z.object({ page: positiveInt(1, 1_000_000) });

const MAX_SHARES_PER_CALL = 50;
const memberId = z
  .string({ error: 'The user id must be a uuid.' })
  .refine(isUuid, 'The user id must be a uuid.');
const someUsers = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage('users')
          : 'The users field must be a list.',
    })
    .min(1, requiredMessage('users'))
    .max(MAX_SHARES_PER_CALL, `The users field may not have more than ${MAX_SHARES_PER_CALL} items.`);

/** PUT /items/{id}/shares: members of the organization and what each may do with the item. */
export const shareItemSchema = z.object({
  users: someUsers(
    z.object({
      id: memberId,
      permission: z.enum(['read', 'edit'], { error: 'The permission must be read or edit.' }),
    }),
  ).refine(
    (users) => new Set(users.map((user) => user.id)).size === users.length,
    'The users field has a duplicate user.',
  ),
});
export type ShareItemInput = z.output<typeof shareItemSchema>;

/** DELETE /items/{id}/shares: the members who lose their share. */
export const unshareItemSchema = z.object({ users: someUsers(memberId) });

/** The item's shares after a change. */
export const sharesResponseSchema = z.object({
  data: z.array(z.object({ user_id: z.string(), permission: z.enum(['read', 'edit']) })),
});
export type SharesResponse = z.output<typeof sharesResponseSchema>;

/** One item as the storage screen reads it (spec §3). */
export const itemResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    parent: z.string().nullable(),
    depth: z.number().int(),
    is_directory: z.boolean(),
    is_signed: z.boolean(),
    size: z.number().int(),
    mimetype: z.string(),
    created_at: z.string(),
    links: z.object({ display: z.string().nullable(), preview: z.string().nullable() }),
    /**
     * A published folder's public address; null otherwise. In a public listing, the address of
     * each folder inside the published one.
     */
    publish_token: z.string().nullable(),
    /**
     * What the caller may do with it: `read` (open, download), `edit` (also rename, move, delete,
     * put items in it) or `manage` (also share and publish it). Always `read` in a public listing.
     */
    access: z.enum(['read', 'edit', 'manage']),
  })
  .meta({ id: 'StorageItem' });
export type ItemResponse = z.output<typeof itemResponseSchema>;

export function toItemResponse(
  item: StorageItemEntity,
  links: ItemResponse['links'] = { display: null, preview: null },
  access: ItemResponse['access'] = 'read',
): ItemResponse {
  return {
    id: item.id,
    name: item.name,
    parent: item.parentId,
    depth: item.depth,
    is_directory: item.isDirectory,
    is_signed: item.isSigned,
    size: item.size,
    mimetype: item.isDirectory ? DIRECTORY_MIMETYPE : item.mimetype,
    created_at: item.createdAt.toISOString(),
    links,
    publish_token: item.isPublished ? item.publishToken : null,
    access,
  };
}

/** Who is acting, in which organization (as the gateway verified it), and whether they own it. */
export interface ItemsScope {
  organizationId: string;
  userId: string;
  isOwner: boolean;
}
