import { DocuwareCallError } from './docuware/docuware-call.error.js';
import { openDocuwareArchive } from './docuware/docuware-archive.js';
import type { DocuwareSettings } from './docuware/docuware-connection.util.js';
import { integrationError } from './integrations.errors.js';
import type { IntegrationInput } from './integrations.schemas.js';

/**
 * Logs on to the tool with the config and finds where documents would go: the configure modal's
 * test, and the check before a config is saved (§4: saving comes only after a successful test, so
 * no config that fails it is kept). A refusal is the 422 of the field to fix.
 */
export async function verifyIntegrationConfig(
  settings: DocuwareSettings,
  input: IntegrationInput,
): Promise<{ file_cabinet: { id: string; name: string } }> {
  try {
    const archive = await openDocuwareArchive(settings, input.config);
    await archive.close();
    return { file_cabinet: { id: archive.cabinet.id, name: archive.cabinet.name } };
  } catch (error) {
    if (error instanceof DocuwareCallError) throw integrationError(error.code);
    throw error;
  }
}
