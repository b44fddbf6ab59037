import { strFromU8, unzipSync } from 'fflate';

// A part of a spreadsheet bigger than this when inflated is not an invitation list.
const MAX_PART_BYTES = 64 * 1024 * 1024;

/** The named parts of a zip (OOXML, ODF) as text; parts it does not hold are left out. */
export function zipParts(bytes: Uint8Array, names: ReadonlySet<string>): Map<string, string> {
  const entries = unzipSync(bytes, {
    filter: (file) => names.has(file.name) && file.originalSize <= MAX_PART_BYTES,
  });
  const parts = new Map<string, string>();
  for (const [name, data] of Object.entries(entries)) parts.set(name, strFromU8(data));
  return parts;
}

/** The names of every part of a zip, without inflating any. */
export function zipPartNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  unzipSync(bytes, {
    filter: (file) => {
      names.add(file.name);
      return false;
    },
  });
  return names;
}
