/** Workspace spec §5 and §9: items at the root are at depth 0; no folder at depth 5 or more. */
export const MAX_FOLDER_DEPTH = 5;

/** Whether a new folder may go at `depth` (the open folder's depth plus one; 0 at the root). */
export const mayCreateFolder = (depth: number): boolean => depth < MAX_FOLDER_DEPTH;
