/**
 * Where version `version` of a sealed copy is stored: beside the sealed file, `.v<n>-<run>`
 * before its extension. Every version keeps a key of its own, so a copy is never overwritten while
 * it is served, and two runs that race on one version never write the same key.
 */
export function retimestampedKey(blobKey: string, version: number, runId: string): string {
  return `${blobKey.replace(/(\.v\d+-[0-9a-f]+)?\.pdf$/, '')}.v${version}-${runId}.pdf`;
}
