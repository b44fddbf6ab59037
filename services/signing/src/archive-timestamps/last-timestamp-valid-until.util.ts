import type { SignatureMaterial } from '../pdf/index.js';

/**
 * Until when the newest timestamp in the file (a document timestamp, or a signature's) can be
 * proven: its authority certificate's end. Undefined when the file carries no timestamp.
 */
export function lastTimestampValidUntil(material: SignatureMaterial): Date | undefined {
  const newest = [...material.timestamps].sort((a, b) => a.genTime.getTime() - b.genTime.getTime()).at(-1);
  return newest?.certificateNotAfter;
}
