import { defineRpc } from '@rubrica/messaging';

/**
 * `identity.resolve_principal.v1` (proto `rubrica.identity.v1.IdentityPrincipalService`), as it
 * travels: the proto3 JSON form with the proto field names (snake_case), which the proto codec
 * also reads (`decodeRpcResponse`).
 */
export interface ResolvePrincipalRequest {
  user_id: string;
  organization_id?: string;
}

export interface ResolvePrincipalResponse {
  user: {
    id: string;
    name: string;
    email: string;
    lang: string;
    email_verified: boolean;
    registration_completed: boolean;
    /** RFC 3339 (proto3 JSON of a Timestamp); absent when never revoked. */
    credentials_revoked_at?: string;
  };
  /** Absent when no organization was named or the user is not a member of it. */
  membership?: {
    organization: { id: string; name: string; is_personal: boolean };
    is_owner: boolean;
    role_id: string;
    role_name: string;
    permissions: {
      send_envelopes: boolean;
      attach_organizations: boolean;
      edit_organization: boolean;
      manage_teams: boolean;
      manage_users: boolean;
      manage_billing: boolean;
    };
  };
}

export const resolvePrincipal = defineRpc<ResolvePrincipalRequest, ResolvePrincipalResponse>(
  'identity.resolve_principal.v1',
);
