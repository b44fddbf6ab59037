import type { Invoice } from '../../../../api/rubrica-api.js';

/** An invoice awaiting payment (created or pending): it can be paid or cancelled (§4, §7). */
export const isOpenInvoice = (invoice: Pick<Invoice, 'status'>): boolean =>
  invoice.status === 'created' || invoice.status === 'pending';
