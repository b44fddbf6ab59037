/** The six permission flags of a role, a member or an organization (workspace spec §3), each `granted`. */
export const permissionFlags = (granted: boolean) => ({
  send_envelopes: granted,
  attach_organizations: granted,
  edit_organization: granted,
  manage_teams: granted,
  manage_users: granted,
  manage_billing: granted,
});
