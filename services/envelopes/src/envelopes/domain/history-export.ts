import { z } from '@rubrica/config';
import { GENESIS_HASH, verifyEventChain, type ChainedEvent } from './envelope-event-chain.js';

/**
 * The envelope's history as the signature page carries it (issue "Long-term proof", item 5): an
 * embedded file of the sealed page holding every entry with the hashed content, its previous
 * hash and its own, so anyone holding the page can recompute the chain without asking us.
 */
export const HISTORY_ATTACHMENT_NAME = 'history.json';
export const HISTORY_EXPORT_FORMAT = 'rubrica.envelope-history.v1';

const entrySchema = z.object({
  sequence: z.number().int(),
  type: z.string(),
  message: z.string(),
  message_code: z.string().nullable().optional(),
  message_params: z.record(z.string(), z.string()).nullable().optional(),
  actor: z.record(z.string(), z.unknown()).nullable().optional(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
  prev_hash: z.string(),
  hash: z.string(),
});

const exportSchema = z.object({
  format: z.literal(HISTORY_EXPORT_FORMAT),
  envelope_id: z.string(),
  validation_code: z.string(),
  algorithm: z.string(),
  genesis_hash: z.string(),
  entries: z.array(entrySchema),
});

export type HistoryExport = z.output<typeof exportSchema>;

/** The rows, in sequence order, as the attached JSON (keys in the database's spelling). */
export function exportHistory(
  envelope: { id: string; hashid: string },
  rows: ReadonlyArray<ChainedEvent>,
): HistoryExport {
  return {
    format: HISTORY_EXPORT_FORMAT,
    envelope_id: envelope.id,
    validation_code: envelope.hashid,
    algorithm: 'SHA-256 over the previous hash, a line feed and the canonical JSON of the entry',
    genesis_hash: GENESIS_HASH,
    entries: rows.map((row) => ({
      sequence: row.sequence,
      type: row.type,
      message: row.message,
      message_code: row.messageCode ?? null,
      message_params: row.messageParams ?? null,
      actor: (row.actor as Record<string, unknown> | null | undefined) ?? null,
      data: row.data,
      created_at: row.createdAt.toISOString(),
      prev_hash: row.prevHash,
      hash: row.hash,
    })),
  };
}

export type HistoryCheck =
  | { valid: true; envelope_id: string; validation_code: string; entries: number; last_hash: string }
  | {
      valid: false;
      envelope_id: string | null;
      validation_code: string | null;
      entries: number;
      /** The first entry that fails, null when the file itself is not a history export. */
      sequence: number | null;
      reason: 'unreadable' | 'empty' | 'sequence' | 'previous_hash' | 'content';
      message: string;
    };

const REASONS: Record<string, 'sequence' | 'previous_hash' | 'content'> = {
  'previous hash does not match': 'previous_hash',
  'content does not match its hash': 'content',
};

/**
 * Recomputes every entry's hash from its content and the previous hash. The first entry that
 * does not follow says why: a changed entry no longer matches its hash, a removed or reordered one
 * breaks the sequence or the link to the previous hash.
 */
export function verifyHistoryExport(json: unknown): HistoryCheck {
  try {
    return verifyParsed(json);
  } catch {
    // Nesting deeper than the stack (a crafted file): no history of ours is like that.
    return UNREADABLE;
  }
}

const UNREADABLE: HistoryCheck = {
  valid: false,
  envelope_id: null,
  validation_code: null,
  entries: 0,
  sequence: null,
  reason: 'unreadable',
  message: 'The attached history is not a Rubrica history file.',
};

function verifyParsed(json: unknown): HistoryCheck {
  const parsed = exportSchema.safeParse(json);
  if (!parsed.success) return UNREADABLE;
  const history = parsed.data;
  const base = {
    envelope_id: history.envelope_id,
    validation_code: history.validation_code,
    entries: history.entries.length,
  };
  if (!history.entries.length) {
    return {
      ...base,
      valid: false,
      sequence: null,
      reason: 'empty',
      message: 'The attached history has no entries.',
    };
  }
  const rows: ChainedEvent[] = history.entries.map((entry) => ({
    envelopeId: history.envelope_id,
    sequence: entry.sequence,
    type: entry.type,
    message: entry.message,
    messageCode: entry.message_code ?? null,
    messageParams: entry.message_params ?? null,
    actor: entry.actor ?? null,
    data: entry.data,
    createdAt: new Date(entry.created_at),
    prevHash: entry.prev_hash,
    hash: entry.hash,
  }));
  const result = verifyEventChain(rows);
  if (result.valid) {
    return { ...base, valid: true, last_hash: rows.at(-1)!.hash };
  }
  const reason = REASONS[result.reason] ?? 'sequence';
  return {
    ...base,
    valid: false,
    sequence: result.sequence,
    reason,
    message: `History entry ${result.sequence}: ${result.reason}.`,
  };
}
