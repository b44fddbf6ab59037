import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { CloudWebhookBody } from '../whatsapp-cloud-api.js';
import { isValidWebhookSignature } from '../webhook-signature.util.js';
import { RecordWhatsappStatusesUseCase } from './record-whatsapp-statuses.use-case.js';
import { WhatsappWebhookErrorCode, whatsappWebhookError } from './whatsapp-webhook.errors.js';

export interface WhatsappWebhookSettings {
  appSecret: string;
  verifyToken: string;
}

export const WHATSAPP_WEBHOOK_SETTINGS = Symbol('WHATSAPP_WEBHOOK_SETTINGS');

/**
 * WhatsApp's webhook, public through the gateway (`/api/p/notifications/whatsapp`): Meta verifies
 * the address with a GET, then posts statuses signed with the app secret.
 */
@Controller('p/notifications/whatsapp')
export class WhatsappWebhookHttpController {
  constructor(
    @Inject(WHATSAPP_WEBHOOK_SETTINGS) private readonly settings: WhatsappWebhookSettings,
    private readonly recordStatuses: RecordWhatsappStatusesUseCase,
  ) {}

  /** The subscription check: echo `hub.challenge` when the verify token is ours. */
  @Get()
  @Header('content-type', 'text/plain; charset=utf-8')
  verify(@Query() query: Record<string, unknown>): string {
    const challenge = query['hub.challenge'];
    if (
      query['hub.mode'] !== 'subscribe' ||
      query['hub.verify_token'] !== this.settings.verifyToken ||
      typeof challenge !== 'string' ||
      !challenge
    )
      throw whatsappWebhookError(WhatsappWebhookErrorCode.NotVerified);
    return challenge;
  }

  /** Statuses: only a body signed with the app secret is read; anything else changes nothing. */
  @Post()
  @HttpCode(200)
  async receive(
    @Req() request: Request & { rawBody?: Buffer },
    @Body() body: unknown,
  ): Promise<{ received: number }> {
    const signature = request.headers['x-hub-signature-256'];
    if (
      !isValidWebhookSignature(
        request.rawBody,
        typeof signature === 'string' ? signature : undefined,
        this.settings.appSecret,
      )
    )
      throw whatsappWebhookError(WhatsappWebhookErrorCode.InvalidSignature);
    if (
      typeof body !== 'object' ||
      body === null ||
      (body as CloudWebhookBody).object !== 'whatsapp_business_account'
    )
      return { received: 0 };
    return { received: await this.recordStatuses.execute(body as CloudWebhookBody) };
  }
}
