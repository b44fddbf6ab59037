import { mayManageBilling } from '../../../lib/subscription/may-manage-billing.js';
import type { WorkspaceAccess } from './visible-admin-entries.js';

/** Whether the plan box offers the plan pages: the owner's, or a manage_billing holder's (§6). */
export const billingAccess = (access: WorkspaceAccess): boolean =>
  mayManageBilling({ is_owner: access.isOwner, permissions: access.permissions });
