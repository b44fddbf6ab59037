import * as oidc from 'openid-client';
import { Browser, pkceAuthorizationUrl, readForm, useIdentity, webClient } from './auth-harness.js';

const identity = useIdentity('auth_pages');

async function loginPage(browser: Browser, extra: Record<string, string> = {}): Promise<string> {
  const web = await webClient(identity);
  const { response } = await browser.follow(await pkceAuthorizationUrl(identity, web, extra));
  return response.text();
}

describe('localized pages', () => {
  it('carry their stylesheet unescaped (escaped quotes would void the font rules)', async () => {
    const page = await loginPage(new Browser(identity.url));
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toContain('"Segoe UI"');
    expect(style).not.toContain('&quot;');
  });

  it('speak Brazilian Portuguese by default', async () => {
    const page = await loginPage(new Browser(identity.url));
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Entre na sua conta');
    expect(page).toContain('Esqueci minha senha');
  });

  it('follow ui_locales of the authorization request', async () => {
    const page = await loginPage(new Browser(identity.url), { ui_locales: 'es' });
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Inicie sesión en su cuenta');
  });

  it('follow Accept-Language by quality', async () => {
    const response = await new Browser(identity.url, {
      'accept-language': 'fr;q=1, en;q=0.8, es;q=0.5',
    }).request('/oidc/forgot-password');
    expect(await response.text()).toContain('Reset your password');
  });

  it('follow ?lang= and remember it in the rubrica_lang cookie', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const first = await browser.request('/oidc/sign-up?lang=es');
    expect(await first.text()).toContain('Cree su cuenta');
    expect(browser.cookie('rubrica_lang')).toBe('es');
    const next = await browser.request('/oidc/forgot-password');
    expect(await next.text()).toContain('Restablecer su contraseña');
  });

  it('offer a language switcher pointing at the same page', async () => {
    const page = await (await new Browser(identity.url).request('/oidc/forgot-password')).text();
    expect(page).toContain('href="/oidc/forgot-password?lang=en"');
    expect(page).toContain('href="/oidc/forgot-password?lang=es"');
    expect(page).toMatch(/lang="pt-BR"\s+aria-current="true"\s*>\s*Português/);
  });

  it("wear the web app's look: its favicon, logo mark and a language menu", async () => {
    for (const path of ['/oidc/sign-up', '/oidc/forgot-password']) {
      const page = await (await new Browser(identity.url).request(path)).text();
      expect(page).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
      expect(page).toContain('<svg class="mark" viewBox="0 0 32 32"');
      expect(page).toMatch(/<nav class="languages" aria-label="Idioma">\s*<details>\s*<summary>/);
      expect(page).toContain('--primary:#3048c8');
    }
  });

  it('render the error page localized for a broken authorization request', async () => {
    const response = await new Browser(identity.url, { 'accept-language': 'en' }).request(
      '/oidc/auth?client_id=nope&response_type=code&scope=openid',
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Something went wrong');
    expect(page).toContain('invalid_client');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('show no English from the authorization server on a page in Portuguese or Spanish', async () => {
    for (const [language, heading] of [
      ['pt-BR', '<html lang="pt-BR">'],
      ['es', '<html lang="es">'],
    ] as const) {
      const response = await new Browser(identity.url, { 'accept-language': language }).request(
        '/oidc/auth?client_id=nope&response_type=code&scope=openid',
      );
      const page = await response.text();
      expect(page).toContain(heading);
      expect(page).toContain('invalid_client');
      expect(page).not.toMatch(/client is invalid|Something went wrong/i);
    }
  });

  it('render the expired page for an unknown interaction', async () => {
    const response = await new Browser(identity.url, { 'accept-language': 'es' }).request(
      '/oidc/interaction/unknown',
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Esta página ha vencido');
  });
});

describe('the sign-out step of a browser no longer signed in', () => {
  it('sends its form with a served script, never an inline one, and lands at the app', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const web = await webClient(identity);
    const end = oidc.buildEndSessionUrl(web, { post_logout_redirect_uri: `${identity.url}/` });
    const { response } = await browser.follow(end.toString());
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const page = await response.text();
    expect(page).toContain('Signing you out of Rubrica');
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const src = /<script src="([^"]+)"/.exec(page)?.[1];
    expect(src).toBe('/oidc/assets/sign-out.js');

    const script = await browser.request(src!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("getElementById('op.logoutForm').submit()");

    // What the script does, and the button does without scripts.
    const form = readForm(page, 'op.logoutForm');
    expect(form.fields.logout).toBe('yes');
    const confirmed = await browser.request(form.action, { form: form.fields });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${identity.url}/`);
  });
});
