import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamInfo,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

export interface EnsureStreamOptions {
  /** `RUBRICA_<SERVICE>` */
  name: string;
  /** `rubrica.<service>.>` */
  subjects: string[];
  /** How long JetStream remembers a `Nats-Msg-Id` to drop re-publishes. Default 2 minutes. */
  duplicateWindowMs?: number;
  /** Replicas in a clustered JetStream. Default 1. */
  replicas?: number;
}

/** The stream name for a producing service: `envelopes` → `RUBRICA_ENVELOPES`. */
export function streamNameFor(service: string): string {
  return `RUBRICA_${service.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/**
 * Creates the stream or brings an existing one to this configuration; safe to call from every
 * replica at boot. Events are facts, so messages are kept on disk under limits retention.
 */
export async function ensureStream(jsm: JetStreamManager, options: EnsureStreamOptions): Promise<StreamInfo> {
  const settings = {
    subjects: options.subjects,
    duplicate_window: nanos(options.duplicateWindowMs ?? 120_000),
    num_replicas: options.replicas ?? 1,
  };
  const existing = await streamInfo(jsm, options.name);
  if (existing) return jsm.streams.update(options.name, { ...existing.config, ...settings });
  try {
    return await jsm.streams.add({
      name: options.name,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      ...settings,
    });
  } catch (error) {
    // Another replica created it between our lookup and our add.
    const raced = await streamInfo(jsm, options.name);
    if (!raced) throw error;
    return jsm.streams.update(options.name, { ...raced.config, ...settings });
  }
}

async function streamInfo(jsm: JetStreamManager, name: string): Promise<StreamInfo | null> {
  try {
    return await jsm.streams.info(name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) return null;
    throw error;
  }
}
