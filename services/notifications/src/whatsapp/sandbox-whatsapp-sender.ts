import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { WHATSAPP_LANGUAGE_CODES, whatsappTemplateByName } from './templates/whatsapp-templates.js';
import { webhookSignature } from './webhook-signature.util.js';
import {
  WhatsappApiError,
  type CloudStatus,
  type CloudStatusUpdate,
  type CloudTemplateMessage,
  type CloudWebhookBody,
} from './whatsapp-cloud-api.js';
import type { OutgoingWhatsapp, WhatsappSender } from './whatsapp-sender.js';

export interface SandboxWhatsappSettings {
  /** Where accepted messages are kept, one JSON file each. */
  outboxDir: string;
  /** Where status webhooks are posted (the service's webhook route). */
  webhookUrl: string;
  /** Signs the webhooks (`X-Hub-Signature-256`), as Meta does with the app secret. */
  appSecret: string;
  /** The pause before each status of a message. */
  statusDelayMs: number;
  /** The business number id the webhooks name (any digits). */
  phoneNumberId?: string;
}

export interface SandboxLog {
  log(message: string): void;
  warn(message: string): void;
}

/**
 * Demo numbers (documented in the service's README): a number ending in 0000 is accepted and
 * then reported `failed` by webhook (WhatsApp's 131026, "message undeliverable", as for a number
 * without WhatsApp); one ending in 9999 is refused at once (131030, not in the allowed list).
 */
export const SANDBOX_UNDELIVERABLE_SUFFIX = '0000';
export const SANDBOX_REFUSED_SUFFIX = '9999';

/** Attempts at posting one status before the sandbox gives up on it (Meta retries for longer). */
const WEBHOOK_ATTEMPTS = 5;

/**
 * A WhatsApp that runs on this machine: it checks each message as the Cloud API would (number,
 * template, language, parameter counts), answers a `wamid`, keeps the message in a folder and
 * prints its link so a demo can follow it, then posts signed status webhooks: sent, delivered and
 * read, or sent and failed for the undeliverable demo numbers.
 */
export class SandboxWhatsappSender implements WhatsappSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly posts = new Set<Promise<void>>();
  private readonly wakers = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly settings: SandboxWhatsappSettings,
    private readonly logger: SandboxLog,
  ) {}

  async send(message: OutgoingWhatsapp): Promise<{ messageId: string }> {
    this.validate(message.request);
    const messageId = `wamid.${randomBytes(24).toString('base64url')}`;
    const file = await this.keep(messageId, message);
    this.logger.log(
      `WhatsApp to +${message.request.to} "${message.text}" kept in ${resolve(file)}; link: ${message.button?.link ?? 'none'}`,
    );
    const undeliverable = message.request.to.endsWith(SANDBOX_UNDELIVERABLE_SUFFIX);
    const statuses: CloudStatus[] = undeliverable ? ['sent', 'failed'] : ['sent', 'delivered', 'read'];
    this.scheduleStatuses(messageId, message.request.to, statuses);
    return { messageId };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const wake of this.wakers) wake();
    this.wakers.clear();
    await Promise.allSettled([...this.posts]);
  }

  /** The Cloud API's own checks, with its codes. */
  private validate(request: CloudTemplateMessage): void {
    const refuse = (status: number, code: number, text: string): never => {
      throw new WhatsappApiError(`(#${code}) ${text}`, status, code, false);
    };
    if (request.messaging_product !== 'whatsapp' || request.type !== 'template')
      refuse(400, 100, 'Invalid parameter: only whatsapp template messages are accepted');
    if (!/^[1-9]\d{7,14}$/.test(request.to)) refuse(400, 100, `Invalid parameter: "to" ${request.to}`);
    if (request.to.endsWith(SANDBOX_REFUSED_SUFFIX))
      refuse(400, 131030, 'Recipient phone number not in allowed list');
    const template = whatsappTemplateByName(request.template.name);
    const languages = Object.values(WHATSAPP_LANGUAGE_CODES);
    if (!template || !languages.includes(request.template.language.code))
      refuse(404, 132001, `Template name does not exist in the translation: ${request.template.name}`);
    const body = request.template.components.find((component) => component.type === 'body');
    const button = request.template.components.find((component) => component.type === 'button');
    const bodyCount = body?.parameters.length ?? 0;
    if (bodyCount !== template!.params.length)
      refuse(
        400,
        132000,
        `Number of parameters does not match the expected number of params (body: expected ${template!.params.length}, received ${bodyCount})`,
      );
    if (Boolean(button) !== Boolean(template!.button) || (button && button.parameters.length !== 1))
      refuse(400, 132000, 'Number of parameters does not match the expected number of params (button)');
    for (const parameter of [...(body?.parameters ?? []), ...(button?.parameters ?? [])])
      if (!parameter.text || /[\n\t]| {5,}/.test(parameter.text))
        refuse(
          400,
          132018,
          'Parameter text cannot be empty or have new-line/tab characters or more than 4 consecutive spaces',
        );
  }

  private async keep(messageId: string, message: OutgoingWhatsapp): Promise<string> {
    await mkdir(this.settings.outboxDir, { recursive: true });
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const file = join(
      this.settings.outboxDir,
      `${stamp}-${message.jobId.replace(/[^A-Za-z0-9._-]/g, '_')}.json`,
    );
    const copy = {
      id: messageId,
      to: `+${message.request.to}`,
      template: message.request.template.name,
      language: message.request.template.language.code,
      text: message.text,
      button: message.button ?? null,
      request: message.request,
      accepted_at: new Date().toISOString(),
    };
    // Written under a temporary name first: whoever watches the folder never sees half a message.
    await writeFile(`${file}.tmp`, `${JSON.stringify(copy, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    return file;
  }

  private scheduleStatuses(messageId: string, to: string, statuses: CloudStatus[]): void {
    const next = (index: number) => {
      if (this.closed || index >= statuses.length) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const post = this.post(this.statusBody(messageId, to, statuses[index]!)).finally(() =>
          this.posts.delete(post),
        );
        this.posts.add(post);
        void post.then(() => next(index + 1));
      }, this.settings.statusDelayMs);
      timer.unref();
      this.timers.add(timer);
    };
    next(0);
  }

  /** A wait that ends early when the sender closes. */
  private pause(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.wakers.delete(done);
        done();
      }, ms);
      timer.unref();
      this.timers.add(timer);
      this.wakers.add(done);
    });
  }

  private statusBody(messageId: string, to: string, status: CloudStatus): CloudWebhookBody {
    const update: CloudStatusUpdate = {
      id: messageId,
      status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: to,
    };
    if (status === 'failed')
      update.errors = [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'The number is not on WhatsApp (sandbox demo number ending in 0000).' },
        },
      ];
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'sandbox-business-account',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '5511900000000',
                  phone_number_id: this.settings.phoneNumberId ?? '100000000000000',
                },
                statuses: [update],
              },
            },
          ],
        },
      ],
    };
  }

  /** Posts one webhook, signed; retried with backoff while the receiver is down, like Meta does. */
  private async post(body: CloudWebhookBody): Promise<void> {
    const raw = JSON.stringify(body);
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS && !this.closed; attempt += 1) {
      try {
        const response = await fetch(this.settings.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': webhookSignature(raw, this.settings.appSecret),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        this.logger.warn(`sandbox WhatsApp webhook answered ${response.status} (attempt ${attempt})`);
      } catch (error) {
        this.logger.warn(
          `sandbox WhatsApp webhook unreachable: ${(error as Error).message} (attempt ${attempt})`,
        );
      }
      await this.pause(Math.max(this.settings.statusDelayMs, 200) * 2 ** attempt);
    }
  }
}
