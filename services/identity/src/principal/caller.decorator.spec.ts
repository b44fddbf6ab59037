import { AppError } from '@rubrica/errors';
import { callerFromHeaders, permissionsFrom } from './caller.decorator.js';

describe('callerFromHeaders', () => {
  it('reads the gateway headers into a caller', () => {
    const caller = callerFromHeaders({
      headers: {
        'x-user-id': 'u-1',
        'x-client-id': 'app-1',
        'x-organization-id': 'o-1',
        'x-organization-owner': 'false',
        'x-permissions': 'send_envelopes, manage_teams,unknown_flag',
        'x-organization-personal': 'true',
      },
    });
    expect(caller).toEqual({
      userId: 'u-1',
      clientId: 'app-1',
      organizationId: 'o-1',
      isOwner: false,
      permissions: {
        send_envelopes: true,
        attach_organizations: false,
        edit_organization: false,
        manage_teams: true,
        manage_users: false,
        manage_billing: false,
      },
      isPersonal: true,
    });
  });

  it('gives an owner every flag and leaves the organization out when none was named', () => {
    const caller = callerFromHeaders({ headers: { 'x-user-id': 'u-1', 'x-organization-owner': 'true' } });
    expect(caller.organizationId).toBeUndefined();
    expect(Object.values(caller.permissions).every(Boolean)).toBe(true);
  });

  it('answers 401 without a user', () => {
    const failure = (() => {
      try {
        return callerFromHeaders({ headers: { 'x-user-id': '  ' } });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 401, message: 'Unauthenticated.' });
  });
});

describe('permissionsFrom', () => {
  it('grants only the listed flags', () => {
    expect(permissionsFrom(['manage_users'])).toMatchObject({ manage_users: true, manage_teams: false });
  });
});
