import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * How long a browser step waits for a page, a dialog or an answer before failing. Generous on
 * purpose: every process of the stack shares two cores with the rest of the suite, and a server
 * round trip that takes a second alone has taken over 20 s under that load. A broken step still
 * fails, only later.
 */
export const BROWSER_WAIT_MS = 45_000;

/** Debian's Chromium, headless, with nothing reaching out to the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** The authorization server's sign-in form: fill it and send it. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^(Email|E-mail|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Senha|Contraseña)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Entrar|Iniciar sesión)$/ }).click();
}
