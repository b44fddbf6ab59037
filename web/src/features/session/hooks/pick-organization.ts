import type { Organization } from '../../../app/session-api.js';

/**
 * The organization to work in at start-up: the stored one while the user still belongs to it,
 * else the personal workspace, else the first listed.
 */
export const pickOrganization = (
  organizations: readonly Organization[],
  storedId: string | null,
  personalId: string | null,
): Organization | undefined =>
  organizations.find((organization) => organization.id === storedId) ??
  organizations.find((organization) => organization.id === personalId) ??
  organizations.find((organization) => organization.is_personal) ??
  organizations[0];
