import { Controller, Get, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  bootstrapHttpService,
  GatewayCaller,
  httpServiceUrl,
  RequireBusinessWorkspace,
  RequireOrganization,
  RequireOwner,
  RequirePermission,
} from '../src/index.js';
import { asGateway } from '@rubrica/testing';

const USER = '11111111-1111-4111-8111-111111111111';
const ORG = '22222222-2222-4222-8222-222222222222';

@Controller()
class CallerProbeController {
  @Get('whoami')
  whoami(@GatewayCaller() caller: GatewayCaller): GatewayCaller {
    return caller;
  }

  @Get('organization')
  @RequireOrganization()
  organization(@GatewayCaller('organizationId') organizationId: string): { organizationId: string } {
    return { organizationId };
  }

  @Get('send')
  @RequirePermission('send_envelopes', 'manage_teams')
  send(): { ok: true } {
    return { ok: true };
  }

  @Get('owner')
  @RequireOwner()
  owner(): { ok: true } {
    return { ok: true };
  }

  @Get('business')
  @RequireBusinessWorkspace()
  business(): { ok: true } {
    return { ok: true };
  }
}

/** Class-level requirements apply to every route and add up with the method's own. */
@Controller('billing')
@RequirePermission('manage_billing')
class StackedProbeController {
  @Get('plan')
  plan(): { ok: true } {
    return { ok: true };
  }

  @Get('invoices')
  @RequireBusinessWorkspace()
  invoices(): { ok: true } {
    return { ok: true };
  }

  @Get('settings')
  @RequirePermission('edit_organization')
  settings(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [CallerProbeController, StackedProbeController] })
class CallerProbeModule {}

let app: NestExpressApplication;
let url: string;

beforeAll(async () => {
  app = await bootstrapHttpService({
    name: 'caller-test',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: CallerProbeModule,
    telemetry: false,
    handleSignals: false,
  });
  url = httpServiceUrl(app);
});

afterAll(async () => {
  await app?.close();
});

async function call(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`, { headers: await asGateway('caller-test', headers) });
  return { status: response.status, body: await response.json() };
}

/** A member of ORG as the gateway would describe them, with `overrides` on top. */
function member(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'X-User-Id': USER,
    'X-Organization-Id': ORG,
    'X-Organization-Owner': 'false',
    'X-Permissions': '',
    'X-Organization-Personal': 'false',
    ...overrides,
  };
}

const NONE = {
  send_envelopes: false,
  attach_organizations: false,
  edit_organization: false,
  manage_teams: false,
  manage_users: false,
  manage_billing: false,
};
const UNAUTHENTICATED = {
  status: 401,
  body: { message: 'Unauthenticated.', code: 'principal.unauthenticated' },
};
const NO_ORGANIZATION = {
  status: 400,
  body: { message: 'The X-Organization header is required.', code: 'principal.organization_required' },
};
const UNAUTHORIZED = {
  status: 403,
  body: { message: 'This action is unauthorized.', code: 'principal.permission_denied' },
};
const OK = { status: 200, body: { ok: true } };

describe('@GatewayCaller()', () => {
  it('reads every gateway header into the caller', async () => {
    const headers = member({
      'X-Client-Id': 'app-7',
      'X-Permissions': 'send_envelopes, manage_users',
      'X-Organization-Personal': 'true',
      'X-Rubrica-Sandbox': 'true',
      'X-Request-Id': 'req-1',
    });
    expect(await call('/whoami', headers)).toEqual({
      status: 200,
      body: {
        userId: USER,
        clientId: 'app-7',
        organizationId: ORG,
        isOwner: false,
        permissions: { ...NONE, send_envelopes: true, manage_users: true },
        isPersonal: true,
        isSandbox: true,
      },
    });
  });

  it('gives an owner every permission', async () => {
    const { body } = await call('/whoami', member({ 'X-Organization-Owner': 'true' }));
    expect(body).toMatchObject({
      isOwner: true,
      permissions: Object.fromEntries(Object.keys(NONE).map((f) => [f, true])),
    });
  });

  it('leaves the organization out when none was named, and grants nothing without one', async () => {
    const { status, body } = await call('/whoami', {
      'X-User-Id': USER,
      'X-Organization-Owner': 'true',
      'X-Permissions': 'manage_billing',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      userId: USER,
      isOwner: false,
      permissions: NONE,
      isPersonal: false,
      isSandbox: false,
    });
  });

  it('answers 401 when X-User-Id is missing, blank or not a uuid', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'X-User-Id': '  ' },
      { 'X-User-Id': 'admin' },
      { 'X-User-Id': `${USER}x` },
    ]) {
      expect(await call('/whoami', headers)).toEqual(UNAUTHENTICATED);
    }
  });

  it('answers 401 before any guard runs', async () => {
    const { 'X-User-Id': _ignored, ...anonymous } = member({ 'X-Organization-Owner': 'true' });
    for (const path of ['/organization', '/send', '/owner', '/business', '/billing/plan']) {
      expect(await call(path, anonymous)).toEqual(UNAUTHENTICATED);
    }
  });
});

describe('@RequireOrganization()', () => {
  it('passes with an organization and hands its id to the route', async () => {
    expect(await call('/organization', member())).toEqual({ status: 200, body: { organizationId: ORG } });
  });

  it('answers 400 without an organization, or with one that is not a uuid', async () => {
    expect(await call('/organization', { 'X-User-Id': USER })).toEqual(NO_ORGANIZATION);
    expect(await call('/organization', member({ 'X-Organization-Id': 'acme' }))).toEqual(NO_ORGANIZATION);
  });

  it('is implied by every other requirement', async () => {
    const ownerWithoutOrganization = { 'X-User-Id': USER, 'X-Organization-Owner': 'true' };
    for (const path of ['/send', '/owner', '/business', '/billing/plan']) {
      expect(await call(path, ownerWithoutOrganization)).toEqual(NO_ORGANIZATION);
    }
  });
});

describe('@RequirePermission()', () => {
  it('passes with any one of the listed flags', async () => {
    expect(await call('/send', member({ 'X-Permissions': 'send_envelopes' }))).toEqual(OK);
    expect(await call('/send', member({ 'X-Permissions': 'manage_users,manage_teams' }))).toEqual(OK);
  });

  it('refuses a member holding none of them', async () => {
    expect(await call('/send', member())).toEqual(UNAUTHORIZED);
    expect(await call('/send', member({ 'X-Permissions': 'manage_billing,edit_organization' }))).toEqual(
      UNAUTHORIZED,
    );
  });

  it('lets an owner through without any flag', async () => {
    expect(await call('/send', member({ 'X-Organization-Owner': 'true' }))).toEqual(OK);
  });
});

describe('@RequireOwner()', () => {
  it('passes an owner', async () => {
    expect(await call('/owner', member({ 'X-Organization-Owner': 'true' }))).toEqual(OK);
  });

  it('refuses a member, even one holding every flag', async () => {
    const everyFlag = Object.keys(NONE).join(',');
    expect(await call('/owner', member({ 'X-Permissions': everyFlag }))).toMatchObject({
      status: 403,
      body: { message: 'Only an owner of the organization can do this.' },
    });
  });
});

describe('@RequireBusinessWorkspace()', () => {
  it('passes in a business workspace', async () => {
    expect(await call('/business', member())).toEqual(OK);
  });

  it('refuses a personal workspace, even its owner', async () => {
    expect(
      await call('/business', member({ 'X-Organization-Personal': 'true', 'X-Organization-Owner': 'true' })),
    ).toMatchObject({ status: 403, body: { message: 'This is not available in a personal workspace.' } });
  });
});

describe('requirements stacked on a class and its methods', () => {
  it('applies the class requirement to every route', async () => {
    expect(await call('/billing/plan', member({ 'X-Permissions': 'manage_billing' }))).toEqual(OK);
    expect(await call('/billing/plan', member({ 'X-Permissions': 'send_envelopes' }))).toEqual(UNAUTHORIZED);
  });

  it('adds the method requirement to the class one', async () => {
    const biller = member({ 'X-Permissions': 'manage_billing' });
    expect(await call('/billing/invoices', biller)).toEqual(OK);
    expect(await call('/billing/invoices', { ...biller, 'X-Organization-Personal': 'true' })).toMatchObject({
      status: 403,
      body: { message: 'This is not available in a personal workspace.' },
    });
  });

  it('needs every stacked permission gate to pass, not just one of them', async () => {
    expect(await call('/billing/settings', member({ 'X-Permissions': 'edit_organization' }))).toEqual(
      UNAUTHORIZED,
    );
    expect(await call('/billing/settings', member({ 'X-Permissions': 'manage_billing' }))).toEqual(
      UNAUTHORIZED,
    );
    expect(
      await call('/billing/settings', member({ 'X-Permissions': 'manage_billing,edit_organization' })),
    ).toEqual(OK);
    expect(await call('/billing/settings', member({ 'X-Organization-Owner': 'true' }))).toEqual(OK);
  });
});

describe('malformed header values', () => {
  it('never make an owner unless the value is exactly true', async () => {
    for (const owner of ['TRUE', 'True', 'yes', '1', 'true,true', 'truee', '']) {
      const headers = member({ 'X-Organization-Owner': owner });
      expect(await call('/owner', headers)).toMatchObject({ status: 403 });
      expect(await call('/send', headers)).toEqual(UNAUTHORIZED);
    }
  });

  it('ignore unknown, misspelt or disguised permission flags', async () => {
    for (const permissions of [
      'SEND_ENVELOPES',
      'send-envelopes',
      'send_envelopes_all',
      '*',
      'all',
      'send_envelopes;manage_teams',
      'owner',
    ]) {
      expect(await call('/send', member({ 'X-Permissions': permissions }))).toEqual(UNAUTHORIZED);
    }
    const { body } = await call('/whoami', member({ 'X-Permissions': '*,admin,send_envelopes ,, ' }));
    expect(body).toMatchObject({ permissions: { ...NONE, send_envelopes: true } });
  });

  it('count as a personal workspace unless the value is exactly false', async () => {
    for (const personal of ['FALSE', 'no', '0', 'false,false', '']) {
      const headers = member({ 'X-Organization-Personal': personal, 'X-Organization-Owner': 'true' });
      expect(await call('/business', headers)).toMatchObject({ status: 403 });
      expect(await call('/whoami', headers)).toMatchObject({ body: { isPersonal: true } });
    }
    const { 'X-Organization-Personal': _ignored, ...withoutHeader } = member();
    expect(await call('/business', withoutHeader)).toMatchObject({ status: 403 });
  });

  it('grant nothing when the organization id is not a uuid', async () => {
    const headers = member({
      'X-Organization-Id': `${ORG}' OR 1=1`,
      'X-Organization-Owner': 'true',
      'X-Permissions': 'send_envelopes',
    });
    expect(await call('/send', headers)).toEqual(NO_ORGANIZATION);
    const { body } = await call('/whoami', headers);
    expect(body).toEqual({
      userId: USER,
      isOwner: false,
      permissions: NONE,
      isPersonal: false,
      isSandbox: false,
    });
  });
});
