import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  GatewayCaller,
  parseInput,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '@rubrica/service-kit';
import type { MessageLocale } from '@rubrica/errors';
import type { Response } from 'express';
import { invoiceListQuerySchema, replaceCardSchema, subscribeBodySchema } from './subscription.schemas.js';
import { PayerLocale } from './payer-locale.decorator.js';
import { PaymentBody } from './payment-body.decorator.js';
import type { PaymentRequest, PlanPaymentRequest } from './payment-starter.js';
import { CreditCardUseCase } from './use-cases/card/credit-card.use-case.js';
import { CancelSubscriptionUseCase } from './use-cases/cancel-subscription/cancel-subscription.use-case.js';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case.js';
import { InvoicesUseCase } from './use-cases/invoices/invoices.use-case.js';
import { StartPaymentUseCase } from './use-cases/start-payment/start-payment.use-case.js';

/**
 * The subscription of the organization the gateway verified (organization and commercial areas
 * §7). Any member may read it: the sidebar and the envelope wizard show the remaining signatures
 * to everyone (workspace §layout, envelopes §2). Paying, changing and cancelling, invoices and the
 * card are for the owner or a member holding manage_billing (§6).
 */
@Controller('subscription')
@RequireOrganization()
export class SubscriptionHttpController {
  constructor(
    private readonly getSubscription: GetSubscriptionUseCase,
    private readonly payments: StartPaymentUseCase,
    private readonly cancelSubscription: CancelSubscriptionUseCase,
    private readonly invoices: InvoicesUseCase,
    private readonly cards: CreditCardUseCase,
  ) {}

  @Get()
  get(@GatewayCaller() caller: OrganizationCaller) {
    return this.getSubscription.execute(caller.organizationId);
  }

  @Put('subscribe')
  @RequirePermission('manage_billing')
  subscribe(
    @GatewayCaller() caller: OrganizationCaller,
    @PaymentBody(subscribeBodySchema) { plan, ...input }: PlanPaymentRequest,
  ) {
    return this.payments.subscribe(caller, plan, input);
  }

  @Post('reactivate')
  @HttpCode(200)
  @RequirePermission('manage_billing')
  reactivate(@GatewayCaller() caller: OrganizationCaller, @PaymentBody() input: PaymentRequest) {
    return this.payments.reactivate(caller, input);
  }

  @Delete('cancel')
  @HttpCode(204)
  @RequirePermission('manage_billing')
  async cancel(@GatewayCaller() caller: OrganizationCaller): Promise<void> {
    await this.cancelSubscription.execute(caller);
  }

  @Get('invoices')
  @RequirePermission('manage_billing')
  listInvoices(@GatewayCaller() caller: OrganizationCaller, @Query() query: unknown) {
    return this.invoices.list(caller, parseInput(invoiceListQuerySchema, query, 'query'));
  }

  @Get('invoices/pending')
  @RequirePermission('manage_billing')
  pendingInvoice(@GatewayCaller() caller: OrganizationCaller) {
    return this.invoices.pending(caller);
  }

  @Post('invoices')
  @HttpCode(200)
  @RequirePermission('manage_billing')
  createInvoice(@GatewayCaller() caller: OrganizationCaller, @PaymentBody() input: PaymentRequest) {
    return this.payments.payOpenSubscription(caller, input);
  }

  @Post('invoices/renew')
  @HttpCode(200)
  @RequirePermission('manage_billing')
  renewInvoice(@GatewayCaller() caller: OrganizationCaller, @PaymentBody() input: PaymentRequest) {
    return this.payments.renew(caller, input);
  }

  @Delete('invoices')
  @HttpCode(204)
  @RequirePermission('manage_billing')
  async cancelPendingInvoice(@GatewayCaller() caller: OrganizationCaller): Promise<void> {
    await this.invoices.cancelPending(caller);
  }

  @Get('invoices/:id/pdf')
  @RequirePermission('manage_billing')
  async invoicePdf(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
    @PayerLocale() locale?: MessageLocale,
  ): Promise<StreamableFile> {
    const { number, pdf } = await this.invoices.pdf(caller, id, locale);
    response.setHeader('content-disposition', `attachment; filename="fatura-${number}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf' });
  }

  @Get('credit-card-data')
  @RequirePermission('manage_billing')
  card(@GatewayCaller() caller: OrganizationCaller) {
    return this.cards.get(caller);
  }

  @Put('credit-card-data')
  @RequirePermission('manage_billing')
  replaceCard(@GatewayCaller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.cards.replace(caller, parseInput(replaceCardSchema, body).card.token);
  }

  @Delete('credit-card-data')
  @HttpCode(204)
  @RequirePermission('manage_billing')
  async forgetCard(@GatewayCaller() caller: OrganizationCaller): Promise<void> {
    await this.cards.forget(caller);
  }
}
