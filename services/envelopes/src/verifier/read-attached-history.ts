import { PDF } from '@libpdf/core';
import { HISTORY_ATTACHMENT_NAME } from '../envelopes/domain/history-export.js';

/**
 * The history our signature page carries as an embedded file (issue "Long-term proof", item 5),
 * parsed; the text as it is when it is not JSON (the check then calls it unreadable), and
 * undefined when the file is no PDF or carries no such attachment (a signed document, say).
 * Only read here, never kept: uploads for envelopes still lose every embedded file.
 */
export async function readAttachedHistory(pdf: Uint8Array): Promise<unknown> {
  let bytes: Uint8Array | null;
  try {
    bytes = (await PDF.load(pdf)).getAttachment(HISTORY_ATTACHMENT_NAME);
  } catch {
    return undefined;
  }
  if (!bytes) return undefined;
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
