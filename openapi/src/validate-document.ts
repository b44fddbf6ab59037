import { validate } from '@readme/openapi-parser';

/** What a maintained OpenAPI 3.1 validator finds wrong with the document (nothing when valid). */
export async function validateDocument(document: Record<string, unknown>): Promise<string[]> {
  // The validator dereferences in place: give it a copy.
  const result = await validate(structuredClone(document) as never);
  if (result.valid) return [];
  return result.errors.map((error) => error.message);
}
