import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { z } from '@rubrica/config';
import { AppError, DEFAULT_MESSAGE_LOCALE, matchMessageLocale } from '@rubrica/errors';
import { parseInput } from '@rubrica/service-kit';
import type { Response } from 'express';
import { billingError } from '../../billing-domain.error.js';
import { cardBrand, cardOutcome, passesLuhn } from './sandbox-cards.js';
import { sandboxCheckoutPage } from './sandbox-checkout-page.js';
import { SandboxPaymentProvider } from './sandbox.provider.js';

/** §5 "Wizard card": holder, a valid 16-digit number, 3-digit CVV, month up to 12, 4-digit year. */
const cardSchema = z.object({
  holder_name: z.string().trim().min(1).max(100),
  number: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{16}$/)),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/),
});

const tokenSchema = z.object({ token: z.string().min(1).max(100) });

/**
 * The sandbox provider's public side, at our own origin through the gateway
 * (`/api/p/billing/sandbox/...`): its hosted checkout page, card tokenization, and paying a charge
 * with a token or by boleto. Served only while PAYMENT_PROVIDER is `sandbox`.
 */
/** The shape of the sandbox's charge ids (`ch_` and 24 hex digits); anything else names no charge. */
const CHARGE_ID = /^ch_[0-9a-f]{24}$/;

@Controller('p/billing/sandbox')
export class SandboxCheckoutHttpController {
  constructor(private readonly sandbox: SandboxPaymentProvider) {}

  @Get('checkout/:id')
  @Header('content-type', 'text/html; charset=utf-8')
  async page(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const charge = CHARGE_ID.test(id) ? await this.sandbox.charge(id) : undefined;
    if (!charge) throw billingError('invoice.not_found');
    const nonce = randomBytes(16).toString('base64');
    response.setHeader(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    return sandboxCheckoutPage(
      {
        id: charge.id,
        description: (await this.sandbox.describe(id)) ?? '',
        amountCents: charge.amount_cents,
        status: charge.status,
        method: charge.method,
        failureReason: charge.failure_reason,
        returnUrl: (await this.sandbox.returnUrlOf(id)) ?? null,
        boleto:
          charge.boleto_line && charge.due_at
            ? { line: charge.boleto_line, barcode: charge.boleto_barcode ?? '', dueAt: charge.due_at }
            : null,
        locale: matchMessageLocale(charge.locale) ?? DEFAULT_MESSAGE_LOCALE,
      },
      nonce,
    );
  }

  /** Tokenization: the card number stops here; what leaves is a token. */
  @Post('tokens')
  @HttpCode(200)
  async tokenize(@Body() body: unknown): Promise<{ token: string; brand: string; last4: string }> {
    const card = parseInput(cardSchema, body);
    if (!passesLuhn(card.number)) throw AppError.coded('number', 'validation.invalid');
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);
    const token = await this.sandbox.tokenize({
      brand,
      last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      outcome: cardOutcome(card.number, card.exp_month, card.exp_year),
    });
    return { token, brand, last4 };
  }

  @Post('checkout/:id/pay')
  @HttpCode(200)
  async pay(@Param('id') id: string, @Body() body: unknown) {
    const { token } = parseInput(tokenSchema, body);
    if (!CHARGE_ID.test(id)) throw billingError('invoice.none_pending');
    const status = await this.sandbox.payWithCard(id, token);
    if (status === 'unknown') throw billingError('invoice.none_pending');
    const charge = await this.sandbox.charge(id);
    return { status, failure_reason: charge?.failure_reason ?? null };
  }

  @Post('checkout/:id/boleto')
  @HttpCode(200)
  boleto(@Param('id') id: string) {
    return this.moveCharge(id, (charge) => this.sandbox.issueBoleto(charge), 'pending');
  }

  /** A demo's stand-in for the bank: the boleto is paid. */
  @Post('checkout/:id/boleto/settle')
  @HttpCode(200)
  settle(@Param('id') id: string) {
    return this.moveCharge(id, (charge) => this.sandbox.settleBoleto(charge), 'paid');
  }

  /** Moves the charge to `status`; a malformed id, or a charge that cannot move so, has no invoice pending. */
  private async moveCharge(id: string, move: (chargeId: string) => Promise<boolean>, status: string) {
    if (!CHARGE_ID.test(id) || !(await move(id))) throw billingError('invoice.none_pending');
    return { status };
  }
}
