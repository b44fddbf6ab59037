import type { StyledOrganization } from '../api/organizations-api.js';

export type SettingsTab = 'settings' | 'themes' | 'plans';

/**
 * The tabs of the organization settings a member may open (organization spec §6): Settings and
 * Themes need owner or edit_organization and a business workspace; Plans needs owner or
 * manage_billing.
 */
export const allowedSettingsTabs = (organization: StyledOrganization | undefined): SettingsTab[] => {
  if (!organization) return [];
  const { is_owner: owner, is_personal: personal, permissions } = organization;
  const tabs: SettingsTab[] = [];
  if (!personal && (owner || permissions.edit_organization)) tabs.push('settings', 'themes');
  if (owner || permissions.manage_billing) tabs.push('plans');
  return tabs;
};

/** The tab the address's fragment names (`#plans`, `#themes`), else the first one allowed. */
export const settingsTabFor = (hash: string, allowed: readonly SettingsTab[]): SettingsTab | undefined => {
  const asked = hash.replace(/^#/, '');
  return allowed.find((tab) => tab === asked) ?? allowed[0];
};
