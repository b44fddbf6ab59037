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
const renderInShell = (element: ReactElement) =>
  render(
    <AppProvider store={createAppStore()} i18n={createI18n('pt-BR')}>
      <MemoryRouter>{element}</MemoryRouter>
    </AppProvider>,
  );

const renderSidebar = (access: WorkspaceAccess) =>
  renderInShell(<Sidebar id="sidebar" open={false} access={access} onNavigate={() => {}} />);

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

describe('Sidebar administration entries', () => {
  it('lists every entry for an owner of a business organization', () => {
    renderSidebar({ isOwner: true, isPersonal: false, permissions: {} });
    expect(adminLinks()).toEqual([
      ['Usuários', '/business/users'],
      ['Times', '/business/teams'],
      ['Funções', '/business/users?tab=roles'],
      ['Configurações', expect.any(String)],
      ['Assinatura', expect.any(String)],
      ['Plano', expect.any(String)],
      ['Organização', expect.any(String)],
      ['Desenvolvedor', expect.any(String)],
      ['Integrações', expect.any(String)],
    ]);
  });

  it('hides users, teams and roles in an owner’s personal workspace', () => {
    renderSidebar({ isOwner: true, isPersonal: true, permissions: {} });
    const labels = adminLinks()?.map(([label]) => label);
    expect(labels).toEqual([
      'Configurações',
      'Assinatura',
      'Plano',
      'Organização',
      'Desenvolvedor',
      'Integrações',
    ]);
  });

  it('shows a member with manage_users only the users entry', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { manage_users: true } });
    expect(adminLinks()).toEqual([['Usuários', '/business/users']]);
  });

  it('shows a member with manage_teams only the teams entry', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { manage_teams: true } });
    expect(adminLinks()).toEqual([['Times', '/business/teams']]);
  });

  it('shows a plain member no administration group at all', () => {
    renderSidebar({ isOwner: false, isPersonal: false, permissions: { send_envelopes: true } });
    expect(adminLinks()).toBeNull();
    expect(screen.getByRole('link', { name: 'Início' })).toBeTruthy();
  });
});

describe('AccountSidebar administration entries', () => {
  it('adds plan, users, developer, integrations and settings for an owner', () => {
    renderAccountSidebar({ isOwner: true, isPersonal: false, permissions: {} });
    expect(adminLinks()?.map(([label]) => label)).toEqual([
      'Plano',
      'Usuários',
      'Desenvolvedor',
      'Integrações',
      'Configurações',
    ]);
  });

  it('drops users in an owner’s personal workspace', () => {
    renderAccountSidebar({ isOwner: true, isPersonal: true, permissions: {} });
    expect(adminLinks()?.map(([label]) => label)).toEqual([
      'Plano',
      'Desenvolvedor',
      'Integrações',
      'Configurações',
    ]);
  });

  it('shows a member only home, profile and contacts', () => {
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
