import { z } from '@rubrica/config';

/** The JSON body of POST envelopes/{id}/documents that names a stored file. */
export const storedDocumentSchema = z.object({
  item_id: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'The item id field is required.' }).min(1, 'The item id field is required.'),
  ),
});
