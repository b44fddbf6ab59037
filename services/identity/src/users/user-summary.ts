/** A user as lists show them (team cards, role cards, user pickers). */
export interface UserSummary {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
}

export interface UserSummaryRow {
  id: string;
  name: string;
  email: string;
  avatar_key: string | null;
}

/** Where a member's avatar is fetched (through the gateway), or null when there is none. */
export function avatarUrl(publicUrl: string, user: { id: string; avatarKey: string | null }): string | null {
  if (!user.avatarKey) return null;
  const version = user.avatarKey.split('/').pop() ?? '';
  return `${publicUrl.replace(/\/$/, '')}/api/users/${user.id}/avatar?v=${encodeURIComponent(version)}`;
}

export function presentUserSummary(row: UserSummaryRow, publicUrl: string): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: avatarUrl(publicUrl, { id: row.id, avatarKey: row.avatar_key }),
  };
}
