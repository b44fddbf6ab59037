// People of one organization as its owner makes them: a role holding the given permission flags,
// an invitation to it, and the invited person signing up through the pages and accepting it.
// Where permission specs start (a member without permissions, a member with one flag).
import type { PermissionFlag } from '@rubrica/service-kit';
import type { BrowserClient } from './browser-client.js';
import {
  deliveredTo,
  signInBrowser,
  signUpThroughPages,
  type Account,
  type PagesStack,
} from './identity-stack.js';

/** A role of the owner's organization holding exactly `flags` (every other flag false). */
export async function roleWith(owner: BrowserClient, name: string, flags: PermissionFlag[]): Promise<string> {
  const json = { name, ...Object.fromEntries(flags.map((flag) => [flag, true])) };
  const created = await owner.api('POST', '/roles', { json });
  if (created.status !== 201)
    throw new Error(`POST /roles answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/**
 * `account` invited by `owner` into the owner's organization with `roleId`, signed up, signed in
 * and accepted; answers their browser with that organization selected.
 */
export async function invitedMember(
  stack: PagesStack,
  owner: BrowserClient,
  account: Account,
  roleId: string,
): Promise<BrowserClient> {
  const invited = await owner.api('POST', '/invitations', {
    json: { emails: [account.email], role: roleId },
  });
  if (invited.status !== 200 && invited.status !== 201)
    throw new Error(`inviting ${account.email} answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const mail = await deliveredTo(stack, account.email, 'organization_invitation_accept');
  const link = mail.links.find((candidate) => candidate.includes('organization_invitation_accept'))!;
  const token = new URL(link).searchParams.get('token')!;
  await signUpThroughPages(stack, account);
  const member = await signInBrowser(stack, account.email, account.password);
  const accepted = await member.api('POST', `/organizations/invitations/${token}`);
  if (accepted.status !== 201)
    throw new Error(
      `${account.email} accepting answered ${accepted.status}: ${JSON.stringify(accepted.body)}`,
    );
  member.organization = owner.organization;
  return member;
}

/** A member holding exactly `flags`, through a role of their own named after them. */
export async function memberWith(
  stack: PagesStack,
  owner: BrowserClient,
  account: Account,
  flags: PermissionFlag[],
): Promise<BrowserClient> {
  const role = await roleWith(owner, `Papel de ${account.name}`, flags);
  return invitedMember(stack, owner, account, role);
}
