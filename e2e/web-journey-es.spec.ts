// The envelope journey in Spanish, in a real browser against every process: a new person signs
// up, uploads a PDF, adds one recipient of each kind (a signer, an approver, a viewer and an
// in-person signer, in that order) and sends; the signer, the approver and the viewer act from
// their e-mails, the in-person signer signs on the sender's device; the sender downloads the sealed
// document. Every page is in Spanish: the texts a Spanish reader needs are checked, and no page
// shows a word that only Portuguese uses.
import type { Page } from 'playwright-core';

import { multiPagePdf, pdfsigVerdicts, pdfText, pollUntil } from './support/envelope-files.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import {
  BrowserJourney,
  dismissOnboarding,
  finish,
  heading,
  openFromMail,
  savedBytes,
  signUpInPages,
  signWith,
  type ViewerWords,
} from './support/web-journey.js';
import { expectNoPortuguese } from './support/visible-language.js';

const stamp = Date.now();
const SENDER = {
  name: 'Lucía Fernández',
  email: `lucia.${stamp}@sol.example`,
  password: 'Tinteiro-azul-4821',
};
const ANA = {
  name: 'Ana Firmante',
  email: `ana.${stamp}@cliente.example`,
  type: 'signer',
  label: 'Firmante',
};
const BRUNO = { name: 'Bruno Aprobador', email: `bruno.${stamp}@cliente.example`, type: 'approver' };
const CARLA = { name: 'Carla Observadora', email: `carla.${stamp}@cliente.example`, type: 'carbon-copy' };
const DIEGO = {
  name: 'Diego Presencial',
  email: `diego.${stamp}@cliente.example`,
  type: 'in-person-signer',
  label: 'Firmante presencial',
};
const FILE = 'contrato-de-servicios.pdf';
const WORDS: ViewerWords = {
  info: 'Información del sobre',
  continue: 'Continuar',
  signature: 'Firma',
  creator: 'Crear firma',
  drawTab: 'Dibujar',
  drawingArea: 'Área de dibujo',
  saveAndUse: 'Guardar y usar',
  terms: /He leído y acepto/,
};

const journey = new BrowserJourney('web-journey-es', 'es-ES');
let stack: EnvelopeStack;
let sender: Page;

const ONBOARDING = { next: 'Siguiente', done: 'Entendido' };

journey.withStack('web_journey_es', (started) => {
  stack = started;
});

describe('the envelope journey in Spanish', () => {
  journey.step('signs a new person up in Spanish and lands them on the home page', async () => {
    sender = await journey.newPage();
    await signUpInPages(
      sender,
      stack,
      SENDER,
      {
        signIn: 'Inicie sesión en su cuenta',
        signUpLink: 'Crear cuenta',
        signUp: 'Cree su cuenta',
        name: 'Nombre',
        email: 'Correo electrónico',
        password: 'Contraseña',
        create: 'Crear cuenta',
        checkEmail: 'Revise su correo electrónico',
        confirmed: 'Correo electrónico confirmado',
        goToApp: 'Ir a Rubrica',
        home: 'Inicio',
      },
      () => expectNoPortuguese(sender),
    );
    await expectNoPortuguese(sender);
  });

  journey.step('uploads a PDF and adds a signer, an approver, a viewer and an in-person signer', async () => {
    await sender.getByRole('button', { name: 'Subir documentos' }).click();
    const modal = sender.getByRole('dialog', { name: 'Subir documentos' });
    await modal.locator('input[type=file]').setInputFiles({
      name: FILE,
      mimeType: 'application/pdf',
      buffer: await multiPagePdf('Contrato de servicios', 2),
    });
    await modal.getByRole('list', { name: 'Archivos elegidos' }).getByText(FILE).waitFor();
    await expectNoPortuguese(sender);
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await sender.waitForURL(/\/business\/envelopes\/[^/]+\/recipients$/);
    await heading(sender, 'Agregue los destinatarios');

    await dismissOnboarding(sender, 'Cómo agregar destinatarios', 2, ONBOARDING);
    for (const [index, recipient] of [ANA, BRUNO, CARLA, DIEGO].entries()) {
      await sender.getByRole('button', { name: 'Nuevo destinatario' }).click();
      const row = sender.getByRole('listitem', { name: `Destinatario ${index + 1}` });
      await row.getByLabel('Nombre').fill(recipient.name);
      await row.getByLabel('Tipo', { exact: true }).selectOption(recipient.type);
      await row.getByLabel('Correo electrónico', { exact: true }).fill(recipient.email);
    }
    expect(await sender.getByLabel('Definir orden de firma').isChecked()).toBe(true);
    await expectNoPortuguese(sender);
    await journey.shot(sender, '01-recipients', true);
    await sender.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await heading(sender, 'Coloque los campos');
  });

  journey.step('places a signature for each signer, reviews in Spanish and sends', async () => {
    await dismissOnboarding(sender, 'Cómo colocar campos', 1, ONBOARDING);
    const fields = sender.getByRole('list', { name: 'Campos', exact: true });
    const page1 = sender.getByRole('region', { name: new RegExp(`${FILE}, página 1 de 2`) });
    await page1.waitFor();
    // Page 1 in view before each drag: Chromium takes the dragged item from under the pointer.
    const drop = async (targetPosition: { x: number; y: number }) => {
      await page1.evaluate((region) => region.scrollIntoView({ block: 'start' }));
      await fields.getByRole('button', { name: 'Firma', exact: true }).dragTo(page1, { targetPosition });
    };
    const recipient = sender.locator('#wizard-field-recipient');
    await recipient.selectOption({ label: `${ANA.name} (${ANA.label})` });
    await drop({ x: 160, y: 620 });
    await recipient.selectOption({ label: `${DIEGO.name} (${DIEGO.label})` });
    await drop({ x: 480, y: 620 });
    expect(await page1.getByTestId('placed-element').count()).toBe(2);
    await expectNoPortuguese(sender);
    await sender.getByRole('button', { name: 'Siguiente', exact: true }).click();

    await heading(sender, 'Revise y envíe');
    await sender.getByLabel('Mensaje').fill('Por favor, firme el contrato de servicios.');
    await expectNoPortuguese(sender);
    await journey.shot(sender, '02-review', true);
    await sender.getByRole('button', { name: 'Enviar', exact: true }).click();
    const sent = sender.getByRole('dialog', { name: 'Sobre enviado' });
    await sent.getByText('Se notificó a los destinatarios.', { exact: false }).waitFor();
    await sent.getByRole('button', { name: 'Cerrar' }).last().click();
    await sender
      .getByRole('row')
      .filter({ hasText: 'contrato-de-servicios' })
      .getByText('En curso')
      .waitFor();
    await expectNoPortuguese(sender);
  });

  journey.step(
    'lets the signer, the approver and the viewer act from their e-mails, in Spanish',
    async () => {
      const ana = await openFromMail(journey, stack, ANA.email, WORDS);
      await expectNoPortuguese(ana);
      await signWith(ana, WORDS, 'type', () => expectNoPortuguese(ana));
      await finish(ana, WORDS, 'Completar', 'Documento firmado');
      await ana.getByText('Su firma quedó registrada.').waitFor();
      await expectNoPortuguese(ana);

      const bruno = await openFromMail(journey, stack, BRUNO.email, WORDS);
      await finish(bruno, WORDS, 'Aprobar', 'Sobre aprobado');
      await expectNoPortuguese(bruno);

      const carla = await openFromMail(journey, stack, CARLA.email, WORDS);
      await finish(carla, WORDS, 'Confirmar seguimiento', 'Seguimiento confirmado');
      await expectNoPortuguese(carla);
      await journey.shot(carla, '03-viewer-followed');
    },
    180_000,
  );

  journey.step("lets the in-person signer sign on the sender's device", async () => {
    journey.lastPage = sender;
    await sender.goto(`${stack.url}/business/envelopes/face-to-face`);
    await heading(sender, 'Firma presencial');
    const signAs = sender.getByRole('button', { name: `Firmar como ${DIEGO.name}` });
    // Diego's turn comes once the viewer has confirmed (routing order).
    await pollUntil(
      async () => {
        await sender.reload();
        await heading(sender, 'Firma presencial');
        return signAs.isVisible();
      },
      (visible) => visible,
      { timeoutMs: 60_000, everyMs: 1000 },
    );
    await expectNoPortuguese(sender);
    await signAs.click();
    await sender.waitForURL(/\/business\/envelopes\/face-to-face\/[^/]+$/);
    await signWith(sender, WORDS, 'draw');
    await expectNoPortuguese(sender);
    await journey.shot(sender, '04-in-person');
    await finish(sender, WORDS, 'Firmar', 'Documento firmado');
  });

  journey.step('shows the envelope completed and downloads the sealed document', async () => {
    await sender.goto(`${stack.url}/business/documents/sent/completed`);
    const row = sender.getByRole('row').filter({ hasText: 'contrato-de-servicios' });
    // The signing worker seals the document after the last signer; the list shows it once done.
    await pollUntil(
      async () => {
        await sender.reload();
        await sender
          .getByRole('table')
          .or(sender.getByText('No se encontraron resultados.'))
          .first()
          .waitFor();
        return row.isVisible();
      },
      (visible) => visible,
      { timeoutMs: 60_000, everyMs: 500 },
    );
    await row.getByText('Completado').waitFor();
    await expectNoPortuguese(sender);
    await journey.shot(sender, '05-completed');
    const [download] = await Promise.all([
      sender.waitForEvent('download'),
      row.getByRole('button', { name: 'Descargar documentos' }).click(),
    ]);
    const sealed = await savedBytes(download);
    expect(await pdfsigVerdicts(sealed)).toEqual(['Signature is Valid.']);
    expect(await pdfText(sealed)).toContain('Contrato de servicios: page 1 of 2');
  });
});
