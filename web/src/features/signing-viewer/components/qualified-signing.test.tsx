import { webcrypto } from 'node:crypto';

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PLUGIN_APP_STORAGE_KEY } from '../../../lib/signer-plugin/plugin-app-store.js';
import { loginSignature } from '../../../lib/signer-plugin/signer-plugin-client.js';
import type { LinkRecipient, RecipientView, ViewDocument } from '../../../lib/envelopes/recipient-view.js';
import {
  answerUploads,
  aRecipientEntry,
  aRecipientView,
  onAPhone,
} from '../../../testing/envelope-fixtures.js';
import { fakeApi, type FakeReply } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import type { CloudCertificate } from '../api/signing-viewer-api.js';

vi.mock('../utils/capture-jpeg.js', () => ({
  captureJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));
vi.mock('../utils/pdf-loader.js', async () =>
  (await import('../../../testing/fake-pdf-loader.js')).fakePdfLoader(1),
);

const TOKEN = 'tok-q';
const RECIPIENT = `/api/p/envelopes/recipients/${TOKEN}`;
const VIEW = `GET ${RECIPIENT}`;
const ACT = `POST ${RECIPIENT}`;
const BIRD_ID = 'POST /api/bird-id';
const LICENSE = `GET ${RECIPIENT}/cess/license`;
const HASHES = `POST ${RECIPIENT}/generate-signable-hashes`;
const RESET = `POST ${RECIPIENT}/reset-processing`;

const me = aRecipientEntry({
  name: 'Ana Clara Souza',
  email: 'ana@example.com',
  signature_type: 'qualified',
});

const aDocument = (id: string): ViewDocument => ({
  id,
  name: `${id}.pdf`,
  pages: 1,
  links: { display: `/api/p/envelopes/${TOKEN}/documents/${id}/display` },
  fields: [],
  contents: [],
});

const aView = (recipient: Partial<LinkRecipient> = {}): RecipientView =>
  aRecipientView({
    id: 'env-q',
    title: 'Contrato qualificado',
    state: 'in-transit',
    created_at: '2026-03-01T12:00:00.000Z',
    expire_at: null,
    sender: { name: 'Carlos Remetente', email: 'carlos@example.com' },
    recipients: [me],
    documents: [aDocument('doc-1'), aDocument('doc-2')],
    recipient: { ...me, action: 'sign', is_current: true, can_act: true, is_sender: false, ...recipient },
  });

const aCertificate = (overrides: Partial<CloudCertificate> & { not_after?: string }): CloudCertificate => {
  const { not_after = '2099-01-01T00:00:00.000Z', ...rest } = overrides;
  return {
    alias: 'cert',
    validity: { not_before: '2024-01-01T00:00:00.000Z', not_after },
    was_revoked: false,
    has_valid_date: true,
    ...rest,
  };
};

/** A visitor through the e-mail link, with a qualified signature to give. */
const open = (routes: Record<string, FakeReply | ((request: Request) => FakeReply)> = {}) => {
  const api = fakeApi({
    [VIEW]: { body: aView() },
    [ACT]: { status: 202, body: {} },
    ...routes,
  });
  renderApp(`/public/envelopes/viewer/${TOKEN}`);
  return api;
};

const start = async () => {
  const info = await screen.findByRole('dialog', { name: 'Informações do envelope' });
  fireEvent.click(within(info).getByRole('button', { name: 'Continuar' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
};

const cloudDialog = () => screen.getByRole('dialog', { name: 'Certificado em nuvem' });

const chooseCloud = async () => {
  await start();
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Assinar com certificado digital' })).getByRole('button', {
      name: 'Certificado em nuvem',
    }),
  );
  return cloudDialog();
};

const fillCloud = (dialog: HTMLElement, cpf: string, otp: string) => {
  fireEvent.change(within(dialog).getByLabelText('CPF ou CNPJ'), { target: { value: cpf } });
  fireEvent.change(within(dialog).getByLabelText('Código de acesso (OTP)'), { target: { value: otp } });
};

const signWithCloud = async (cpf = '52998224725', otp = '123456') => {
  const dialog = await chooseCloud();
  fillCloud(dialog, cpf, otp);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Assinar' }));
  return dialog;
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});

describe('qualified signature: where the certificate is', () => {
  it('lets a desktop signer choose a cloud certificate or the local plugin', async () => {
    const api = open();
    await start();
    const choice = screen.getByRole('dialog', { name: 'Assinar com certificado digital' });
    expect(within(choice).getByRole('button', { name: 'Certificado em nuvem' })).toBeTruthy();
    expect(within(choice).getByRole('button', { name: 'Certificado no computador (A1 ou A3)' })).toBeTruthy();
    expect(api.to(ACT)).toHaveLength(0);
  });

  it('takes the required photo first, then asks where the certificate is', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [] })) },
    });
    const photo = { code: 'PHOTO', title: 'Foto', is_required: true, value: null, is_filled: false };
    const api = open({
      [VIEW]: {
        body: aView({
          addressees: [
            { name: me.addressees[0]!.name, value: 'ana@example.com', via: 'email', identifiers: [photo] },
          ],
        }),
      },
    });
    answerUploads({ [`POST ${RECIPIENT}/identifiers/PHOTO`]: () => ({ body: {} }) });
    await start();
    expect(screen.queryByRole('dialog', { name: 'Assinar com certificado digital' })).toBeNull();
    const camera = screen.getByRole('dialog', { name: 'Foto de identificação' });
    fireEvent.click(within(camera).getByRole('button', { name: 'Abrir câmera' }));
    fireEvent.click(await within(camera).findByRole('button', { name: 'Tirar foto' }));
    fireEvent.click(await within(camera).findByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByRole('dialog', { name: 'Assinar com certificado digital' })).toBeTruthy();
    expect(api.to(ACT)).toHaveLength(0);
  });

  it('opens the cloud-certificate modal straight away on a phone', async () => {
    onAPhone();
    open();
    await start();
    expect(cloudDialog()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Assinar com certificado digital' })).toBeNull();
  });
});

describe('qualified signature: cloud certificate form', () => {
  it('masks the CPF as 000.000.000-00 and refuses wrong check digits or a repeated digit', async () => {
    open();
    const dialog = await chooseCloud();
    const input = within(dialog).getByLabelText('CPF ou CNPJ') as HTMLInputElement;
    const sign = within(dialog).getByRole('button', { name: 'Assinar' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Código de acesso (OTP)'), {
      target: { value: '123456' },
    });
    fireEvent.change(input, { target: { value: '52998224724' } });
    expect(input.value).toBe('529.982.247-24');
    expect(within(dialog).getByText('CPF ou CNPJ inválido.')).toBeTruthy();
    expect(sign.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '111.111.111-11' } });
    expect(within(dialog).getByText('CPF ou CNPJ inválido.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '5299822472' } });
    expect(within(dialog).getByText('CPF ou CNPJ inválido.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '529.982.247-25' } });
    expect(within(dialog).queryByText('CPF ou CNPJ inválido.')).toBeNull();
    expect(sign.disabled).toBe(false);
  });

  it('takes a CNPJ too, masked 00.000.000/0000-00 with its check digits', async () => {
    open();
    const dialog = await chooseCloud();
    const input = within(dialog).getByLabelText('CPF ou CNPJ') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '11222333000182' } });
    expect(input.value).toBe('11.222.333/0001-82');
    expect(within(dialog).getByText('CPF ou CNPJ inválido.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '11222333000181' } });
    expect(within(dialog).queryByText('CPF ou CNPJ inválido.')).toBeNull();
  });

  it('needs a one-time password of at least 6 characters', async () => {
    const api = open();
    const dialog = await chooseCloud();
    fillCloud(dialog, '52998224725', '12345');
    const otp = within(dialog).getByLabelText('Código de acesso (OTP)');
    fireEvent.blur(otp);
    expect(within(dialog).getByText('O código de acesso tem pelo menos 6 caracteres.')).toBeTruthy();
    const sign = within(dialog).getByRole('button', { name: 'Assinar' }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    fireEvent.keyDown(otp, { key: 'Enter' });
    expect(api.to(BIRD_ID)).toHaveLength(0);
    fireEvent.change(otp, { target: { value: '123456' } });
    expect(within(dialog).queryByText(/pelo menos 6 caracteres/)).toBeNull();
    expect(sign.disabled).toBe(false);
  });
});

describe('qualified signature: cloud certificate outcome', () => {
  it('signs with the valid certificate that lasts longest, sending its alias and the session', async () => {
    const api = open({
      [BIRD_ID]: {
        body: {
          access_token: 'session-1',
          certificates: [
            aCertificate({ alias: 'older', not_after: '2030-01-01T00:00:00.000Z' }),
            aCertificate({
              alias: 'revoked-later',
              not_after: '2040-01-01T00:00:00.000Z',
              was_revoked: true,
            }),
            aCertificate({ alias: 'newer', not_after: '2035-01-01T00:00:00.000Z' }),
            aCertificate({ alias: 'bad-date', not_after: '2045-01-01T00:00:00.000Z', has_valid_date: false }),
            aCertificate({ alias: 'expired', not_after: '2020-01-01T00:00:00.000Z' }),
          ],
        },
      },
    });
    await signWithCloud('529.982.247-25', 'otp-123');
    expect(await screen.findByRole('dialog', { name: 'Solicitação enviada' })).toBeTruthy();
    expect(api.to(BIRD_ID)[0]?.body).toEqual({ cpf_cnpj: '52998224725', otp: 'otp-123' });
    expect(api.to(ACT)[0]?.body).toEqual({ certificates: [{ alias: 'newer', access_token: 'session-1' }] });
  });

  it.each([
    ['none', [], 'Nenhum certificado foi encontrado para este CPF/CNPJ.'],
    ['revoked', [aCertificate({ was_revoked: true })], 'O certificado foi revogado.'],
    ['expired', [aCertificate({ not_after: '2021-06-01T00:00:00.000Z' })], 'O certificado está vencido.'],
  ])('gives the %s failure its own message, after the common prefix', async (_kind, certificates, text) => {
    const api = open({ [BIRD_ID]: { body: { access_token: 'session-1', certificates } } });
    await signWithCloud();
    const failure = await screen.findByRole('dialog', { name: 'Falha na assinatura' });
    expect(within(failure).getByText(`Não foi possível concluir a assinatura. ${text}`)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Certificado em nuvem' })).toBeNull();
    expect(api.to(ACT)).toHaveLength(0);
  });

  it('shows wrong credentials inline, keeping the modal open', async () => {
    const api = open({
      [BIRD_ID]: { status: 422, body: { message: 'CPF ou código de acesso incorretos.' } },
    });
    const dialog = await signWithCloud('52998224725', '000000');
    expect((await within(dialog).findByTestId('credentials-error')).textContent).toBe(
      'CPF ou código de acesso incorretos.',
    );
    expect(screen.queryByRole('dialog', { name: 'Falha na assinatura' })).toBeNull();
    expect(api.to(ACT)).toHaveLength(0);
  });

  it("places the server's field errors under their fields", async () => {
    open({ [BIRD_ID]: { status: 422, body: { message: 'x', errors: { otp: ['OTP recusado.'] } } } });
    const dialog = await signWithCloud();
    expect(await within(dialog).findByText('OTP recusado.')).toBeTruthy();
    expect(within(dialog).queryByTestId('credentials-error')).toBeNull();
  });

  it('closes the modal for the failure modal on other errors, and retry opens the choice again', async () => {
    open({ [BIRD_ID]: { status: 503, body: { message: 'provider down' } } });
    await signWithCloud();
    const failure = await screen.findByRole('dialog', { name: 'Falha na assinatura' });
    expect(
      within(failure).getByText('Não foi possível concluir a assinatura. Tente novamente.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Certificado em nuvem' })).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('dialog', { name: 'Assinar com certificado digital' })).toBeTruthy();
  });
});

// ------------------------------------------------------------------------------------- plugin

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBcert\n-----END CERTIFICATE-----\n';
const APP = {
  Id: 'app-1',
  Key: btoa('k'.repeat(32)),
  AuthorizationUrl: 'http://127.0.0.1:17300/authorize/app-1',
};
const CERTIFICATES = [
  { Id: 'c-1', CommonName: 'ANA CLARA SOUZA:52998224725', Email: 'ana@example.com', NotAfter: '2099-01-01' },
  { Id: 'c-2', CommonName: 'ANA CLARA SOUZA:52998224725', Email: 'ana@old.example', NotAfter: '2098-01-01' },
];

/** The plugin's routes (the fake answers by path, whatever the host). */
const plugin = (overrides: Record<string, FakeReply | ((request: Request) => FakeReply)> = {}) => {
  let nonce = 0;
  return {
    'GET /api/hello': () => ({ body: { Nonce: `nonce-${(nonce += 1)}`, Challenge: 'challenge' } }),
    'POST /api/app': { body: APP },
    'POST /api/login': { body: { Token: 'bearer-1' } },
    'GET /api/certificate': { body: CERTIFICATES },
    'POST /api/certificate/auth': { status: 204 },
    'GET /api/certificate/c-1': { body: PEM },
    'POST /api/sign': (request: Request) => ({
      body: `-----BEGIN SIGNATURE-----\nc2ln${request.headers.get('Authorization') === 'Bearer bearer-1' ? 'T0s' : 'Tk8'}\nbmVk\n-----END SIGNATURE-----`,
    }),
    [LICENSE]: { body: { license: 'sandbox-license' } },
    [HASHES]: {
      body: {
        tcn: 'tcn-1',
        documents: [
          { id: 'doc-1', signable_hash: 'aGFzaDE=' },
          { id: 'doc-2', signable_hash: 'aGFzaDI=' },
        ],
      },
    },
    [RESET]: { status: 204 },
    ...overrides,
  };
};

const choosePlugin = async (beforeChoosing?: () => void) => {
  await start();
  beforeChoosing?.();
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Assinar com certificado digital' })).getByRole('button', {
      name: 'Certificado no computador (A1 ou A3)',
    }),
  );
};

const enterPin = async (pin = '1234') => {
  const dialog = await screen.findByRole('dialog', { name: 'Plugin de assinatura' });
  await within(dialog).findByRole('radio', { name: /ana@example.com/ });
  fireEvent.click(within(dialog).getByRole('radio', { name: /ana@example.com/ }));
  fireEvent.change(within(dialog).getByLabelText('PIN do certificado'), { target: { value: pin } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Assinar' }));
  return dialog;
};

const callsOf = (api: ReturnType<typeof fakeApi>) =>
  api.requests
    .map((request) => `${request.method} ${request.path}`)
    .filter((call) => call.includes('/api/') && !call.startsWith('GET /api/p/signature-profiles'))
    .filter((call) => call !== VIEW && call !== `${VIEW}/status`);

/**
 * Lets pending answers arrive (without moving the fake clock) until the check holds. Each round
 * also yields to the real event loop, where the fake API's bodies are read: on a loaded machine
 * that takes longer than any fixed number of rounds, so the bound is generous real time.
 */
const until = async (check: () => unknown) => {
  const giveUpAt = Date.now() + 20_000;
  while (Date.now() < giveUpAt) {
    if (check()) return;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  throw new Error(`never held: ${check.toString()}`);
};

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('qualified signature: local plugin', () => {
  beforeEach(() => {
    if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  });

  it('offers the installer for this system when the plugin is not running', async () => {
    const api = open(plugin({ 'GET /api/hello': { status: 502, body: {} } }));
    await choosePlugin();
    const dialog = await screen.findByRole('dialog', { name: 'Instale o plugin de assinatura' });
    const link = within(dialog).getByRole('link', { name: 'Baixar para Linux' });
    expect(link.getAttribute('href')).toBe('/downloads/signer-plugin-linux.deb');
    expect(api.to('POST /api/app')).toHaveLength(0);
    api.answer('GET /api/hello', { body: { Nonce: 'n', Challenge: 'c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Plugin de assinatura' })).findByText(
        /ana@example.com/,
      ),
    ).toBeTruthy();
  });

  it('authorises through the frame after 500 ms, polls login every 2000 ms, then signs each hash and submits', async () => {
    let logins = 0;
    const api = open(
      plugin({
        'POST /api/login': () =>
          (logins += 1) < 3
            ? { status: 403, body: { Code: 'app_not_authorised', Message: 'Not allowed yet.' } }
            : { body: { Token: 'bearer-1' } },
      }),
    );
    // Only the flow's own clock is driven by the test; Testing Library's waits need the real one,
    // so until the login succeeds the page is read with `until`, which moves no time.
    await choosePlugin(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    await until(() => screen.queryByText('Autorize o Rubrica no plugin de assinatura para continuar.'));
    expect(api.to('POST /api/login')).toHaveLength(1);
    expect(screen.queryByTitle('Autorização do plugin de assinatura')).toBeNull();
    await advance(499);
    expect(screen.queryByTitle('Autorização do plugin de assinatura')).toBeNull();
    await advance(1);
    const frame = screen.getByTitle('Autorização do plugin de assinatura') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(APP.AuthorizationUrl);
    expect(frame.getAttribute('height')).toBe('560');
    // The app is remembered for next time.
    expect(JSON.parse(localStorage.getItem(PLUGIN_APP_STORAGE_KEY) ?? 'null')).toEqual(APP);

    await advance(1499);
    expect(api.to('POST /api/login')).toHaveLength(1);
    await advance(1);
    await until(() => api.to('POST /api/login').length === 2);
    await advance(1999);
    expect(api.to('POST /api/login')).toHaveLength(2);
    await advance(1);
    await until(() => api.to('POST /api/login').length === 3);
    vi.useRealTimers();

    await enterPin('1234');
    expect(await screen.findByRole('dialog', { name: 'Solicitação enviada' })).toBeTruthy();

    expect(callsOf(api)).toEqual([
      'GET /api/hello',
      LICENSE,
      'POST /api/app',
      'GET /api/hello',
      'POST /api/login',
      'GET /api/hello',
      'POST /api/login',
      'GET /api/hello',
      'POST /api/login',
      'GET /api/certificate',
      'POST /api/certificate/auth',
      'GET /api/certificate/c-1',
      HASHES,
      'POST /api/sign',
      'POST /api/sign',
      ACT,
    ]);
    // Each login proves the app's key over the hello it just got, with the licence.
    const hellos = api.requests.filter((request) => `${request.method} ${request.path}` === 'GET /api/hello');
    expect(hellos).toHaveLength(4);
    expect(api.to('POST /api/login')[2]?.body).toEqual({
      id: 'app-1',
      nonce: 'nonce-4',
      signature: await loginSignature(APP.Key, { Nonce: 'nonce-4', Challenge: 'challenge' }),
      license: 'sandbox-license',
    });
    expect(api.to('POST /api/certificate/auth')[0]?.body).toEqual({ certificate_id: 'c-1', pin: '1234' });
    expect(api.to('POST /api/certificate/auth')[0]?.headers.get('Authorization')).toBe('Bearer bearer-1');
    expect(api.to(HASHES)[0]?.body).toEqual({ certificates: [PEM] });
    expect(api.to('POST /api/sign').map((request) => request.body)).toEqual([
      { certificate_id: 'c-1', hash: 'aGFzaDE=', format: 'RAW' },
      { certificate_id: 'c-1', hash: 'aGFzaDI=', format: 'RAW' },
    ]);
    expect(api.to(ACT)[0]?.body).toEqual({
      tcn: 'tcn-1',
      documents: [
        { id: 'doc-1', signature: 'c2lnT0sbmVk' },
        { id: 'doc-2', signature: 'c2lnT0sbmVk' },
      ],
      certificates: [PEM],
    });
    expect(api.to(RESET)).toHaveLength(0);
  });

  it('reuses a remembered app: no registration and no frame when it is already allowed', async () => {
    localStorage.setItem(PLUGIN_APP_STORAGE_KEY, JSON.stringify(APP));
    const api = open(plugin());
    await choosePlugin();
    await enterPin();
    expect(await screen.findByRole('dialog', { name: 'Solicitação enviada' })).toBeTruthy();
    expect(api.to('POST /api/app')).toHaveLength(0);
    expect(api.to('POST /api/login')).toHaveLength(1);
  });

  it('registers again when the plugin no longer knows the remembered app, and asks to authorise it', async () => {
    localStorage.setItem(PLUGIN_APP_STORAGE_KEY, JSON.stringify({ ...APP, Id: 'forgotten' }));
    let logins = 0;
    const api = open(
      plugin({
        'POST /api/login': () =>
          (logins += 1) === 1
            ? { status: 404, body: { Code: 'unknown_app', Message: 'x' } }
            : { status: 403, body: { Code: 'app_not_authorised', Message: 'x' } },
      }),
    );
    await choosePlugin();
    expect(await screen.findByTitle('Autorização do plugin de assinatura')).toBeTruthy();
    expect(api.to('POST /api/app')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(PLUGIN_APP_STORAGE_KEY) ?? 'null')).toEqual(APP);
  });

  it('says a wrong PIN in the modal, without signing', async () => {
    const api = open(
      plugin({ 'POST /api/certificate/auth': { status: 401, body: { Code: 'invalid_pin', Message: 'x' } } }),
    );
    await choosePlugin();
    const dialog = await enterPin('0000');
    expect(await within(dialog).findByText('PIN incorreto.')).toBeTruthy();
    expect(api.to(HASHES)).toHaveLength(0);
    expect(api.to(RESET)).toHaveLength(0);
  });

  it.each([
    ['signing a hash', { 'POST /api/sign': { status: 500, body: { Code: 'token_removed', Message: 'x' } } }],
    ['preparing the hashes', { [HASHES]: { status: 422, body: { message: 'x' } } }],
    ['submitting', { [ACT]: { status: 500, body: { message: 'x' } } }],
  ])('resets the processing state and shows the failure modal when %s fails', async (_step, routes) => {
    const api = open(plugin(routes as Record<string, FakeReply>));
    await choosePlugin();
    await enterPin();
    expect(await screen.findByRole('dialog', { name: 'Falha na assinatura' })).toBeTruthy();
    await waitFor(() => expect(api.to(RESET)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Plugin de assinatura' })).toBeNull();
  });
});
