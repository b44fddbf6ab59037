import type { StorageItem } from '../api/storage-types.js';
import { StrokeIcon } from '../../../components/stroke-icon.js';

// Workspace spec, "Storage screen": a folder, a signed file (contract icon) or a plain file.
const PATHS = {
  folder: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  signed: 'M6 3h8l4 4v14H6z M14 3v4h4 M8.5 16c1.5-.5 2-3.5 3.5-3.5s.5 3 2 3 1.5-2 2-2.5',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
} as const;

export type ItemKind = keyof typeof PATHS;

export const itemKind = (item: Pick<StorageItem, 'is_directory' | 'is_signed'>): ItemKind =>
  item.is_directory ? 'folder' : item.is_signed ? 'signed' : 'file';

export function ItemIcon({ kind, size = 24 }: { kind: ItemKind; size?: number }) {
  return <StrokeIcon path={PATHS[kind]} size={size} kind={kind} />;
}
