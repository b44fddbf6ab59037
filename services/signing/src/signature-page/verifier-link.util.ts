/** The public verifier's address for a validation code (the QR code's content): `?code=` appended. */
export function verifierLink(verifierUrl: string, validationCode: string): string {
  if (!verifierUrl) return validationCode;
  const separator = verifierUrl.includes('?') ? '&' : '?';
  return `${verifierUrl}${separator}code=${encodeURIComponent(validationCode)}`;
}
