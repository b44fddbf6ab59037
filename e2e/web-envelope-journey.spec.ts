// The envelope journey as people live it, in a real browser against every process (identity,
// billing, envelopes and signing with their workers, storage and notification workers, the
// gateway serving the built SPA): a new person signs up and verifies the e-mail, uploads a
// multi-page PDF from the dashboard, goes through the four wizard steps and sends to a signer, an
// approver and a signer in order; each recipient opens the link in the e-mail actually delivered,
// in a browser without a session, and signs or approves; the sender sees the envelope completed
// and the signed documents come down as a zip. Last, the sender signs an envelope addressed to
// herself from her inbox and downloads it from there (the inbox's own routes, no link token).
import type { Page } from 'playwright-core';

import { multiPagePdf, pdfsigVerdicts, pdfText, pollUntil, unzip } from './support/envelope-files.js';
import { mailTo, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import {
  BrowserJourney,
  DOWNLOAD_LINK,
  VIEWER_LINK,
  finish,
  firstPageDrawn,
  heading,
  linkIn,
  openFromMail,
  savedBytes,
  signUpInPages,
  signWith,
  type ViewerWords,
} from './support/web-journey.js';

const stamp = Date.now();
const SENDER = {
  name: 'Sofia Andrade',
  email: `sofia.${stamp}@orbita.example`,
  password: 'Tinteiro-azul-4821',
};
const ANA = { name: 'Ana Signer', email: `ana.${stamp}@cliente.example` };
const BRUNO = { name: 'Bruno Approver', email: `bruno.${stamp}@cliente.example` };
const CAROL = { name: 'Carol Signer', email: `carol.${stamp}@cliente.example` };
const RECIPIENTS = [
  { ...ANA, type: 'signer' },
  { ...BRUNO, type: 'approver' },
  { ...CAROL, type: 'signer' },
] as const;
const ANA_TEXT = 'Ana Maria Souza, CPF 123.456.789-09';
const WORDS: ViewerWords = {
  info: 'Envelope information',
  continue: 'Continue',
  signature: 'Signature',
  creator: 'Create signature',
  drawTab: 'Draw',
  drawingArea: 'Drawing area',
  saveAndUse: 'Save and use',
  terms: /I have read and accept/,
};

const journey = new BrowserJourney('web-journey', 'en-US');
const step = journey.step.bind(journey);
const shot = journey.shot.bind(journey);
let stack: EnvelopeStack;
let sender: Page;
let envelopeId: string;

journey.withStack('web_journey', (started) => {
  stack = started;
});

describe('the envelope journey in the browser', () => {
  step(
    'signs a new person up through the real pages and lands them on the dashboard once verified',
    async () => {
      sender = await journey.newPage();
      await signUpInPages(sender, stack, SENDER, {
        signIn: 'Sign in to your account',
        signUpLink: 'Sign up',
        signUp: 'Create your account',
        name: 'Name',
        email: 'Email',
        password: 'Password',
        create: 'Create account',
        checkEmail: 'Check your email',
        confirmed: 'Email confirmed',
        goToApp: 'Go to Rubrica',
        home: 'Home',
      });
      expect(new URL(sender.url()).pathname).toBe('/business/dashboard');
      await shot(sender, '01-dashboard');
    },
  );

  step(
    'uploads a multi-page PDF and its annex in the dashboard modal, which creates the envelope and opens the wizard',
    async () => {
      await sender.getByRole('button', { name: 'Upload documents' }).click();
      const modal = sender.getByRole('dialog', { name: 'Upload documents' });
      await modal.locator('input[type=file]').setInputFiles([
        {
          name: 'contrato-de-servicos.pdf',
          mimeType: 'application/pdf',
          buffer: await multiPagePdf('Contrato de prestação de serviços', 3),
        },
        {
          name: 'anexo-i.pdf',
          mimeType: 'application/pdf',
          buffer: await multiPagePdf('Anexo I', 1),
        },
      ]);
      await modal.getByRole('list', { name: 'Chosen files' }).getByText('anexo-i.pdf').waitFor();
      await shot(sender, '02-upload-modal');
      await modal.getByRole('button', { name: 'Continue' }).click();

      await sender.waitForURL(/\/business\/envelopes\/[^/]+\/recipients$/);
      envelopeId = new URL(sender.url()).pathname.split('/')[3]!;
      await heading(sender, 'Add the recipients');
    },
  );

  step('adds a signer, an approver and a signer, in that order', async () => {
    // A new sender sees the step's onboarding once (spec §2): three pages.
    const onboarding = sender.getByRole('dialog', { name: 'How to add recipients' });
    await onboarding.waitFor();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Got it' }).click();
    await onboarding.waitFor({ state: 'detached' });
    for (const [index, recipient] of RECIPIENTS.entries()) {
      await sender.getByRole('button', { name: 'New recipient' }).click();
      const row = sender.getByRole('listitem', { name: `Recipient ${index + 1}` });
      await row.getByLabel('Name').fill(recipient.name);
      await row.getByLabel('E-mail').fill(recipient.email);
      await row.getByLabel('Type', { exact: true }).selectOption(recipient.type);
    }
    // Spec §4: with two or more recipients the order is on, routing_order the list position.
    expect(await sender.getByLabel('Set signature order').isChecked()).toBe(true);
    await shot(sender, '03-recipients', true);
    await sender.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(sender, 'Place the fields');
  });

  step("places each signer's signature and the first signer's text field on the pages", async () => {
    const onboarding = sender.getByRole('dialog', { name: 'How to place fields' });
    await onboarding.waitFor();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Got it' }).click();
    await onboarding.waitFor({ state: 'detached' });
    const fields = sender.getByRole('list', { name: 'Fields', exact: true });
    const page1 = sender.getByRole('region', { name: /contrato-de-servicos\.pdf, page 1 of 3/ });
    await page1.waitFor();
    const recipient = sender.locator('#wizard-field-recipient');
    const settings = sender.getByRole('complementary', { name: 'Element settings' });
    // The step opens at its top, where the lower half of page 1 is below the fold. Chromium takes
    // a drag's source from what is under the pointer when the drag starts, so were dragTo to
    // scroll down to its drop point after pressing on an item, the palette item that had scrolled
    // under the pointer would be dropped instead. Page 1 is brought into view first.
    const drop = async (item: string, targetPosition: { x: number; y: number }) => {
      await page1.evaluate((region) => region.scrollIntoView({ block: 'start' }));
      await fields.getByRole('button', { name: item, exact: true }).dragTo(page1, { targetPosition });
    };

    await recipient.selectOption({ label: `${ANA.name} (Signer)` });
    await drop('Signature', { x: 160, y: 620 });
    await drop('Text', { x: 200, y: 300 });
    await settings.getByLabel('Title').fill('Full name and CPF');

    await recipient.selectOption({ label: `${CAROL.name} (Signer)` });
    await drop('Signature', { x: 480, y: 620 });
    expect(await page1.getByTestId('placed-element').count()).toBe(3);
    await shot(sender, '04-fields');
    await sender.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(sender, 'Review and send');
  });

  step('reviews and sends, and the sent modal leads to the sent list', async () => {
    await sender.getByLabel('Message').fill('Please sign the service agreement and its annex.');
    await shot(sender, '05-review', true);
    await sender.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = sender.getByRole('dialog', { name: 'Envelope sent' });
    await sent.waitFor();
    await shot(sender, '06-sent-modal');
    // Spec §2: closing the sent modal goes to the sent list.
    await sent.getByRole('button', { name: 'Close' }).last().click();
    await sender.waitForURL(`${stack.url}/business/documents/sent`);
    await sender
      .getByRole('row')
      .filter({ hasText: 'contrato-de-servicos' })
      .getByText('In progress')
      .waitFor();
  });

  step(
    'lets each recipient act from the e-mail link in a browser without a session, in routing order',
    async () => {
      const ana = await openFromMail(journey, stack, ANA.email, WORDS, 'ana-1-info');
      await firstPageDrawn(ana);
      const text = ana.getByLabel('Full name and CPF');
      await text.fill(ANA_TEXT);
      await text.blur();
      await signWith(ana, WORDS, 'type', () => shot(ana, 'ana-2-signature-creator'));
      await ana.locator('section[data-page="1"]').evaluate((section) => section.scrollIntoView());
      await shot(ana, 'ana-3-filled');
      await finish(ana, WORDS, 'Complete', 'Document signed');
      await shot(ana, 'ana-4-done');

      // Routing order: Carol is told only after Bruno approved.
      const bruno = await openFromMail(journey, stack, BRUNO.email, WORDS, 'bruno-1-info');
      expect(stack.smtp.messages.some((message) => message.to.includes(CAROL.email))).toBe(false);
      await finish(bruno, WORDS, 'Approve', 'Envelope approved');
      await shot(bruno, 'bruno-2-done');

      const carol = await openFromMail(journey, stack, CAROL.email, WORDS, 'carol-1-info');
      await signWith(carol, WORDS, 'draw', () => shot(carol, 'carol-2-signature-creator'));
      await finish(carol, WORDS, 'Complete', 'Document signed');
      await shot(carol, 'carol-3-done');
    },
    180_000,
  );

  step(
    'shows the sender the envelope completed in the sent list, and the signed documents come down as a zip',
    async () => {
      journey.lastPage = sender;
      await sender.goto(`${stack.url}/business/documents/sent/completed`);
      const row = sender.getByRole('row').filter({ hasText: 'contrato-de-servicos' });
      // The signing worker seals the documents after the last signer; the list shows it once done.
      await pollUntil(
        async () => {
          await sender.reload();
          await sender.getByRole('table').or(sender.getByText('No results found.')).first().waitFor();
          return row.isVisible();
        },
        (visible) => visible,
        { timeoutMs: 60_000, everyMs: 500 },
      );
      expect(await row.getByText('Completed').isVisible()).toBe(true);
      await shot(sender, '07-sent-completed');

      // The sender's own download (by id, in the organization): both signed documents in a zip.
      const [download] = await Promise.all([
        sender.waitForEvent('download'),
        row.getByRole('button', { name: 'Download documents' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const entries = unzip(await savedBytes(download));
      expect([...entries.keys()].sort()).toEqual(['anexo-i.pdf', 'contrato-de-servicos.pdf']);
      const contract = await pdfText(entries.get('contrato-de-servicos.pdf')!);
      expect(contract).toContain('Contrato de prestação de serviços: page 1 of 3');
      expect(contract).toContain(ANA_TEXT);
      for (const pdf of entries.values()) {
        const verdicts = await pdfsigVerdicts(pdf);
        expect(verdicts.length).toBeGreaterThan(0);
        expect(verdicts.every((verdict) => verdict === 'Signature is Valid.')).toBe(true);
      }
    },
  );

  step(
    "opens the envelope's detail from the sender's completion e-mail, with the signature page",
    async () => {
      journey.lastPage = sender;
      const detail = `/business/documents/info/${envelopeId}`;
      const message = await mailTo(stack, SENDER.email, detail, 0, 60_000);
      await sender.goto(linkIn(message, detail));
      // Headed by what it is now (it has completed), not by who sent it.
      await heading(sender, 'Completed envelope');
      const facts = sender.getByRole('region', { name: 'Information' });
      await facts.getByText('Completed').waitFor();
      await facts.getByText('Please sign the service agreement and its annex.').waitFor();
      const recipients = sender.getByRole('region', { name: 'Recipients' });
      for (const person of [ANA, BRUNO, CAROL]) await recipients.getByText(person.name).first().waitFor();
      // The documents viewer beside the details shows the signed revision's pages.
      await sender.getByRole('img', { name: 'contrato-de-servicos.pdf, page 3 of 3' }).waitFor();
      await shot(sender, '08-detail', true);

      const [download] = await Promise.all([
        sender.waitForEvent('download'),
        sender.getByRole('button', { name: 'Download signature page' }).first().click(),
      ]);
      const sheet = await savedBytes(download);
      expect(await pdfsigVerdicts(sheet)).toEqual(['Signature is Valid.']);
      const text = await pdfText(sheet);
      for (const person of [ANA, BRUNO, CAROL]) expect(text).toContain(person.name);
    },
  );

  step(
    'gives a recipient the signed documents as a zip on the download page their completion e-mail links to',
    async () => {
      const message = await mailTo(stack, ANA.email, DOWNLOAD_LINK, 0, 60_000);
      const page = await journey.newPage();
      await page.goto(linkIn(message, DOWNLOAD_LINK));
      await heading(page, /contrato-de-servicos/);
      await shot(page, '09-download-page', true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download all signed documents' }).click(),
      ]);
      const entries = unzip(await savedBytes(download));
      expect([...entries.keys()].sort()).toEqual(['anexo-i.pdf', 'contrato-de-servicos.pdf']);
      const contract = await pdfText(entries.get('contrato-de-servicos.pdf')!);
      expect(contract).toContain(ANA_TEXT);
    },
  );

  step(
    'lets the sender, a recipient of her own next envelope, sign it from her inbox and download it there',
    async () => {
      journey.lastPage = sender;
      // Drafted and sent through the API: this step is about the inbox, not the wizard again.
      const api = await signInBrowser(stack, SENDER.email, SENDER.password);
      const organizations = await api.api('GET', '/organizations');
      api.organization = organizations.body.data[0].id;
      const expectCreated = (answer: { status: number; body: unknown }) => {
        if (answer.status !== 201) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
        return answer.body as { id: string };
      };
      const envelope = expectCreated(
        await api.api('POST', '/envelopes', { json: { title: 'Termo de sigilo' } }),
      );
      const document = expectCreated(
        await api.api('POST', `/envelopes/${envelope.id}/documents`, {
          form: fileForm('file', await multiPagePdf('Termo de sigilo', 2), 'application/pdf', 'termo.pdf'),
        }),
      );
      const me = expectCreated(
        await api.api('POST', `/envelopes/${envelope.id}/recipients`, {
          json: { type: 'signer', addressees: [{ value: SENDER.email, name: SENDER.name, identifiers: [] }] },
        }),
      );
      expectCreated(
        await api.api('POST', `/envelopes/${envelope.id}/documents/${document.id}/fields`, {
          json: {
            recipient_id: me.id,
            type: 'signature',
            title: 'Signature',
            is_required: true,
            widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.6, width: 0.3, height: 0.08 }],
          },
        }),
      );
      expect((await api.api('POST', `/envelopes/${envelope.id}/send`, { json: {} })).status).toBe(200);

      // The inbox row carries no token: Sign mints one, then the viewer opens as a member.
      await sender.goto(`${stack.url}/business/documents/inbox`);
      const row = sender.getByRole('row').filter({ hasText: 'Termo de sigilo' });
      await row.getByRole('button', { name: 'Sign' }).click();
      await sender.waitForURL(new RegExp(`${VIEWER_LINK}[^/]+$`));
      await sender
        .getByRole('dialog', { name: 'Envelope information' })
        .getByRole('button', { name: 'Continue' })
        .click();
      await sender.getByRole('button', { name: 'Signature', exact: true }).click();
      const creator = sender.getByRole('dialog', { name: 'Create signature' });
      await creator.getByRole('button', { name: 'Save and use' }).click();
      await creator.waitFor({ state: 'detached' });
      // Until the saved image is shown, Complete only jumps to the field still missing it.
      await sender.getByRole('button', { name: 'Signature', exact: true }).locator('img').waitFor();
      // A member accepted the terms when signing up: no checkbox here.
      expect(await sender.getByLabel(/I have read and accept/).count()).toBe(0);
      await sender.getByRole('button', { name: 'Complete', exact: true }).click();
      await sender.getByRole('dialog', { name: 'Document signed' }).waitFor({ timeout: 45_000 });
      await shot(sender, '10-inbox-signed');

      // Once sealed, the inbox row downloads through the member's own route, by envelope id.
      await pollUntil(
        async () => {
          await sender.goto(`${stack.url}/business/documents/inbox`);
          await row.waitFor();
          return row.getByText('Completed').isVisible();
        },
        (completed) => completed,
        { timeoutMs: 60_000, everyMs: 500 },
      );
      await shot(sender, '11-inbox-completed');
      const downloads: string[] = [];
      sender.on('request', (request) => {
        if (request.url().includes('/download')) downloads.push(new URL(request.url()).pathname);
      });
      const [download] = await Promise.all([
        sender.waitForEvent('download'),
        row.getByRole('button', { name: 'Download documents' }).click(),
      ]);
      expect(downloads).toEqual([`/api/envelopes/${envelope.id}/download`]);
      const signed = await savedBytes(download);
      expect(await pdfsigVerdicts(signed)).toEqual(['Signature is Valid.']);
      expect(await pdfText(signed)).toContain('Termo de sigilo: page 1 of 2');
    },
  );
});
