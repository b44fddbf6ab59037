import { describe, expect, it } from 'vitest';

import { permissionFlags } from '../../../testing/permission-flags.js';

import { NO_WORKSPACE_ACCESS, visibleAdminEntries, type WorkspaceAccess } from './visible-admin-entries.js';

const member = (permissions: WorkspaceAccess['permissions'] = {}): WorkspaceAccess => ({
  isOwner: false,
  isPersonal: false,
  permissions,
});

const ALL_FLAGS = permissionFlags(true);

// The business sidebar's entries in display order: the people pages first, then the others.
const PEOPLE_ENTRIES = ['users', 'teams', 'roles'];
const OTHER_ENTRIES = ['settings', 'subscription', 'plan', 'organization', 'developer', 'integrations'];

describe('visibleAdminEntries, business sidebar', () => {
  it('gives an owner of a business organization every entry, in order', () => {
    expect(
      visibleAdminEntries({ isOwner: true, isPersonal: false, permissions: ALL_FLAGS }, 'business'),
    ).toEqual([...PEOPLE_ENTRIES, ...OTHER_ENTRIES]);
  });

  it('leaves users, teams and roles out of a personal workspace, even for its owner', () => {
    expect(
      visibleAdminEntries({ isOwner: true, isPersonal: true, permissions: ALL_FLAGS }, 'business'),
    ).toEqual(OTHER_ENTRIES);
  });

  it('gives a member with manage_users the users and roles entries only', () => {
    expect(visibleAdminEntries(member({ manage_users: true }), 'business')).toEqual(['users', 'roles']);
  });

  it('gives a member with manage_teams the teams entry only', () => {
    expect(visibleAdminEntries(member({ manage_teams: true }), 'business')).toEqual(['teams']);
  });

  it('gives a member with both flags users, teams and roles', () => {
    expect(visibleAdminEntries(member({ manage_users: true, manage_teams: true }), 'business')).toEqual([
      'users',
      'teams',
      'roles',
    ]);
  });

  it('gives a member with edit_organization the organization settings entry', () => {
    expect(visibleAdminEntries(member({ edit_organization: true }), 'business')).toEqual(['organization']);
  });

  it('gives a member with manage_billing the billing pages and the organization settings (its Plans tab)', () => {
    expect(visibleAdminEntries(member({ manage_billing: true }), 'business')).toEqual([
      'subscription',
      'plan',
      'organization',
    ]);
  });

  it('gives a plain member nothing, whatever other flags they hold', () => {
    expect(visibleAdminEntries(member(), 'business')).toEqual([]);
    expect(
      visibleAdminEntries(
        member({
          ...ALL_FLAGS,
          manage_users: false,
          manage_teams: false,
          edit_organization: false,
          manage_billing: false,
        }),
        'business',
      ),
    ).toEqual([]);
  });

  it('ignores manage flags in a personal workspace', () => {
    expect(
      visibleAdminEntries({ isOwner: false, isPersonal: true, permissions: ALL_FLAGS }, 'business'),
    ).toEqual([]);
  });

  it('shows nothing while the selected organization is unknown', () => {
    expect(visibleAdminEntries(NO_WORKSPACE_ACCESS, 'business')).toEqual([]);
  });
});

describe('visibleAdminEntries, account sidebar', () => {
  it('gives an owner plan, subscription, users, developer, integrations and settings', () => {
    expect(
      visibleAdminEntries({ isOwner: true, isPersonal: false, permissions: ALL_FLAGS }, 'account'),
    ).toEqual(['plan', 'subscription', 'users', 'developer', 'integrations', 'settings']);
  });

  it('leaves users out of an owner’s personal workspace', () => {
    expect(
      visibleAdminEntries({ isOwner: true, isPersonal: true, permissions: ALL_FLAGS }, 'account'),
    ).toEqual(['plan', 'subscription', 'developer', 'integrations', 'settings']);
  });

  it('opens only the billing entries to a member, and only with manage_billing', () => {
    expect(visibleAdminEntries(member(ALL_FLAGS), 'account')).toEqual(['plan', 'subscription']);
    expect(visibleAdminEntries(member({ ...ALL_FLAGS, manage_billing: false }), 'account')).toEqual([]);
  });
});
