import { api } from '../../../app/api.js';
import type { EnvelopeState, RecipientState } from '../../../lib/envelopes/envelope-types.js';

export interface CheckedDocument {
  id: string;
  name: string;
  created_at: string;
  sha1: string;
}

export interface Integrity {
  valid: boolean;
  sha1: string | null;
  document: { id: string; name: string } | null;
  message: string;
}

/**
 * The answer of POST p/envelopes/documents/validate. A code (or a file that matches) tells the
 * envelope; a file that matches nothing and came without a code gives only `integrity`.
 */
export interface ValidationResult {
  code?: string;
  envelope?: {
    title: string;
    subject: string | null;
    state: EnvelopeState;
    created_at: string;
    recipients: Array<{ name: string; type: string; state: RecipientState }>;
  };
  documents?: CheckedDocument[];
  integrity?: Integrity;
}

export interface ValidationRequest {
  code?: string;
  file?: File;
}

export const checkerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The page shows every failure itself (workspace spec §8, "Verifier").
    validateDocument: build.mutation<ValidationResult, ValidationRequest>({
      query: ({ code, file }) => {
        if (!file) return { url: 'p/envelopes/documents/validate', method: 'POST', body: { code } };
        const form = new FormData();
        form.append('file', file);
        if (code) form.append('code', code);
        return { url: 'p/envelopes/documents/validate', method: 'POST', body: form };
      },
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useValidateDocumentMutation } = checkerApi;
