/** Where a client fetches an organization's logo (through the gateway), or null for the default logo. */
export function logoUrl(
  publicUrl: string,
  organization: { id: string; logoKey: string | null },
): string | null {
  if (!organization.logoKey) return null;
  // The key changes with every upload, so the version defeats stale browser caches.
  const version = organization.logoKey.split('/').pop() ?? '';
  return `${publicUrl.replace(/\/$/, '')}/api/organizations/${organization.id}/logo?v=${encodeURIComponent(version)}`;
}
