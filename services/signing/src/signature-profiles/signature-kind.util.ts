import { kindSchema, type SignatureKind } from './signature-profiles.schemas.js';
import { SignatureProfileError } from './signature-profiles.exception.js';

/** The `{kind}` path segment: `signature` or `initials`; anything else is no route (404). */
export function signatureKindOf(value: string): SignatureKind {
  const parsed = kindSchema.safeParse(value);
  if (!parsed.success) throw SignatureProfileError.unknownKind();
  return parsed.data;
}
