import type { Organization } from '../../api/rubrica-api.js';

/**
 * Whether the user may see and pay the organization's plan, invoices and card: its owner, or a
 * member whose role holds manage_billing (organization spec §6, "Billing is reachable only for
 * organizations where the user is owner or holds manage_billing").
 */
export const mayManageBilling = (
  organization: Pick<Organization, 'is_owner' | 'permissions'> | undefined,
): boolean => !!organization && (organization.is_owner || organization.permissions.manage_billing === true);
