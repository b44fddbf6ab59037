import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ActiveIntegration, CatalogueTool, ConfigField } from '../api/integration-types.js';
import { dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import { anOrganization, type FakeReply, invalidReply, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

// The catalogue as GET organizations/integrations/all answers it (organization spec §3 and §7).
const field = (name: string, type: ConfigField['type'], label: string): ConfigField => ({
  name,
  type,
  required: true,
  label,
  hint: '',
});
const DOCUWARE: CatalogueTool = {
  id: 'docuware',
  value: 'docuware',
  type: 'docuware',
  name: 'DocuWare',
  label: 'DocuWare',
  description: 'Arquiva os documentos assinados no DocuWare.',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  is_active: false,
  config_fields: [
    { ...field('server_url', 'url', 'URL do servidor'), hint: 'Endereço do DocuWare.' },
    field('file_cabinet', 'text', 'Armário'),
    field('user', 'text', 'Usuário'),
    field('password', 'password', 'Senha'),
  ],
};

const CONFIGURED: ActiveIntegration = {
  id: 'integration-1',
  type: 'docuware',
  name: 'DocuWare',
  label: 'DocuWare',
  icon: DOCUWARE.icon,
  config: { server_url: 'https://dw.example.com', file_cabinet: 'fc-1', user: 'ana' },
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const integrationsApi = (configured: ActiveIntegration[] = [], routes: Record<string, FakeReply> = {}) =>
  signedInApi({
    routes: {
      'GET /api/organizations/integrations/all': { body: { data: [DOCUWARE] } },
      'GET /api/organizations/integrations': { body: { data: configured } },
      ...routes,
    },
  });

const fill = (label: string, value: string) => typeInDialog(new RegExp(`^${label}`), value);
const fillAll = () => {
  fill('URL do servidor', 'https://dw.example.com');
  fill('Armário', 'fc-1');
  fill('Usuário', 'ana');
  fill('Senha', 'segredo');
};
const button = (name: string) => within(dialog()).getByRole('button', { name });
/** Tests the connection, and saves once the test has let the save through. */
const testThenSave = async () => {
  fireEvent.click(button('Testar conexão'));
  await waitFor(() => expect((button('Salvar') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button('Salvar'));
};
const testState = () => within(dialog()).getByRole('status').textContent;

describe('integrations screen', () => {
  it('opens All tools from /account/integrations and lists the catalogue with its icon and description', async () => {
    const api = integrationsApi();
    const { router } = renderApp('/account/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrações' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/integrations/alltools'));
    expect(await screen.findByRole('heading', { level: 2, name: 'DocuWare' })).toBeTruthy();
    expect(screen.getByText('Arquiva os documentos assinados no DocuWare.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Todas as ferramentas', current: 'page' })).toBeTruthy();
    expect(api.to('GET /api/organizations/integrations/all')[0]!.headers.get('X-Organization')).toBeTruthy();
  });

  it('tests before saving: required fields first, idle → testing → success, an edit resets, save posts {type, config}', async () => {
    let answerTest: (reply: FakeReply) => void = () => {};
    const api = integrationsApi([], {
      'POST /api/organizations/integrations': { status: 201, body: { ...CONFIGURED } },
    });
    api.answer(
      'POST /api/envelopes/integrations/login',
      () => new Promise((resolve) => (answerTest = resolve)),
    );
    renderApp('/account/integrations/alltools');
    fireEvent.click(await screen.findByRole('button', { name: 'Configurar DocuWare' }));
    expect(testState()).toBe('Teste a conexão para poder salvar.');
    expect((button('Salvar') as HTMLButtonElement).disabled).toBe(true);

    // §5: every required field must be filled to test.
    fireEvent.click(button('Testar conexão'));
    expect(within(dialog()).getByText('O campo Senha é obrigatório.')).toBeTruthy();
    expect(api.to('POST /api/envelopes/integrations/login')).toHaveLength(0);

    fillAll();
    fireEvent.click(button('Testar conexão'));
    expect(testState()).toBe('Testando a conexão…');
    await waitFor(() => expect(api.to('POST /api/envelopes/integrations/login')).toHaveLength(1));
    answerTest({ status: 200, body: { ok: true } });
    await waitFor(() => expect(testState()).toBe('Conexão bem-sucedida. Você já pode salvar.'));
    expect(api.to('POST /api/envelopes/integrations/login')[0]!.body).toEqual({
      type: 'docuware',
      config: {
        server_url: 'https://dw.example.com',
        file_cabinet: 'fc-1',
        user: 'ana',
        password: 'segredo',
      },
    });
    expect((button('Salvar') as HTMLButtonElement).disabled).toBe(false);

    // Editing any field resets the test, and saving waits for a new one.
    fill('Usuário', 'ana.souza');
    expect(testState()).toBe('Teste a conexão para poder salvar.');
    expect((button('Salvar') as HTMLButtonElement).disabled).toBe(true);
    api.answer('POST /api/envelopes/integrations/login', { status: 200, body: {} });
    await testThenSave();
    expect(await screen.findByText('Integração DocuWare salva.')).toBeTruthy();
    expect(api.to('POST /api/organizations/integrations')[0]!.body).toEqual({
      type: 'docuware',
      config: {
        server_url: 'https://dw.example.com',
        file_cabinet: 'fc-1',
        user: 'ana.souza',
        password: 'segredo',
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words each field as the server does (label and hint) and starts a new configuration from its default', async () => {
    const withDefault: CatalogueTool = {
      ...DOCUWARE,
      config_fields: DOCUWARE.config_fields.map((entry) =>
        entry.name === 'server_url' ? { ...entry, default: 'https://sandbox.example.com' } : entry,
      ),
    };
    const api = integrationsApi([], {
      'GET /api/organizations/integrations/all': { body: { data: [withDefault] } },
    });
    renderApp('/account/integrations/alltools');
    fireEvent.click(await screen.findByRole('button', { name: 'Configurar DocuWare' }));
    const server = within(dialog()).getByLabelText(/^URL do servidor/) as HTMLInputElement;
    expect(server.value).toBe('https://sandbox.example.com');
    expect(server.type).toBe('url');
    expect(server.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog()).getByText('Endereço do DocuWare.').id).toBe(
      server.getAttribute('aria-describedby'),
    );
    expect((within(dialog()).getByLabelText(/^Senha/) as HTMLInputElement).type).toBe('password');
    expect(api.to('GET /api/organizations/integrations/all')).toHaveLength(1);
  });

  it('shows a refused test as the test error with the field errors under their fields, and no generic alert', async () => {
    integrationsApi([], {
      'POST /api/envelopes/integrations/login': invalidReply(
        'O usuário ou a senha não foram aceitos.',
        { 'config.password': ['O usuário ou a senha não foram aceitos.'] },
        'integrations.invalid_credentials',
      ),
    });
    renderApp('/account/integrations/alltools');
    fireEvent.click(await screen.findByRole('button', { name: 'Configurar DocuWare' }));
    fillAll();
    fireEvent.click(button('Testar conexão'));
    await waitFor(() =>
      expect(testState()).toBe('Falha no teste da integração: confira os dados e teste de novo.'),
    );
    const password = within(dialog()).getByLabelText(/^Senha/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('O usuário ou a senha não foram aceitos.')).toBeTruthy();
    expect((button('Salvar') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Não foi possível concluir a ação, tente novamente.')).toBeNull();
  });

  it('updates a configured integration with PATCH, and words a failed save with the server message', async () => {
    const api = integrationsApi([CONFIGURED], {
      'POST /api/envelopes/integrations/login': { status: 200, body: {} },
      'PATCH /api/organizations/integrations': { status: 500, body: { message: 'Falha interna (abc123).' } },
    });
    renderApp('/account/integrations/activeintegrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Configurar DocuWare' }));
    // The stored values come back, except the password, which is typed again.
    expect((within(dialog()).getByLabelText(/^Usuário/) as HTMLInputElement).value).toBe('ana');
    expect((within(dialog()).getByLabelText(/^Senha/) as HTMLInputElement).value).toBe('');
    fill('Senha', 'nova');
    await testThenSave();
    expect(await screen.findByText('Erro ao salvar integração: Falha interna (abc123).')).toBeTruthy();
    expect(api.to('PATCH /api/organizations/integrations')[0]!.body).toEqual({
      type: 'docuware',
      config: { server_url: 'https://dw.example.com', file_cabinet: 'fc-1', user: 'ana', password: 'nova' },
    });
    expect(api.to('POST /api/organizations/integrations')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('disconnects from the Active integrations tab with DELETE and the spec success message', async () => {
    const api = integrationsApi([CONFIGURED], {
      'DELETE /api/organizations/integrations/integration-1': { status: 204 },
    });
    renderApp('/account/integrations/activeintegrations');
    expect(await screen.findByText('Conectada')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Desconectar DocuWare' }));
    api.answer('GET /api/organizations/integrations', { body: { data: [] } });
    fireEvent.click(button('Desconectar'));
    expect(await screen.findByText('Integração DocuWare desconectada com sucesso')).toBeTruthy();
    expect(api.to('DELETE /api/organizations/integrations/integration-1')).toHaveLength(1);
    expect(await screen.findByText('Nenhuma integração configurada.')).toBeTruthy();
  });

  it('treats a disconnect answered with anything but 204 as failed, with the server message', async () => {
    integrationsApi([CONFIGURED], {
      'DELETE /api/organizations/integrations/integration-1': {
        status: 200,
        body: { message: 'Ainda em uso.' },
      },
    });
    renderApp('/account/integrations/alltools');
    fireEvent.click(await screen.findByRole('button', { name: 'Configurar DocuWare' }));
    fireEvent.click(button('Desconectar'));
    expect(await screen.findByText('Não foi possível desconectar a integração: Ainda em uso.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends a member who is not the owner to the profile without asking for integrations', async () => {
    const api = signedInApi({ organizations: [anOrganization({ is_owner: false })] });
    const { router } = renderApp('/account/integrations/alltools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(api.requests.filter((request) => request.path.includes('integrations'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Integrações' })).toBeNull();
  });
});
