import { IntegrationErrorCode } from '../integrations.errors.js';

/**
 * A DocuWare call that failed: `code` says what the person configuring it should fix, `detail`
 * what the server answered (kept in the push's history, never shown as the API's message).
 */
export class DocuwareCallError extends Error {
  constructor(
    readonly code: IntegrationErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'DocuwareCallError';
  }
}
