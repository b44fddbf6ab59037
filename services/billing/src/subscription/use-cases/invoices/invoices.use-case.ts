import { Injectable } from '@nestjs/common';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '@rubrica/errors';
import { DEFAULT_PER_PAGE, paginated, type OrganizationCaller, type Paginated } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { billingError } from '../../../billing-domain.error.js';
import { PaymentProviderCalls } from '../../../payments/payment-provider-calls.js';
import { renderInvoicePdf } from '../../invoice-pdf.js';
import { presentInvoice } from '../../invoice.presenter.js';
import { publishSubscriptionChanged } from '../../publish-subscription-changed.js';
import type { InvoiceAnswer } from '../../subscription.schemas.js';
import { subscriptionStore, type InvoiceRecord } from '../../subscription.store.js';

/**
 * The organization's invoices (§7): a page of them (`q`, `page`), the pending one, cancelling it,
 * and one as a PDF. Another organization's invoice is unknown here (404).
 */
@Injectable()
export class InvoicesUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProviderCalls,
  ) {}

  async list(
    caller: OrganizationCaller,
    query: { q?: string; page: number },
  ): Promise<Paginated<InvoiceAnswer>> {
    const { invoices, total } = await subscriptionStore.invoicePage(
      this.dataSource.manager,
      caller.organizationId,
      {
        q: query.q,
        page: query.page,
        perPage: DEFAULT_PER_PAGE,
      },
    );
    return paginated(invoices.map(presentInvoice), {
      page: query.page,
      perPage: DEFAULT_PER_PAGE,
      total,
      query: { q: query.q },
    });
  }

  /** §8 "Pending invoice failure: treated as none": 404 when there is none. */
  async pending(caller: OrganizationCaller): Promise<InvoiceAnswer> {
    const open = await subscriptionStore.openInvoice(this.dataSource.manager, caller.organizationId);
    if (!open) throw billingError('invoice.none_pending');
    return presentInvoice(open);
  }

  private async one(caller: OrganizationCaller, id: string): Promise<InvoiceRecord> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw billingError('invoice.not_found');
    const invoice = await subscriptionStore.invoice(this.dataSource.manager, caller.organizationId, id);
    if (!invoice) throw billingError('invoice.not_found');
    return invoice;
  }

  /**
   * One invoice as a PDF, worded in the requester's language (`locale`, when the request named one of
   * ours), else in the one the subscription is paid in, which is pt-BR for those signed before.
   */
  async pdf(
    caller: OrganizationCaller,
    id: string,
    locale: MessageLocale | undefined,
  ): Promise<{ number: number; pdf: Uint8Array }> {
    const invoice = await this.one(caller, id);
    const speaks =
      locale ??
      (await subscriptionStore.find(this.dataSource.manager, caller.organizationId))?.locale ??
      DEFAULT_MESSAGE_LOCALE;
    return { number: invoice.number, pdf: await renderInvoicePdf(invoice, speaks) };
  }

  /** `DELETE /subscription/invoices`: the pending payment is dropped; the subscription stays as it was. */
  async cancelPending(caller: OrganizationCaller): Promise<void> {
    const closed = await this.dataSource.transaction(async (manager) => {
      await subscriptionStore.lock(manager, caller.organizationId);
      const open = await subscriptionStore.openInvoice(manager, caller.organizationId);
      if (!open) throw billingError('invoice.none_pending');
      await subscriptionStore.updateInvoice(manager, open.id, { status: 'cancelled' });
      await publishSubscriptionChanged(manager, caller.organizationId);
      return open;
    });
    await this.provider.closeCharge(closed.providerChargeId);
  }
}
