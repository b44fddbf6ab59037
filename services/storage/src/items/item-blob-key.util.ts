/** Where a stored file's bytes are in the shared blob store. */
export function itemBlobKey(organizationId: string, itemId: string): string {
  return `storage/${organizationId}/items/${itemId}.pdf`;
}
