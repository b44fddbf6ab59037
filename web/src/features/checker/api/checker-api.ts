import { type VerifierCheckApiArg, type VerifierCheckApiResponse } from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';

/**
 * The answer of POST p/envelopes/documents/validate. A code (or a file that matches) tells the
 * envelope; a file that matches nothing and came without a code gives only `integrity`.
 */
export type ValidationResult = Partial<Extract<VerifierCheckApiResponse, { code: string }>>;

export type CheckedDocument = NonNullable<ValidationResult['documents']>[number];

export type Integrity = NonNullable<ValidationResult['integrity']>;

/** The chain of the history attached to a signature page (issue "Long-term proof", item 5). */
export type HistoryCheck = NonNullable<ValidationResult['history']>;

/** A validation code, a PDF, or both. */
export type ValidationRequest = VerifierCheckApiArg['body'];

/**
 * The verifier's check, from the generated client. A code alone goes as JSON; a file goes as
 * multipart/form-data (with the code when one is typed), which the generated call does not write.
 */
export const checkerApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    verifierCheck: {
      query: ({ body: { code, file } }) => {
        const url = 'p/envelopes/documents/validate';
        if (!file) return { url, method: 'POST', body: { code } };
        const form = new FormData();
        form.append('file', file);
        if (code) form.append('code', code);
        return { url, method: 'POST', body: form };
      },
      // The page shows every failure itself (workspace spec §8, "Verifier").
      extraOptions: { handles: 'all' },
    },
  },
});

export const { useVerifierCheckMutation } = checkerApi;
