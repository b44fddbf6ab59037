import { constants, privateEncrypt, type KeyObject } from 'node:crypto';

/** DER of DigestInfo { AlgorithmIdentifier sha256 NULL, OCTET STRING (32 bytes) } before the hash. */
const SHA256_DIGEST_INFO_PREFIX = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A RAW signature, as an A1 file or an A3 token makes it: RSASSA-PKCS1-v1_5 over the given SHA-256,
 * that is the private-key operation on EMSA-PKCS1-v1_5(DigestInfo(sha256, hash)). The hash is not
 * hashed again.
 */
export function signRawSha256(privateKey: KeyObject, hash: Buffer): Buffer {
  if (hash.length !== 32) throw new RangeError('a SHA-256 hash has 32 bytes');
  return privateEncrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.concat([SHA256_DIGEST_INFO_PREFIX, hash]),
  );
}

/** The base64 signature between armour lines, as plugins answer it. */
export function armour(signature: Buffer): string {
  const body = signature.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN PKCS1 SIGNATURE-----\n${body}-----END PKCS1 SIGNATURE-----\n`;
}
