import type { DocuwareConfig } from '../integrations.schemas.js';
import { IntegrationErrorCode } from '../integrations.errors.js';
import { DocuwareCallError } from './docuware-call.error.js';
import {
  DocuwareClient,
  type DocuwareCabinetField,
  type DocuwareFile,
  type DocuwareFileCabinet,
  type DocuwareIndexValue,
} from './docuware-client.js';
import { docuwareConnectionFor, type DocuwareSettings } from './docuware-connection.util.js';

/** What Rubrica knows of each file it archives; each value goes to the cabinet field of its name. */
export interface ArchivedFileIndex {
  envelopeId: string;
  title: string;
  documentName: string;
  sha256: string;
  completedAt: Date;
}

/**
 * Rubrica's index fields: a cabinet that declares a field of one of these names (its database
 * name) gets the value; the others are left out, since DocuWare refuses a field a cabinet lacks.
 */
const INDEX_FIELDS: ReadonlyArray<[string, (index: ArchivedFileIndex) => string | Date]> = [
  ['RUBRICA_ENVELOPE_ID', (index) => index.envelopeId],
  ['RUBRICA_TITLE', (index) => index.title],
  ['RUBRICA_DOCUMENT', (index) => index.documentName],
  ['RUBRICA_SHA256', (index) => index.sha256],
  ['RUBRICA_COMPLETED_AT', (index) => index.completedAt],
];

export function indexValuesFor(
  fields: readonly DocuwareCabinetField[],
  index: ArchivedFileIndex,
): DocuwareIndexValue[] {
  return INDEX_FIELDS.flatMap(([name, valueOf]) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? [{ field, value: valueOf(index) }] : [];
  });
}

/** A logged-on session with the configured cabinet found, closed by `close`. */
export interface DocuwareArchiveSession {
  cabinet: DocuwareFileCabinet;
  store(file: DocuwareFile, index: ArchivedFileIndex): Promise<string>;
  close(): Promise<void>;
}

/**
 * Logs on with the config's user and password and finds its file cabinet: what the configure
 * modal's test checks, and what every push starts with.
 */
export async function openDocuwareArchive(
  settings: DocuwareSettings,
  config: DocuwareConfig,
): Promise<DocuwareArchiveSession> {
  const client = await DocuwareClient.logon(docuwareConnectionFor(settings, config.server_url), {
    user: config.user,
    password: config.password,
  });
  try {
    const cabinet = await client.findFileCabinet(config.file_cabinet);
    if (!cabinet)
      throw new DocuwareCallError(
        IntegrationErrorCode.FileCabinetNotFound,
        `no file cabinet "${config.file_cabinet}" for user ${config.user}`,
      );
    let fields: DocuwareCabinetField[] | undefined;
    return {
      cabinet,
      async store(file, index) {
        fields ??= await client.cabinetFields(cabinet.id);
        return client.store(cabinet.id, file, indexValuesFor(fields, index));
      },
      close: () => client.logoff(),
    };
  } catch (error) {
    await client.logoff();
    throw error;
  }
}
