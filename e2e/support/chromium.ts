import { chromium, type Browser, type Page } from 'playwright-core';

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
