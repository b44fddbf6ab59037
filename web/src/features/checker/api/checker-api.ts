import { api } from '../../../app/api.js';
import type { VerifierCheckApiResponse } from '../../../api/rubrica-api.js';

/**
 * The answer of POST p/envelopes/documents/validate. A code (or a file that matches) tells the
 * envelope; a file that matches nothing and came without a code gives only `integrity`.
 */
export type ValidationResult = Partial<Extract<VerifierCheckApiResponse, { code: string }>>;

export type CheckedDocument = NonNullable<ValidationResult['documents']>[number];

export type Integrity = NonNullable<ValidationResult['integrity']>;

/** The chain of the history attached to a signature page (issue "Long-term proof", item 5). */
export type HistoryCheck = NonNullable<ValidationResult['history']>;

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
