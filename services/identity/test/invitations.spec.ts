import { createHash } from 'node:crypto';
import { createQueue, type JobQueue, type SendEmailJob } from '@rubrica/jobs';
import { gatewayHeaders, permissions } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';
import { useIdentityWithPlanLimits } from './support/fake-billing.js';
import { odsOf, xlsFixture, xlsxOf } from './support/spreadsheet-fixtures.js';

let queue: JobQueue<'notifications'>;
/** Plan limits the fake billing responder gives, per organization id. */
const planLimits = new Map<string, number | null>();
/** The cap on a team's people (`team_members`) it gives, per organization id. */
const teamMembersLimits = new Map<string, number>();
// Billing's answer for the organizations of this file; anything else gets one without a users
// limit, i.e. the configured default.
const identity = useIdentityWithPlanLimits('invitations', (organizationId) => [
  // No users limit is a negative quantity.
  ...(planLimits.has(organizationId)
    ? [{ limitation: 'users', quantity: BigInt(planLimits.get(organizationId) ?? -1) }]
    : []),
  ...(teamMembersLimits.has(organizationId)
    ? [{ limitation: 'team_members', quantity: BigInt(teamMembersLimits.get(organizationId)!) }]
    : []),
]);

beforeAll(() => {
  queue = createQueue('notifications', {
    redisUrl: identity.config.REDIS_URL,
    prefix: identity.config.JOBS_PREFIX,
  });
});

afterAll(async () => {
  await queue?.bullQueue.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
});

interface Workspace {
  owner: SeededUser;
  organization: SeededOrganization;
}

async function workspace(limit?: number | null): Promise<Workspace> {
  const owner = await identity.seed.user({ name: 'Olivia Owner' });
  const organization = await identity.seed.organization(owner, {
    name: `Acme ${owner.id.slice(0, 4)}`,
  });
  if (limit !== undefined) planLimits.set(organization.id, limit);
  return { owner, organization };
}

/** A workspace with a member without permissions and one whose role holds manage_users. */
async function withMembers(limit?: number | null) {
  const space = await workspace(limit);
  const plain = await identity.seed.user();
  await identity.seed.membership(space.organization.id, plain.id, space.organization.defaultRoleId);
  const manager = await identity.seed.user();
  const managers = await identity.seed.role(space.organization.id, 'Managers', permissions('manage_users'));
  await identity.seed.membership(space.organization.id, manager.id, managers);
  return { space, plain, manager };
}

const asOwner = (space: Workspace) => gatewayHeaders(space.owner, space.organization, { owner: true });

function invite(headers: Record<string, string>, json: unknown) {
  return identity.call('POST', '/invitations', { headers, json });
}

type ImportFile = { name: string; bytes: Buffer };

/** The multipart body of an import: the fields (repeated for arrays), then the files under `file`. */
function importForm(files: ImportFile[], fields: Record<string, string | string[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

async function sentEmails(to: string): Promise<SendEmailJob[]> {
  const jobs = await queue.bullQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
  return jobs
    .filter((job) => job.name === 'send-email')
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((job) => (job.data as { payload: SendEmailJob }).payload)
    .filter((payload) => payload.to === to);
}

/** The token in the most recent invitation e-mail sent to `to`. */
async function tokenSentTo(to: string): Promise<string> {
  const mails = await sentEmails(to);
  const link = new URL(mails.at(-1)!.params.link!);
  return link.searchParams.get('token')!;
}

async function pendingRows(organizationId: string) {
  return identity.dataSource.query(
    `SELECT email, role_id, team_ids, token_hash, expires_at, accepted_at FROM invitations
      WHERE organization_id = $1 AND accepted_at IS NULL ORDER BY email`,
    [organizationId],
  );
}

describe('POST /invitations', () => {
  it('invites new addresses, ignores members and pending invitations, reports malformed ones', async () => {
    const space = await workspace();
    const member = await identity.seed.user({ email: `member-${space.owner.id}@example.com` });
    await identity.seed.membership(space.organization.id, member.id, space.organization.defaultRoleId);
    const team = await identity.seed.team(space.organization.id);
    const first = await invite(asOwner(space), {
      emails: ['pending@example.com'],
      role: space.organization.defaultRoleId,
    });
    expect(first.body).toEqual({ invited: ['pending@example.com'], ignored: [], invalid: [] });

    const answer = await invite(asOwner(space), {
      emails: [
        ' New.Person@Example.com ',
        'new.person@example.com',
        member.email.toUpperCase(),
        'PENDING@example.com',
        'not an address',
        'x@',
      ],
      role: space.organization.defaultRoleId,
      teams: [team],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      invited: ['new.person@example.com'],
      ignored: [member.email, 'pending@example.com'],
      invalid: ['not an address', 'x@'],
    });
    const rows = await pendingRows(space.organization.id);
    expect(rows.map((row: { email: string }) => row.email)).toEqual([
      'new.person@example.com',
      'pending@example.com',
    ]);
    const created = rows[0];
    expect(created.role_id).toBe(space.organization.defaultRoleId);
    expect(created.team_ids).toEqual([team]);
    expect(created.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const week = created.expires_at.getTime() - Date.now();
    expect(week).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it('e-mails a link to the redirect entry whose token is stored only as its SHA-256', async () => {
    const space = await workspace();
    await invite(asOwner(space), { emails: ['linked@example.org'], role: space.organization.defaultRoleId });
    const [mail] = await sentEmails('linked@example.org');
    expect(mail).toMatchObject({
      to: 'linked@example.org',
      template: 'organization-invitation',
      locale: 'pt-BR',
      params: { organization: space.organization.name, inviter: 'Olivia Owner', link: expect.any(String) },
    });
    const link = new URL(mail!.params.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/_redirect');
    expect(link.searchParams.get('action')).toBe('organization_invitation_accept');
    expect(link.searchParams.get('email')).toBe('linked@example.org');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await pendingRows(space.organization.id);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await identity.dataSource.query('SELECT * FROM invitations'))).not.toContain(token);
  });

  it('writes the e-mail in the language of an invitee who already has an account', async () => {
    const space = await workspace();
    const spanish = await identity.seed.user();
    await identity.dataSource.query(`UPDATE users SET lang = 'es' WHERE id = $1`, [spanish.id]);
    await invite(asOwner(space), { emails: [spanish.email], role: space.organization.defaultRoleId });
    expect((await sentEmails(spanish.email))[0]?.locale).toBe('es');
  });

  it.each([
    ['no emails', { role: 'ROLE' }, 'emails', 'The emails field is required.'],
    ['an empty list', { emails: [], role: 'ROLE' }, 'emails', 'The emails field is required.'],
    [
      'a blank address',
      { emails: ['ok@example.com', '  '], role: 'ROLE' },
      'emails.1',
      'The emails.1 field is required.',
    ],
    ['a non-text address', { emails: [42], role: 'ROLE' }, 'emails.0', 'The emails.0 must be a string.'],
    ['no role', { emails: ['a@example.com'] }, 'roles', 'The roles field is required.'],
    [
      'a role that is not an id',
      { emails: ['a@example.com'], role: 'admin' },
      'roles',
      'The selected role is invalid.',
    ],
    [
      'a role of another organization',
      { emails: ['a@example.com'], role: 'OTHER_ROLE' },
      'roles',
      'The selected role is invalid.',
    ],
    [
      'a team of another organization',
      { emails: ['a@example.com'], role: 'ROLE', teams: ['OTHER_TEAM'] },
      'teams',
      'The selected teams are invalid.',
    ],
    [
      'a team that is not an id',
      { emails: ['a@example.com'], role: 'ROLE', teams: ['sales'] },
      'teams',
      'The selected teams are invalid.',
    ],
  ])('refuses %s with 422 and invites nobody', async (_case, json, field, message) => {
    const space = await workspace();
    const other = await workspace();
    const otherTeam = await identity.seed.team(other.organization.id);
    const body = JSON.parse(
      JSON.stringify(json)
        .replace('"OTHER_ROLE"', JSON.stringify(other.organization.defaultRoleId))
        .replace('"OTHER_TEAM"', JSON.stringify(otherTeam))
        .replace('"ROLE"', JSON.stringify(space.organization.defaultRoleId)),
    );
    const answer = await invite(asOwner(space), body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect(await pendingRows(space.organization.id)).toEqual([]);
  });

  it('is for owners and holders of manage_users, in a business workspace', async () => {
    const { space, plain, manager } = await withMembers();
    const json = { emails: ['someone@example.com'], role: space.organization.defaultRoleId };

    // The flag in the gateway's headers is not enough: identity reads the role itself.
    const denied = await invite(gatewayHeaders(plain, space.organization, { flags: ['manage_users'] }), json);
    expect(denied.status).toBe(403);
    expect(
      (
        await identity.call('GET', '/invitations', {
          headers: gatewayHeaders(plain, space.organization),
        })
      ).status,
    ).toBe(403);
    expect(
      (await invite(gatewayHeaders(manager, space.organization, { flags: ['manage_users'] }), json)).status,
    ).toBe(200);

    const personalOwner = await identity.seed.user();
    const personal = await identity.seed.organization(personalOwner, { personal: true });
    const inPersonal = await invite(
      gatewayHeaders(personalOwner, { id: personal.id, personal: true }, { owner: true }),
      {
        emails: ['x@example.com'],
        role: personal.defaultRoleId,
      },
    );
    expect(inPersonal.status).toBe(403);
    expect((await invite(gatewayHeaders(space.owner), json)).status).toBe(400);
  });
});

describe('the size of one invitation request', () => {
  it('accepts 500 addresses and refuses 501, inviting nobody', async () => {
    const space = await workspace(null);
    const addresses = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);
    const tooMany = await invite(asOwner(space), {
      emails: addresses(501, 'many'),
      role: space.organization.defaultRoleId,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({
      emails: ['At most 500 e-mail addresses can be invited at once.'],
    });
    expect(await pendingRows(space.organization.id)).toEqual([]);
    const most = await invite(asOwner(space), {
      emails: addresses(500, 'most'),
      role: space.organization.defaultRoleId,
    });
    expect(most.status).toBe(200);
    expect(most.body.invited).toHaveLength(500);
  });
});

describe("the plan's users cap", () => {
  it('defaults to 5 (members plus pending invitations) when billing gives no limit', async () => {
    const space = await workspace(); // the owner is 1 of 5
    const four = ['c1@example.com', 'c2@example.com', 'c3@example.com', 'c4@example.com'];
    expect(
      (await invite(asOwner(space), { emails: four, role: space.organization.defaultRoleId })).body.invited,
    ).toEqual(four);
    const over = await invite(asOwner(space), {
      emails: ['c5@example.com'],
      role: space.organization.defaultRoleId,
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('The user limit for your plan has been reached.');
    expect(over.body.errors.emails[0]).toContain('5 of 5');
    expect(await pendingRows(space.organization.id)).toHaveLength(4);
    expect(await sentEmails('c5@example.com')).toEqual([]);
  });

  it("follows billing's limit, and refuses a batch that would pass it as a whole", async () => {
    const space = await workspace(3);
    const tooMany = await invite(asOwner(space), {
      emails: ['d1@example.com', 'd2@example.com', 'd3@example.com'],
      role: space.organization.defaultRoleId,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.emails[0]).toContain('1 of 3');
    expect(await pendingRows(space.organization.id)).toEqual([]);
    const fits = await invite(asOwner(space), {
      emails: ['d1@example.com', 'd2@example.com', 'bad'],
      role: space.organization.defaultRoleId,
    });
    expect(fits.body).toEqual({
      invited: ['d1@example.com', 'd2@example.com'],
      ignored: [],
      invalid: ['bad'],
    });
    // Ignored and invalid addresses do not count against the cap.
    const again = await invite(asOwner(space), {
      emails: ['d1@example.com', 'bad'],
      role: space.organization.defaultRoleId,
    });
    expect(again.status).toBe(200);
  });

  it('lets a plan without a users limit invite beyond the default', async () => {
    const space = await workspace(null);
    const seven = Array.from({ length: 7 }, (_, index) => `u${index}@example.com`);
    const answer = await invite(asOwner(space), { emails: seven, role: space.organization.defaultRoleId });
    expect(answer.status).toBe(200);
    expect(answer.body.invited).toHaveLength(7);
  });
});

describe('the users cap in GET /organizations/{id}/stats', () => {
  it("gives billing's users limit beside the members and pending invitations it caps, null for none", async () => {
    const capped = await workspace(3);
    await invite(asOwner(capped), { emails: ['one@example.com'], role: capped.organization.defaultRoleId });
    const stats = await identity.call('GET', `/organizations/${capped.organization.id}/stats`, {
      headers: gatewayHeaders(capped.owner),
    });
    expect(stats.body).toEqual({ users: 1, invitations: 1, storage: 0, users_limit: 3 });

    const unlimited = await workspace(null);
    const open = await identity.call('GET', `/organizations/${unlimited.organization.id}/stats`, {
      headers: gatewayHeaders(unlimited.owner),
    });
    expect(open.body.users_limit).toBeNull();
  });
});

describe('POST /invitations/import', () => {
  const addresses = [
    ['first@example.com', 'Name'],
    ['second@example.com'],
    [],
    ['OWNER'],
    ['broken@'],
    ['first@example.com'],
  ];

  const secondSheet = [['second-sheet@example.com']];

  function upload(
    space: Workspace,
    files: Array<{ name: string; bytes: Buffer }>,
    fields: Record<string, string | string[]> = {},
  ) {
    return identity.call('POST', '/invitations/import', {
      headers: asOwner(space),
      form: importForm(files, fields),
    });
  }

  const files: Array<[string, () => Buffer | Promise<Buffer>]> = [
    ['invites.xlsx', () => xlsxOf([addresses, secondSheet])],
    ['invites.ods', async () => odsOf([addresses, secondSheet])],
    // The same rows, made by LibreOffice from addresses.csv beside it.
    ['invites.xls', () => xlsFixture('addresses')],
    ['invites.csv', () => Buffer.from(addresses.map((row) => row.join(',')).join('\r\n'))],
    ['invites.txt', () => Buffer.from(addresses.map((row) => row[0] ?? '').join('\n'))],
  ];

  it.each(files)('reads %s: first column, first sheet, one address per line', async (name, bytes) => {
    const space = await workspace();
    const team = await identity.seed.team(space.organization.id);
    const original = await bytes();
    const content = original.toString('latin1').replace('OWNER', space.owner.email);
    const answer = await upload(
      space,
      [{ name, bytes: name.endsWith('.csv') || name.endsWith('.txt') ? Buffer.from(content) : original }],
      {
        teams: [team],
      },
    );
    expect(answer.status).toBe(200);
    const expectedIgnored = name.endsWith('.csv') || name.endsWith('.txt') ? [space.owner.email] : [];
    expect(answer.body).toEqual({
      invited: ['first@example.com', 'second@example.com'],
      ignored: expectedIgnored,
      invalid: [...(expectedIgnored.length ? [] : ['OWNER']), 'broken@'],
    });
    const rows = await pendingRows(space.organization.id);
    expect(rows.map((row: { email: string }) => row.email)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    // Without a role field, the organization's default role; teams come from the form.
    expect(rows[0].role_id).toBe(space.organization.defaultRoleId);
    expect(rows[0].team_ids).toEqual([team]);
  });

  it('uses the role sent with the file', async () => {
    const space = await workspace();
    const role = await identity.seed.role(space.organization.id, 'Finance', permissions('manage_billing'));
    const answer = await upload(space, [{ name: 'a.txt', bytes: Buffer.from('fin@example.com\n') }], {
      role,
    });
    expect(answer.body.invited).toEqual(['fin@example.com']);
    expect((await pendingRows(space.organization.id))[0].role_id).toBe(role);
    const foreign = await workspace();
    const wrongRole = await upload(space, [{ name: 'a.txt', bytes: Buffer.from('x2@example.com\n') }], {
      role: foreign.organization.defaultRoleId,
    });
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.errors).toEqual({ roles: ['The selected role is invalid.'] });
  });

  it('uses only the first file', async () => {
    const space = await workspace();
    const answer = await upload(space, [
      { name: 'one.txt', bytes: Buffer.from('only-first@example.com') },
      { name: 'two.txt', bytes: Buffer.from('never@example.com') },
    ]);
    expect(answer.body.invited).toEqual(['only-first@example.com']);
  });

  it('accepts 5 MB and refuses a byte more, before reading it', async () => {
    const space = await workspace();
    const limit = 5 * 1024 * 1024;
    const head = Buffer.from('exact@example.com\n');
    const exact = Buffer.concat([head, Buffer.alloc(limit - head.length, 0x0a)]);
    const fits = await upload(space, [{ name: 'big.txt', bytes: exact }]);
    expect(fits.status).toBe(200);
    expect(fits.body.invited).toEqual(['exact@example.com']);

    const over = await upload(space, [
      {
        name: 'big.csv',
        bytes: Buffer.concat([Buffer.from('over@example.com\n'), Buffer.alloc(limit, 0x0a)]),
      },
    ]);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ file: ['The file may not be greater than 5120 kilobytes.'] });
    expect((await pendingRows(space.organization.id)).map((row: { email: string }) => row.email)).toEqual([
      'exact@example.com',
    ]);
  });

  it.each([
    [
      'another type',
      [{ name: 'list.pdf', bytes: Buffer.from('a@example.com') }],
      'The file must be a file of type: xlsx, xls, ods, csv, txt.',
    ],
    ['no file', [], 'The file field is required.'],
    ['an empty file', [{ name: 'empty.txt', bytes: Buffer.alloc(0) }], 'The file field is required.'],
    [
      'no address in it',
      [{ name: 'blank.csv', bytes: Buffer.from('\n\n ,x\n') }],
      'The file has no e-mail addresses in its first column.',
    ],
  ])('refuses %s with 422 on file', async (_case, given, message) => {
    const space = await workspace();
    const answer = await upload(space, given);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: [message] });
  });

  it('refuses a spreadsheet it cannot read with 422 on file', async () => {
    const space = await workspace();
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    const answer = await upload(space, [{ name: 'broken.xlsx', bytes: broken }]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The file could not be read.'] });
    expect(await pendingRows(space.organization.id)).toEqual([]);
  });

  it('refuses more than 500 addresses in one file, inviting nobody', async () => {
    const space = await workspace(null);
    const lines = Array.from({ length: 501 }, (_, index) => `bulk${index}@example.com`).join('\n');
    const answer = await upload(space, [{ name: 'bulk.txt', bytes: Buffer.from(lines) }]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      file: ['At most 500 e-mail addresses can be invited at once.'],
    });
    expect(await pendingRows(space.organization.id)).toEqual([]);
  });

  it('applies the users cap to imports too', async () => {
    const space = await workspace(2);
    const answer = await upload(space, [
      { name: 'a.txt', bytes: Buffer.from('e1@example.com\ne2@example.com\n') },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.emails[0]).toContain('1 of 2');
  });
});

describe('POST /organizations/{id}/invitations/import', () => {
  // The gateway forwards organization routes without X-Organization: the path names it.
  function importInto(
    organizationId: string,
    who: { id: string },
    files: ImportFile[],
    fields: Record<string, string | string[]> = {},
  ) {
    return identity.call('POST', `/organizations/${organizationId}/invitations/import`, {
      headers: gatewayHeaders(who),
      form: importForm(files, fields),
    });
  }

  /** A member, a pending invitee, two new addresses (one twice) and a malformed one. */
  async function mixedRows(space: Workspace) {
    await invite(asOwner(space), { emails: ['pending@example.com'], role: space.organization.defaultRoleId });
    return [
      ['new-one@example.com', 'Nome'],
      [space.owner.email],
      [],
      ['pending@example.com'],
      ['not-an-address'],
      ['New-Two@Example.com'],
      ['new-one@example.com'],
    ];
  }

  const formats: Array<[string, (rows: string[][]) => Buffer | Promise<Buffer>]> = [
    ['csv', (rows) => Buffer.from(rows.map((row) => row.join(';')).join('\r\n'))],
    ['txt', (rows) => Buffer.from(rows.map((row) => row[0] ?? '').join('\n'))],
    ['xlsx', (rows) => xlsxOf([rows, [['other-sheet@example.com']]])],
    ['ods', (rows) => odsOf([rows, [['other-sheet@example.com']]])],
  ];

  it.each(formats)('invites from a .%s file into the organization of the path', async (extension, make) => {
    const space = await workspace(null);
    const team = await identity.seed.team(space.organization.id);
    const bytes = await make(await mixedRows(space));
    const answer = await importInto(
      space.organization.id,
      space.owner,
      [{ name: `list.${extension}`, bytes }],
      {
        teams: [team],
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      invited: ['new-one@example.com', 'new-two@example.com'],
      ignored: [space.owner.email, 'pending@example.com'],
      invalid: ['not-an-address'],
    });
    const rows = await pendingRows(space.organization.id);
    expect(rows.map((row: { email: string }) => row.email)).toEqual([
      'new-one@example.com',
      'new-two@example.com',
      'pending@example.com',
    ]);
    expect(rows[0].role_id).toBe(space.organization.defaultRoleId);
    expect(rows[0].team_ids).toEqual([team]);
  });

  it.each([
    ['no file', [], {}, { file: ['The file field is required.'] }],
    [
      'another type',
      [{ name: 'list.pdf', bytes: Buffer.from('a@example.com') }],
      {},
      { file: ['The file must be a file of type: xlsx, xls, ods, csv, txt.'] },
    ],
    [
      'a file without addresses',
      [{ name: 'blank.txt', bytes: Buffer.from('\n \n') }],
      {},
      { file: ['The file has no e-mail addresses in its first column.'] },
    ],
    [
      'a role of no organization',
      [{ name: 'a.txt', bytes: Buffer.from('a@example.com') }],
      { role: '00000000-0000-4000-8000-000000000000' },
      { roles: ['The selected role is invalid.'] },
    ],
  ])('refuses %s with 422, inviting nobody', async (_case, files, fields, errors) => {
    const space = await workspace(null);
    const answer = await importInto(space.organization.id, space.owner, files, fields);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
    expect(await pendingRows(space.organization.id)).toEqual([]);
  });

  it('is for owners and holders of manage_users of that organization, in a business workspace', async () => {
    const { space, plain, manager } = await withMembers(null);
    const file = (email: string) => [{ name: 'a.txt', bytes: Buffer.from(email) }];

    const denied = await importInto(space.organization.id, plain, file('by-plain@example.com'));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('principal.permission_denied');
    const allowed = await importInto(space.organization.id, manager, file('by-manager@example.com'));
    expect(allowed.status).toBe(200);
    expect(allowed.body.invited).toEqual(['by-manager@example.com']);

    const personalOwner = await identity.seed.user();
    const personal = await identity.seed.organization(personalOwner, { personal: true });
    const inPersonal = await importInto(personal.id, personalOwner, file('x@example.com'));
    expect(inPersonal.status).toBe(403);
    expect(inPersonal.body.code).toBe('principal.personal_workspace');
  });

  it("answers 404 to another organization's owner, whatever organization the headers name", async () => {
    const space = await workspace(null);
    const other = await workspace(null);
    const file = [{ name: 'a.txt', bytes: Buffer.from('intruder@example.com') }];
    const outsider = await importInto(space.organization.id, other.owner, file);
    expect(outsider.status).toBe(404);
    expect(outsider.body.code).toBe('organization.not_found');
    const namingOwn = await identity.call(
      'POST',
      `/organizations/${space.organization.id}/invitations/import`,
      {
        headers: asOwner(other),
        form: importForm(file),
      },
    );
    expect(namingOwn.status).toBe(404);
    expect(await pendingRows(space.organization.id)).toEqual([]);
    expect(await pendingRows(other.organization.id)).toEqual([]);
    expect((await importInto('not-a-uuid', other.owner, file)).status).toBe(404);
  });
});

describe('listing, resending and withdrawing invitations', () => {
  let space: Workspace;

  beforeAll(async () => {
    space = await workspace(null);
    const emails = Array.from(
      { length: 17 },
      (_, index) => `list${String(index).padStart(2, '0')}@example.com`,
    );
    await invite(asOwner(space), { emails, role: space.organization.defaultRoleId });
  });

  it('lists pending invitations 15 a page, searchable by e-mail', async () => {
    const first = await identity.call('GET', '/invitations', { headers: asOwner(space) });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      email: expect.stringMatching(/^list\d\d@example\.com$/),
      role_id: space.organization.defaultRoleId,
      created_at: expect.any(String),
      last_sent_at: expect.any(String),
      expires_at: expect.any(String),
      is_expired: false,
    });
    expect(first.body.meta).toMatchObject({ current_page: 1, total: 17 });
    const search = await identity.call('GET', '/invitations?q=LIST1', { headers: asOwner(space) });
    expect(search.body.data.map((row: { email: string }) => row.email).sort()).toEqual(
      Array.from({ length: 7 }, (_, index) => `list${10 + index}@example.com`),
    );
  });

  it('resends with a new link: the old one stops working and the week restarts', async () => {
    const email = 'list01@example.com';
    const oldToken = await tokenSentTo(email);
    await identity.dataSource.query(
      `UPDATE invitations SET expires_at = now() - interval '1 day' WHERE lower(email) = $1 AND organization_id = $2`,
      [email, space.organization.id],
    );
    const answer = await identity.call(
      'POST',
      `/invitations/${encodeURIComponent('LIST01@example.com')}/resend`,
      {
        headers: asOwner(space),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, is_expired: false });
    expect(await sentEmails(email)).toHaveLength(2);
    const newToken = await tokenSentTo(email);
    expect(newToken).not.toBe(oldToken);
    const invitee = await identity.seed.user({ email });
    expect(
      (
        await identity.call('GET', `/organizations/invitations/${oldToken}`, {
          headers: gatewayHeaders(invitee),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await identity.call('GET', `/organizations/invitations/${newToken}`, {
          headers: gatewayHeaders(invitee),
        })
      ).status,
    ).toBe(200);
  });

  it('withdraws an invitation (204), after which it is gone', async () => {
    const email = 'list02@example.com';
    const token = await tokenSentTo(email);
    const deleted = await identity.call('DELETE', `/invitations/${email}`, { headers: asOwner(space) });
    expect(deleted.status).toBe(204);
    expect((await identity.call('DELETE', `/invitations/${email}`, { headers: asOwner(space) })).status).toBe(
      404,
    );
    expect(
      (await identity.call('POST', `/invitations/${email}/resend`, { headers: asOwner(space) })).status,
    ).toBe(404);
    expect(
      (
        await identity.call('GET', `/organizations/invitations/${token}`, {
          headers: gatewayHeaders(space.owner),
        })
      ).status,
    ).toBe(404);
  });

  it("never lets another organization's admin see, resend or withdraw these invitations", async () => {
    const other = await workspace();
    const email = 'list03@example.com';
    const before = await identity.dataSource.query(
      'SELECT token_hash, expires_at FROM invitations WHERE email = $1',
      [email],
    );
    const list = await identity.call('GET', '/invitations?q=list', { headers: asOwner(other) });
    expect(list.body.data).toEqual([]);
    expect(
      (await identity.call('POST', `/invitations/${email}/resend`, { headers: asOwner(other) })).status,
    ).toBe(404);
    expect((await identity.call('DELETE', `/invitations/${email}`, { headers: asOwner(other) })).status).toBe(
      404,
    );
    // Naming the first organization without belonging to it.
    const intruder = gatewayHeaders(other.owner, space.organization, { owner: true });
    expect((await identity.call('GET', '/invitations', { headers: intruder })).status).toBe(403);
    expect((await identity.call('DELETE', `/invitations/${email}`, { headers: intruder })).status).toBe(403);
    expect((await identity.call('POST', `/invitations/${email}/resend`, { headers: intruder })).status).toBe(
      403,
    );
    expect(
      (await invite(intruder, { emails: ['x@example.com'], role: space.organization.defaultRoleId })).status,
    ).toBe(403);
    const after = await identity.dataSource.query(
      'SELECT token_hash, expires_at FROM invitations WHERE email = $1',
      [email],
    );
    expect(after).toEqual(before);
    expect(await sentEmails(email)).toHaveLength(1);
  });
});

describe('accepting an invitation', () => {
  let space: Workspace;
  let team: string;
  let role: string;

  beforeAll(async () => {
    space = await workspace(null);
    team = await identity.seed.team(space.organization.id, 'Legal');
    role = await identity.seed.role(
      space.organization.id,
      'Lawyers',
      permissions('send_envelopes', 'manage_teams'),
    );
  });

  async function inviteNew(email: string): Promise<string> {
    await invite(asOwner(space), { emails: [email], role, teams: [team] });
    return tokenSentTo(email);
  }

  const view = (token: string, who: { id: string }) =>
    identity.call('GET', `/organizations/invitations/${token}`, { headers: gatewayHeaders(who) });
  const accept = (token: string, who: { id: string }) =>
    identity.call('POST', `/organizations/invitations/${token}`, { headers: gatewayHeaders(who) });

  async function membershipOf(userId: string) {
    const rows = await identity.dataSource.query(
      'SELECT role_id, is_owner FROM memberships WHERE user_id = $1 AND organization_id = $2',
      [userId, space.organization.id],
    );
    return rows[0];
  }

  it('shows the organization, the address and the role for a valid link', async () => {
    const invitee = await identity.seed.user({ email: 'viewer@example.net' });
    const token = await inviteNew('viewer@example.net');
    const answer = await view(token, invitee);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      organization: { id: space.organization.id, name: space.organization.name },
      email: 'viewer@example.net',
      role: { id: role, name: 'Lawyers' },
      expires_at: expect.any(String),
    });
  });

  it('refuses the account of another person with 403, at validation and at acceptance, changing nothing', async () => {
    const token = await inviteNew('rightful@example.net');
    const someoneElse = await identity.seed.user({ email: 'someone-else@example.net' });
    const viewed = await view(token, someoneElse);
    expect(viewed.status).toBe(403);
    expect(viewed.body).toMatchObject({ message: 'This invitation belongs to another person' });
    const answer = await accept(token, someoneElse);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'This invitation belongs to another person' });
    expect(await membershipOf(someoneElse.id)).toBeUndefined();
    // The link still works for the person it was sent to.
    const rightful = await identity.seed.user({ email: 'Rightful@example.net' });
    expect((await view(token, rightful)).status).toBe(200);
  });

  it('joins the organization but not a team the plan has no room left in', async () => {
    const capped = await workspace(null);
    teamMembersLimits.set(capped.organization.id, 1);
    const full = await identity.seed.team(capped.organization.id, 'Cheia');
    const open = await identity.seed.team(capped.organization.id, 'Aberta');
    const inside = await identity.seed.user();
    await identity.seed.membership(capped.organization.id, inside.id, capped.organization.defaultRoleId);
    await identity.seed.teamMember(full, inside.id);
    const invited = await invite(asOwner(capped), {
      emails: ['capped@example.net'],
      role: capped.organization.defaultRoleId,
      teams: [full, open],
    });
    expect(invited.body.invited).toEqual(['capped@example.net']);
    const joiner = await identity.seed.user({ email: 'capped@example.net' });

    const answer = await accept(await tokenSentTo('capped@example.net'), joiner);
    expect(answer.status).toBe(201);
    const teams = await identity.dataSource.query('SELECT team_id FROM team_members WHERE user_id = $1', [
      joiner.id,
    ]);
    expect(teams).toEqual([{ team_id: open }]);
    const [{ count }] = await identity.dataSource.query(
      'SELECT count(*)::int AS count FROM team_members WHERE team_id = $1',
      [full],
    );
    expect(count).toBe(1);
  });

  it('adds the rightful account with the role and teams, once (201), and records membership.changed', async () => {
    const token = await inviteNew('joiner@example.net');
    const joiner = await identity.seed.user({ email: 'Joiner@Example.net' });
    const answer = await accept(token, joiner);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      organization: { id: space.organization.id, name: space.organization.name },
    });
    expect(await membershipOf(joiner.id)).toEqual({ role_id: role, is_owner: false });
    const teams = await identity.dataSource.query('SELECT team_id FROM team_members WHERE user_id = $1', [
      joiner.id,
    ]);
    expect(teams).toEqual([{ team_id: team }]);
    const invitation = await identity.dataSource.query(
      `SELECT accepted_at, accepted_by_user_id FROM invitations WHERE email = 'joiner@example.net'`,
    );
    expect(invitation[0]).toMatchObject({ accepted_by_user_id: joiner.id, accepted_at: expect.any(Date) });
    const events = await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.membership.changed'`,
    );
    const joined = events
      .map((row: { payload: { userId: string } }) => row.payload)
      .filter((payload: { userId: string }) => payload.userId === joiner.id);
    expect(joined).toEqual([
      expect.objectContaining({
        organizationId: space.organization.id,
        change: 'MEMBERSHIP_CHANGE_ADDED',
        role: { id: role, name: 'Lawyers' },
      }),
    ]);
    // A used link is gone.
    expect((await view(token, joiner)).status).toBe(404);
    expect((await accept(token, joiner)).status).toBe(404);
    // The new member now counts as a member: inviting the address again is ignored.
    const again = await invite(asOwner(space), { emails: ['joiner@example.net'], role });
    expect(again.body.ignored).toEqual(['joiner@example.net']);
  });

  it('answers 404 for an expired link, and for a link that never existed', async () => {
    const token = await inviteNew('late@example.net');
    const late = await identity.seed.user({ email: 'late@example.net' });
    await identity.dataSource.query(
      `UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.net'`,
    );
    expect((await view(token, late)).status).toBe(404);
    expect((await accept(token, late)).status).toBe(404);
    expect(await membershipOf(late.id)).toBeUndefined();
    expect((await view('x'.repeat(43), late)).status).toBe(404);
    expect((await accept('short', late)).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const token = await inviteNew('anonymous@example.net');
    expect((await identity.call('GET', `/organizations/invitations/${token}`)).status).toBe(401);
    expect((await identity.call('POST', `/organizations/invitations/${token}`)).status).toBe(401);
  });
});
