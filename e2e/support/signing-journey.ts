// A sender's envelope with simple signers, driven through the gateway as the SPA and the
// recipients' browsers drive it: draft, a PDF, one signature field per signer, send, then each
// signer acts from the link in the e-mail they were sent, in routing order. Calls retry while the
// gateway or a service is away (the fault harness kills them), so a journey only fails on a real
// refusal, and a retried action that had already gone through is taken as done.
import type { ParsedMessage, TestSmtpServer } from '@rubrica/testing';
import type { Answer, LooseJson } from './api-client.js';
import { BrowserClient } from './browser-client.js';
import { docx, multiPagePdf, pollUntil } from './envelope-files.js';
import { signInBrowser, signUpThroughPages, type Account, type PagesStack } from './identity-stack.js';
import { fileForm, pngImage } from './png-image.js';

export const VIEWER_LINK = '/business/envelopes/viewer/';

export interface Signer {
  name: string;
  email: string;
}

type Call = Parameters<BrowserClient['api']>;

/**
 * Answers that mean "ask again later": the process behind the gateway is away (502-504), a
 * dependency was (a 500 while a server restarts), or the caller is throttled (429).
 */
const TRANSIENT = new Set([429, 500, 502, 503, 504]);

/** `client.api(...)`, asked again while the network or a process is down (up to `patienceMs`). */
export async function patientCall(
  client: BrowserClient,
  patienceMs: number,
  ...args: Call
): Promise<Answer<LooseJson>> {
  const deadline = Date.now() + patienceMs;
  for (let attempt = 0; ; attempt += 1) {
    let answer: Answer<LooseJson> | undefined;
    let failure: unknown;
    try {
      answer = await client.api(...args);
    } catch (error) {
      failure = error;
    }
    if (answer && !TRANSIENT.has(answer.status)) return answer;
    if (Date.now() > deadline)
      throw new Error(
        `${args[0]} ${args[1]}: no answer in ${patienceMs} ms (${answer ? answer.status : String(failure)})`,
      );
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * (attempt + 1))));
  }
}

function expectStatus(answer: Answer<LooseJson>, statuses: number[], what: string): void {
  if (!statuses.includes(answer.status))
    throw new Error(
      `${what}: expected ${statuses.join(' or ')}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
}

/** Signs the sender up through the pages, signs in and makes their organization. */
export async function signedInSender(stack: PagesStack, account: Account): Promise<BrowserClient> {
  await signUpThroughPages(stack, account);
  const sender = await signInBrowser(stack, account.email, account.password);
  const organization = await sender.api('POST', '/organizations', { json: { name: `${account.name} Ltda` } });
  expectStatus(organization, [201], 'POST /organizations');
  sender.organization = organization.body.id;
  return sender;
}

export interface SentEnvelope {
  id: string;
  signers: Signer[];
  /** The answer to the PDF's upload (POST documents). */
  document: LooseJson;
}

export interface SendOptions {
  /** How long calls are retried while the gateway or a service is away. */
  patienceMs?: number;
  /** Also a DOCX, converted to PDF by the storage worker before the envelope is sent. */
  officeDocument?: boolean;
  /** action_reminder_frequency, in hours. */
  reminderEvery?: 24 | 72 | 120;
  /** The PDF to send (`contrato.pdf`); a one-page PDF made from the title when absent. */
  pdf?: Buffer;
}

/** Drafts, fills and sends an envelope with one PDF and `signers` in routing order. */
export async function sendEnvelope(
  sender: BrowserClient,
  title: string,
  signers: Signer[],
  options: SendOptions = {},
): Promise<SentEnvelope> {
  const patienceMs = options.patienceMs ?? 60_000;
  const call = (...args: Call) => patientCall(sender, patienceMs, ...args);
  const created = await call('POST', '/envelopes', { json: { title, message: 'Por favor, assine.' } });
  expectStatus(created, [201], 'POST /envelopes');
  const id = created.body.id as string;
  if (options.reminderEvery) {
    const updated = await call('PATCH', `/envelopes/${id}`, {
      // A reminder needs a deadline (section 5); a month away, so none expires during a test.
      json: {
        action_reminder_frequency: options.reminderEvery,
        expire_at: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
      },
    });
    expectStatus(updated, [200], 'PATCH envelope');
  }
  const pdf = await call('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', options.pdf ?? (await multiPagePdf(title, 1)), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(pdf, [201], 'POST documents');
  if (options.officeDocument) {
    const word = await call('POST', `/envelopes/${id}/documents`, {
      form: fileForm(
        'file',
        docx(`Anexo de ${title}`),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'anexo.docx',
      ),
    });
    expectStatus(word, [201], 'POST office document');
    type Document = { name: string; conversion_status: string | null; conversion_error: string | null };
    const settled = await pollUntil(
      async () => (await call('GET', `/envelopes/${id}?extended=1`)).body as { documents?: Document[] },
      (body) => !!body.documents?.every((document) => document.conversion_status !== 'converting'),
      { timeoutMs: patienceMs, everyMs: 500 },
    );
    const failed = settled.documents!.find((document) => document.conversion_status === 'failed');
    if (failed) throw new Error(`${failed.name} was not converted: ${failed.conversion_error}`);
  }
  for (const [index, signer] of signers.entries()) {
    const recipient = await call('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: 'signer',
        routing_order: index + 1,
        addressees: [{ value: signer.email, name: signer.name, identifiers: [] }],
      },
    });
    expectStatus(recipient, [201], 'POST recipients');
    const field = await call('POST', `/envelopes/${id}/documents/${pdf.body.id}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        title: `Assinatura de ${signer.name}`,
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1 + index * 0.2, width: 0.25, height: 0.05 }],
      },
    });
    expectStatus(field, [201], 'POST fields');
  }
  const sent = await call('POST', `/envelopes/${id}/send`, { json: {} });
  // A send retried after the gateway died under it finds the envelope sent already.
  if (sent.status !== 200) {
    const now = await call('GET', `/envelopes/${id}`);
    if (now.body?.state !== 'in-transit' && now.body?.state !== 'completed')
      expectStatus(sent, [200], 'POST send');
  }
  return { id, signers, document: pdf.body };
}

/** The action token in the viewer link of an e-mail. */
export function tokenOf(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

/** The first e-mail to `address` with a viewer link. */
export function invitationTo(
  smtp: TestSmtpServer,
  address: string,
  timeoutMs: number,
): Promise<ParsedMessage> {
  return smtp.waitForMessage(
    (message) =>
      message.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
      message.links.some((link) => link.includes(VIEWER_LINK)),
    timeoutMs,
  );
}

/**
 * The signer opens their link, saves a signature image and signs; done at once when the link no
 * longer acts because this signer's signature went through already (a retry after a crash).
 */
export async function signFromEmail(stack: PagesStack, signer: Signer, timeoutMs = 60_000): Promise<void> {
  const token = tokenOf(await invitationTo(stack.smtp, signer.email, timeoutMs));
  const visitor = new BrowserClient(stack.url);
  const call = (...args: Call) => patientCall(visitor, timeoutMs, ...args);
  const view = await call('GET', `/p/envelopes/recipients/${token}`);
  expectStatus(view, [200], `${signer.email} opens the envelope`);
  if (!view.body.recipient?.can_act) return;
  const saved = await call('POST', `/p/signature-profiles/${token}/signature`, {
    form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
  });
  expectStatus(saved, [200], `${signer.email} saves a signature`);
  const acted = await call('POST', `/p/envelopes/recipients/${token}`, { json: {} });
  if (acted.status === 202) return;
  // Asked again after a crash that came after the signature was taken: the link says so (or,
  // once the envelope is finished, is dead: 400).
  const after = await call('GET', `/p/envelopes/recipients/${token}`);
  if ((after.status === 200 && after.body.recipient?.can_act === false) || after.status === 400) return;
  expectStatus(acted, [202], `${signer.email} signs`);
}

/** A signer holding `token` saves a signature image and signs through the link, without a session. */
export async function signThroughLink(gatewayUrl: string, token: string): Promise<void> {
  const visitor = new BrowserClient(gatewayUrl);
  const saved = await visitor.api('POST', `/p/signature-profiles/${token}/signature`, {
    form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
  });
  expectStatus(saved, [200], 'saving a signature');
  expectStatus(await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} }), [202], 'signing');
}
