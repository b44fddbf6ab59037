// The floor: what any appended signature must at least do. Read, SHA-256 over the byte ranges, one
// RSA signature, append, write. Not a valid PDF: a lower bound, with no PDF parsing at all.
import { createHash, createPrivateKey, sign } from 'node:crypto';

export function signFloor(source: Uint8Array, pem: string): Uint8Array[] {
  const key = createPrivateKey(pem);
  // About what one signer's revision appends (drawings, field, CMS placeholder, xref).
  const appended = Buffer.alloc(16 * 1024, 0x30);
  const gap = 1024;
  const digest = createHash('sha256')
    .update(source)
    .update(appended.subarray(0, gap))
    .update(appended.subarray(gap + 8192))
    .digest();
  const signature = sign('sha256', digest, key);
  appended.write(signature.toString('hex'), gap, 'latin1');
  return [source, appended];
}
