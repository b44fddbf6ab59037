import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '../../../app/provider.js';
import { createAppStore } from '../../../app/store.js';
import { createI18n } from '../../../i18n/create-i18n.js';
import type { WorkspaceAccess } from '../utils/visible-admin-entries.js';
import { AccountSidebar } from './account-sidebar.js';
import { Sidebar } from './sidebar.js';

// The plan box reads the subscription through the store (no organization selected: no call).
const renderInShell = (element: ReactElement, at = '/') =>
  render(
    <AppProvider store={createAppStore()} i18n={createI18n('pt-BR')}>
      <MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>
    </AppProvider>,
  );

const renderSidebar = (access: WorkspaceAccess, at?: string) =>
  renderInShell(<Sidebar id="sidebar" open={false} access={access} onNavigate={() => {}} />, at);

const renderAccountSidebar = (access: WorkspaceAccess) =>
  renderInShell(<AccountSidebar id="sidebar" open={false} access={access} onNavigate={() => {}} />);

/** The links under the "Administração" heading, or null without the group. */
const adminLinks = () => {
  const title = screen.queryByRole('heading', { level: 2, name: 'Administração' });
  if (!title) return null;
  const list = title.nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

// The administration links by entry; the account area's screens are the same links in either sidebar.
const SETTINGS = ['Configurações', '/account/configuration'];
const SUBSCRIPTION = ['Assinatura', '/account/billing'];
const PLAN = ['Plano', '/account/billing/plan'];
const ORGANIZATION = ['Organização', '/business/organizations/settings'];
const DEVELOPER = ['Desenvolvedor', '/account/developer'];
const INTEGRATIONS = ['Integrações', '/account/integrations'];
const ACCOUNT_USERS = ['Usuários', '/account/users'];
const PEOPLE = [
  ['Usuários', '/business/users'],
  ['Times', '/business/teams'],
  ['Funções', '/business/users?tab=roles'],
];

const OWNER_BUSINESS_LINKS = [SETTINGS, SUBSCRIPTION, PLAN, ORGANIZATION, DEVELOPER, INTEGRATIONS];

// Which entries the access allows is visibleAdminEntries' test; here, that they lead to their
// screens.
describe('Sidebar administration entries', () => {
  it('gives an owner of a business organization every entry', () => {
    renderSidebar({ isOwner: true, isPersonal: false, permissions: {} });
    expect(adminLinks()).toEqual([...PEOPLE, ...OWNER_BUSINESS_LINKS]);
  });

  it('gives an owner of a personal workspace the same entries but teams', () => {
    renderSidebar({ isOwner: true, isPersonal: true, permissions: {} });
    expect(adminLinks()).toEqual(OWNER_BUSINESS_LINKS);
  });

  it('shows a member with manage_users and manage_teams the users, teams and roles entries', () => {
    renderSidebar({
      isOwner: false,
      isPersonal: false,
      permissions: { manage_users: true, manage_teams: true },
    });
    expect(adminLinks()).toEqual(PEOPLE);
  });

  it('shows a member with edit_organization the organization settings entry', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { edit_organization: true } });
    expect(adminLinks()).toEqual([ORGANIZATION]);
  });

  it('shows a member with manage_billing the billing pages and the organization settings', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { manage_billing: true } });
    expect(adminLinks()).toEqual([SUBSCRIPTION, PLAN, ORGANIZATION]);
  });

  it.each([
    ['/business/users', 'Usuários'],
    ['/business/users?tab=pendinginvites', 'Usuários'],
    ['/business/users?tab=roles', 'Funções'],
    ['/business/teams', 'Times'],
  ])('marks only the entry of the page shown at %s: %s', (at, current) => {
    renderSidebar({ isOwner: true, isPersonal: false, permissions: {} }, at);
    const marked = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  it('shows a plain member no administration group at all', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { send_envelopes: true } });
    expect(adminLinks()).toBeNull();
    expect(screen.getByRole('link', { name: 'Início' })).toBeTruthy();
  });

  it('keeps the main entries, storage included', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: {} });
    const navigation = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Início',
      'Envelopes',
      'Armazenamento',
      'Verificar(abre em nova aba)',
      'Assinatura presencial',
    ]);
  });
});

describe('AccountSidebar entries', () => {
  it('gives an owner the administration screens: plan, subscription, users, developer, integrations, settings', () => {
    renderAccountSidebar({ isOwner: true, isPersonal: false, permissions: {} });
    expect(adminLinks()).toEqual([PLAN, SUBSCRIPTION, ACCOUNT_USERS, DEVELOPER, INTEGRATIONS, SETTINGS]);
  });

  it('shows a member with manage_billing the plan and subscription entries only', () => {
    renderAccountSidebar({ isOwner: false, isPersonal: false, permissions: { manage_billing: true } });
    expect(adminLinks()).toEqual([PLAN, SUBSCRIPTION]);
  });

  it('shows a member home, profile and contacts', () => {
    renderAccountSidebar({ isOwner: false, isPersonal: false, permissions: { manage_users: true } });
    expect(adminLinks()).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Navegação da conta' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Perfil', 'Contatos']);
  });
});
