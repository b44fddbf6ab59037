// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The API's types only, last each area's endpoints with theirs; each area's table of endpoints is in
// the file named after its tag (signing.ts ...).
import type { Mutation, Query } from '../endpoint-table.js';

export type PlansListApiResponse = /** status 200 Done. */ PlanList;
export type PlansListApiArg = {
  interval?: '1' | '3' | '6' | '12';
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type PlansProductsApiResponse = /** status 200 Done. */ ProductPlans;
export type PlansProductsApiArg = {
  id: string;
  organizationId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionGetApiResponse = /** status 200 Done. */ Subscription;
export type SubscriptionGetApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionSubscribeApiResponse = /** status 200 Done. */ PaymentStarted;
export type SubscriptionSubscribeApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
    plan: string;
  };
};
export type SubscriptionsSignApiResponse = /** status 201 Created. */ PaymentStarted;
export type SubscriptionsSignApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
  };
};
export type SubscriptionReactivateApiResponse = /** status 200 Done. */ PaymentStarted;
export type SubscriptionReactivateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
  };
};
export type SubscriptionCancelApiResponse = unknown;
export type SubscriptionCancelApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionsListApiResponse = /** status 200 Done. */ SubscriptionList;
export type SubscriptionsListApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionsDetailApiResponse = /** status 200 Done. */ Subscription;
export type SubscriptionsDetailApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionsChangePlanApiResponse = /** status 200 Done. */ PaymentStarted;
export type SubscriptionsChangePlanApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
    plan: string;
  };
};
export type SubscriptionListInvoicesApiResponse = /** status 200 Done. */ {
  data: Invoice[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type SubscriptionListInvoicesApiArg = {
  q?: string;
  page?: number;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionCreateInvoiceApiResponse = /** status 200 Done. */ PaymentStarted;
export type SubscriptionCreateInvoiceApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
  };
};
export type SubscriptionCancelPendingInvoiceApiResponse = unknown;
export type SubscriptionCancelPendingInvoiceApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionPendingInvoiceApiResponse = /** status 200 Done. */ Invoice;
export type SubscriptionPendingInvoiceApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionRenewInvoiceApiResponse = /** status 200 Done. */ PaymentStarted;
export type SubscriptionRenewInvoiceApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    payment_method?: 12 | ('card' | 'boleto');
    customer?: {
      name: string;
      email: string;
      document?: string;
      cellphone?: string;
      zip_code?: string;
      address?: string;
      number?: string;
      complement?: string;
      neighborhood?: string;
      city?: string;
      state?: string;
    };
    card?: {
      token: string;
    };
    callback_path?: string;
  };
};
export type SubscriptionInvoicePdfApiResponse = /** status 200 The file. */ Blob;
export type SubscriptionInvoicePdfApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionCardApiResponse = /** status 200 Done. */ CreditCard;
export type SubscriptionCardApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SubscriptionReplaceCardApiResponse = /** status 200 Done. */ CreditCard;
export type SubscriptionReplaceCardApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    card: {
      token: string;
    };
  };
};
export type SubscriptionForgetCardApiResponse = unknown;
export type SubscriptionForgetCardApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type PaymentWebhookReceiveApiResponse = /** status 200 Done. */ WebhookReceipt;
export type PaymentWebhookReceiveApiArg = {
  provider: string;
};
export type SandboxCheckoutPageApiResponse = /** status 200 The file. */ Blob;
export type SandboxCheckoutPageApiArg = {
  id: string;
};
export type SandboxCheckoutTokenizeApiResponse = /** status 200 Done. */ {
  token: string;
  brand: string;
  last4: string;
};
export type SandboxCheckoutTokenizeApiArg = {
  body: {
    holder_name: string;
    number: string;
    exp_month: string | number;
    exp_year: string | number;
    cvv: string;
  };
};
export type SandboxCheckoutPayApiResponse = /** status 200 Done. */ {
  status: string;
  failure_reason?: string | null;
};
export type SandboxCheckoutPayApiArg = {
  id: string;
  body: {
    token: string;
  };
};
export type SandboxCheckoutBoletoApiResponse = /** status 200 Done. */ {
  status: string;
  failure_reason?: string | null;
};
export type SandboxCheckoutBoletoApiArg = {
  id: string;
};
export type SandboxCheckoutSettleApiResponse = /** status 200 Done. */ {
  status: string;
  failure_reason?: string | null;
};
export type SandboxCheckoutSettleApiArg = {
  id: string;
};
export type EnvelopesCreateApiResponse = /** status 201 Created. */ Envelope;
export type EnvelopesCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    title: string;
    metadata?: {
      type?: {
        pdfa?: boolean;
        [key: string]: unknown;
      };
      [key: string]: unknown;
    };
  };
};
export type EnvelopesListApiResponse = /** status 200 Done. */ {
  data: {
    id: string;
    hashid: string;
    title: string;
    name: string | null;
    subject: string | null;
    message: string | null;
    state:
      | 'draft'
      | 'template'
      | 'processing'
      | 'in-transit'
      | 'completed'
      | 'cancelled'
      | 'rejected'
      | 'expired'
      | 'halted';
    status: string;
    is_sandbox: boolean;
    created_at: string | null;
    updated_at: string | null;
    sent_at: string | null;
    expire_at: string | null;
    effective_date_reminder_at: string | null;
    effective_until: string | null;
    action_reminder_frequency: number | null;
    metadata: {
      type?: {
        pdfa?: boolean;
      };
      [key: string]: unknown;
    };
    triggers: {
      event: string;
      trigger: string;
      value: string | number | boolean | null;
    }[];
    sender: {
      name: string;
      email: string;
    };
    documents?: Document[];
    recipients_stats?: {
      done: number;
      total: number;
    };
    recipients?: Recipient[];
  }[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type EnvelopesListApiArg = {
  include?: string[] | null;
  filter?: {
    state?: string[] | null;
  };
  sort?:
    | ('-created_at' | 'created_at' | 'title' | '-title' | null)
    | ('-created_at' | 'created_at' | 'title' | '-title' | null);
  q?: string | null;
  page?: number | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesInboxApiResponse = /** status 200 Done. */ {
  data: InboxItem[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type EnvelopesInboxApiArg = {
  include?: string[] | null;
  filter?: {
    state?: string[] | null;
    'envelope.state'?: string[] | null;
  };
  sort?:
    | ('-envelope.created_at' | 'envelope.created_at' | null)
    | ('-envelope.created_at' | 'envelope.created_at' | null);
  q?: string | null;
  page?: number | null;
  limit?: number;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesStatsApiResponse = /** status 200 Done. */ {
  'in-transit': number;
  rejected: number;
  completed: number;
  cancelled: number;
};
export type EnvelopesStatsApiArg = {
  source?: ('self' | 'workspace' | null) | ('self' | 'workspace' | null);
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesFaceToFaceApiResponse = /** status 200 Done. */ {
  data: {
    id: string;
    hashid: string;
    title: string;
    name: string | null;
    subject: string | null;
    message: string | null;
    state:
      | 'draft'
      | 'template'
      | 'processing'
      | 'in-transit'
      | 'completed'
      | 'cancelled'
      | 'rejected'
      | 'expired'
      | 'halted';
    status: string;
    is_sandbox: boolean;
    created_at: string | null;
    updated_at: string | null;
    sent_at: string | null;
    expire_at: string | null;
    effective_date_reminder_at: string | null;
    effective_until: string | null;
    action_reminder_frequency: number | null;
    metadata: {
      type?: {
        pdfa?: boolean;
      };
      [key: string]: unknown;
    };
    triggers: {
      event: string;
      trigger: string;
      value: string | number | boolean | null;
    }[];
    sender: {
      name: string;
      email: string;
    };
    recipients: Recipient[];
  }[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type EnvelopesFaceToFaceApiArg = {
  filter?: {
    state?: string[] | null;
  };
  page?: number | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesGetApiResponse = /** status 200 Done. */ {
  id: string;
  hashid: string;
  title: string;
  name: string | null;
  subject: string | null;
  message: string | null;
  state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
  status: string;
  is_sandbox: boolean;
  created_at: string | null;
  updated_at: string | null;
  sent_at: string | null;
  expire_at: string | null;
  effective_date_reminder_at: string | null;
  effective_until: string | null;
  action_reminder_frequency: number | null;
  metadata: {
    type?: {
      pdfa?: boolean;
    };
    [key: string]: unknown;
  };
  triggers: {
    event: string;
    trigger: string;
    value: string | number | boolean | null;
  }[];
  sender: {
    name: string;
    email: string;
  };
  documents?: Document[];
  recipients?: (
    | Recipient
    | {
        id: string;
        type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
        signature_type: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
        routing_order: number | null;
        tag_label: string | null;
        state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
        notified_at: string | null;
        addressees: {
          name: string;
          value: null;
          via: 'email' | 'whatsapp' | 'face-to-face';
          identifiers: {
            code: string;
            title?: string;
            value: null;
            is_required: boolean;
          }[];
        }[];
      }
  )[];
  recipients_stats?: {
    done: number;
    total: number;
  };
};
export type EnvelopesGetApiArg = {
  id: string;
  extended?: boolean | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesUpdateApiResponse = /** status 200 Done. */ Envelope;
export type EnvelopesUpdateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    title?: string | null;
    subject?: string | null;
    message?: string | null;
    expire_at?: string | null;
    action_reminder_frequency?: number | string | null;
    triggers?: {
      event: string;
      trigger: string;
      value?: string | number | boolean | null;
    }[];
    metadata?: {
      type?: {
        pdfa?: boolean;
        [key: string]: unknown;
      };
      [key: string]: unknown;
    };
  };
};
export type EnvelopesRemoveApiResponse = unknown;
export type EnvelopesRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesCopyApiResponse = /** status 201 Created. */ Envelope;
export type EnvelopesCopyApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    into: 'draft' | 'template';
  };
};
export type EnvelopesEventsApiResponse = /** status 200 Done. */ {
  data: HistoryEntry[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type EnvelopesEventsApiArg = {
  id: string;
  sort?: ('-created_at' | 'created_at' | null) | ('-created_at' | 'created_at' | null);
  page?: number | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type EnvelopesNotesApiResponse = /** status 200 Done. */ {
  data: {
    id: string;
    message: string;
    created_at: string;
    recipient: {
      id: string;
      name: string | null;
      value: string | null;
      type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
      state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
    } | null;
  }[];
};
export type EnvelopesNotesApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SendingSendApiResponse = /** status 200 Done. */ EnvelopeFlowState;
export type SendingSendApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SendingCancelApiResponse = /** status 200 Done. */ EnvelopeFlowState;
export type SendingCancelApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SendingResendApiResponse = /** status 200 Done. */ {
  id: string;
  hashid: string;
  state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
  recipients: {
    id: string;
    state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
    routing_order: number | null;
    notified_at: string | null;
  }[];
  message: string;
};
export type SendingResendApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RecipientTokensInboxApiResponse = /** status 201 Created. */ {
  action_token: string;
};
export type RecipientTokensInboxApiArg = {
  recipientId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RecipientTokensFaceToFaceApiResponse = /** status 201 Created. */ {
  action_token: string;
};
export type RecipientTokensFaceToFaceApiArg = {
  id: string;
  recipientId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DocumentsAddApiResponse = /** status 201 Created. */ Document;
export type DocumentsAddApiArg = {
  envelopeId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body:
    | {
        file: Blob;
      }
    | {
        item_id: string;
      };
};
export type DocumentsRemoveApiResponse = unknown;
export type DocumentsRemoveApiArg = {
  envelopeId: string;
  documentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DownloadsDocumentsApiResponse = /** status 200 The file. */ Blob;
export type DownloadsDocumentsApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DownloadsSignaturePageApiResponse = /** status 200 The file. */ Blob;
export type DownloadsSignaturePageApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DownloadsDisplayApiResponse = /** status 200 The file. */ Blob;
export type DownloadsDisplayApiArg = {
  id: string;
  document: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type FieldsCreateApiResponse = /** status 201 Created. */ Field;
export type FieldsCreateApiArg = {
  envelopeId: string;
  documentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    recipient_id: string;
    type: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
    title?: string | null;
    name?: string | null;
    value?: string | null;
    options?: string[] | null;
    is_required?: boolean;
    widgets: {
      page: number;
      x_axis: number;
      y_axis: number;
      width: number;
      height: number;
      font_size?: number | null;
      background_color?: string | null;
      border_color?: string | null;
      text_color?: string | null;
      border_width?: number | null;
      font_family?: string | null;
    }[];
  };
};
export type FieldsUpdateApiResponse = /** status 200 Done. */ Field;
export type FieldsUpdateApiArg = {
  envelopeId: string;
  documentId: string;
  fieldId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    recipient_id?: string;
    type?: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
    title?: string | null;
    name?: string | null;
    value?: string | null;
    options?: string[] | null;
    is_required?: boolean;
    widgets?: {
      page: number;
      x_axis: number;
      y_axis: number;
      width: number;
      height: number;
      font_size?: number | null;
      background_color?: string | null;
      border_color?: string | null;
      text_color?: string | null;
      border_width?: number | null;
      font_family?: string | null;
    }[];
  };
};
export type FieldsRemoveApiResponse = unknown;
export type FieldsRemoveApiArg = {
  envelopeId: string;
  documentId: string;
  fieldId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ContentsCreateApiResponse = /** status 201 Created. */ Content;
export type ContentsCreateApiArg = {
  envelopeId: string;
  documentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type: 'text' | 'comment' | 'image' | 'validation-qrcode';
    value?: string | null;
    page: number;
    x_axis: number;
    y_axis: number;
    width: number;
    height: number;
    font_size?: number | null;
    font_family?: string | null;
    text_color?: string | null;
    opacity?: number | null;
    file?: Blob;
  };
};
export type ContentsUpdateApiResponse = /** status 200 Done. */ Content;
export type ContentsUpdateApiArg = {
  envelopeId: string;
  documentId: string;
  contentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type?: 'text' | 'comment' | 'image' | 'validation-qrcode';
    value?: string | null;
    page?: number;
    x_axis?: number;
    y_axis?: number;
    width?: number;
    height?: number;
    font_size?: number | null;
    font_family?: string | null;
    text_color?: string | null;
    opacity?: number | null;
    file?: Blob;
  };
};
export type ContentsOverriddenUpdateApiResponse = /** status 200 Done. */ Content;
export type ContentsOverriddenUpdateApiArg = {
  envelopeId: string;
  documentId: string;
  contentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type?: 'text' | 'comment' | 'image' | 'validation-qrcode';
    value?: string | null;
    page?: number;
    x_axis?: number;
    y_axis?: number;
    width?: number;
    height?: number;
    font_size?: number | null;
    font_family?: string | null;
    text_color?: string | null;
    opacity?: number | null;
    file?: Blob;
  };
};
export type ContentsRemoveApiResponse = unknown;
export type ContentsRemoveApiArg = {
  envelopeId: string;
  documentId: string;
  contentId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RecipientsListApiResponse = /** status 200 Done. */ {
  data: (
    | Recipient
    | {
        id: string;
        type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
        signature_type: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
        routing_order: number | null;
        tag_label: string | null;
        state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
        notified_at: string | null;
        addressees: {
          name: string;
          value: null;
          via: 'email' | 'whatsapp' | 'face-to-face';
          identifiers: {
            code: string;
            title?: string;
            value: null;
            is_required: boolean;
          }[];
        }[];
      }
  )[];
};
export type RecipientsListApiArg = {
  envelopeId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RecipientsAddApiResponse = /** status 201 Created. */ Recipient;
export type RecipientsAddApiArg = {
  envelopeId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
    addressees: {
      via?: 'email' | 'whatsapp' | 'face-to-face';
      value: string;
      name: string;
      identifiers?: {
        code: string;
        title?: string;
        is_required?: boolean;
      }[];
    }[];
    signature_type?: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
    routing_order?: number | null;
    tag_label?: string | null;
  };
};
export type RecipientsUpdateApiResponse = /** status 200 Done. */ Recipient;
export type RecipientsUpdateApiArg = {
  envelopeId: string;
  recipientId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type?: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
    addressees?: {
      via?: 'email' | 'whatsapp' | 'face-to-face';
      value: string;
      name: string;
      identifiers?: {
        code: string;
        title?: string;
        is_required?: boolean;
      }[];
    }[];
    name?: string;
    signature_type?: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
    routing_order?: number | null;
    tag_label?: string | null;
  };
};
export type RecipientsRemoveApiResponse = unknown;
export type RecipientsRemoveApiArg = {
  envelopeId: string;
  recipientId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type PublicViewApiResponse = /** status 200 Done. */ RecipientView;
export type PublicViewApiArg = {
  token: string;
};
export type PublicPerformApiResponse =
  /** status 202 Accepted: the work continues in the background. */ ActionResult;
export type PublicPerformApiArg = {
  token: string;
  body: {
    latitude?: number | null;
    longitude?: number | null;
    certificates?: (
      | string
      | {
          alias?: string;
          access_token: string;
        }
    )[];
    tcn?: string;
    documents?: {
      id: string;
      signature: string;
    }[];
  };
};
export type PublicRefuseApiResponse = /** status 200 Done. */ ActionResult;
export type PublicRefuseApiArg = {
  token: string;
  body: {
    reason?: string;
  };
};
export type PublicStatusApiResponse =
  | /** status 200 Done. */ {
      status: 'open' | 'acted' | 'completed' | 'cancelled' | 'rejected' | 'expired' | 'invalid';
      envelope: null;
      recipient: null;
      download_token: null;
    }
  | {
      status: 'completed' | 'cancelled' | 'rejected' | 'expired' | 'open' | 'acted';
      envelope: {
        title: string;
        state:
          | 'draft'
          | 'template'
          | 'processing'
          | 'in-transit'
          | 'completed'
          | 'cancelled'
          | 'rejected'
          | 'expired'
          | 'halted';
        ended_at: string | null;
        expire_at: string | null;
        locale: 'pt-BR' | 'en' | 'es';
      };
      recipient: {
        name: string;
        type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
        state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
        acted_at: string | null;
      };
      download_token: string | null;
    };
export type PublicStatusApiArg = {
  token: string;
};
export type PublicFillApiResponse = /** status 200 Done. */ RecipientField;
export type PublicFillApiArg = {
  token: string;
  field: string;
  body: {
    value: string | boolean | number;
  };
};
export type PublicIdentifyApiResponse = /** status 200 Done. */ RecipientEntry;
export type PublicIdentifyApiArg = {
  token: string;
  code: string;
  body:
    | {
        file: Blob;
      }
    | {
        value: string;
      };
};
export type PublicIdentifyOverriddenApiResponse = /** status 200 Done. */ RecipientEntry;
export type PublicIdentifyOverriddenApiArg = {
  token: string;
  code: string;
  body: {
    file: Blob;
  };
};
export type PublicGenerateSignableHashesApiResponse = /** status 200 Done. */ {
  documents: {
    id: string;
    signable_hash: string;
  }[];
  tcn: string;
};
export type PublicGenerateSignableHashesApiArg = {
  token: string;
  body: {
    latitude?: number | null;
    longitude?: number | null;
    certificates: string[];
  };
};
export type PublicResetApiResponse = unknown;
export type PublicResetApiArg = {
  token: string;
};
export type PublicLicenseApiResponse = /** status 200 Done. */ {
  license: string;
};
export type PublicLicenseApiArg = {
  token: string;
};
export type PublicDownloadsDocumentsApiResponse = /** status 200 The file. */ Blob;
export type PublicDownloadsDocumentsApiArg = {
  token: string;
};
export type PublicDownloadsSignaturePageApiResponse = /** status 200 The file. */ Blob;
export type PublicDownloadsSignaturePageApiArg = {
  token: string;
};
export type PublicDownloadsDisplayApiResponse = /** status 200 The file. */ Blob;
export type PublicDownloadsDisplayApiArg = {
  token: string;
  document: string;
};
export type VerifierCheckApiResponse =
  | /** status 200 Done. */ {
      integrity: {
        valid: boolean;
        sha1: string | null;
        document: {
          id: string;
          name: string;
        } | null;
        message: string;
      };
      history?: HistoryCheck;
    }
  | {
      integrity?: {
        valid: boolean;
        sha1: string | null;
        document: {
          id: string;
          name: string;
        } | null;
        message: string;
      };
      history?: HistoryCheck;
      code: string;
      envelope: {
        title: string;
        subject: string | null;
        state:
          | 'draft'
          | 'template'
          | 'processing'
          | 'in-transit'
          | 'completed'
          | 'cancelled'
          | 'rejected'
          | 'expired'
          | 'halted';
        created_at: string;
        recipients: {
          name: string;
          type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
          state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
        }[];
        qualified_signatures: boolean;
      };
      documents: {
        id: string;
        name: string;
        created_at: string;
        sha1: string | null;
      }[];
    };
export type VerifierCheckApiArg = {
  body: {
    code?: string;
    file?: Blob;
  };
};
export type ValidarFilesApiResponse = /** status 200 Done. */ ValidarAnswer;
export type ValidarFilesApiArg = {
  envelopeId: string;
  _format: 'application/validador-iti+json';
  _secretCode: string;
};
export type ValidarFileApiResponse = /** status 200 The file. */ Blob;
export type ValidarFileApiArg = {
  envelopeId: string;
  documentId: string;
  _secretCode: string;
};
export type ProfileMeApiResponse = /** status 200 Done. */ Profile;
export type ProfileMeApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ProfileUpdateApiResponse = /** status 200 Done. */ Profile;
export type ProfileUpdateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name?: string | null;
    phone?: string | null;
    cpf?: string | null;
  };
};
export type ProfileAvatarApiResponse = /** status 200 Done. */ Profile;
export type ProfileAvatarApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    avatar: Blob;
  };
};
export type ProfileAvatarImageApiResponse = /** status 200 The file. */ Blob;
export type ProfileAvatarImageApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ProfileLanguageApiResponse = /** status 200 Done. */ Profile;
export type ProfileLanguageApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    lang: 'pt-BR' | 'en' | 'es';
  };
};
export type AccountsUpdatePasswordApiResponse = unknown;
export type AccountsUpdatePasswordApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    current_password: string;
    password: string;
  };
};
export type AccountsResendEmailVerificationApiResponse = unknown;
export type AccountsResendEmailVerificationApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type MemberDirectoryListApiResponse = /** status 200 Done. */ {
  data: UserSummary[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type MemberDirectoryListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersListApiResponse = /** status 200 Done. */ {
  data: Member[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type UsersListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersGetApiResponse = /** status 200 Done. */ {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  joined_at: string;
  is_owner: boolean;
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  roles: {
    id: string;
    name: string;
    is_default: boolean;
  }[];
  teams: {
    id: string;
    name: string;
  }[];
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
  phone?: string | null;
  lang?: string;
  email_verified?: boolean;
};
export type UsersGetApiArg = {
  id: string;
  extended?: boolean | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersRemoveApiResponse = unknown;
export type UsersRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersPermissionsApiResponse = /** status 200 Done. */ MemberPermissions;
export type UsersPermissionsApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersSetPermissionsApiResponse = /** status 200 Done. */ MemberPermissions;
export type UsersSetPermissionsApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    role: string;
  };
};
export type UsersGrantOwnerApiResponse = /** status 200 Done. */ {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  joined_at: string;
  is_owner: boolean;
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  roles: {
    id: string;
    name: string;
    is_default: boolean;
  }[];
  teams: {
    id: string;
    name: string;
  }[];
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
  phone?: string | null;
  lang?: string;
  email_verified?: boolean;
};
export type UsersGrantOwnerApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UsersRevokeOwnerApiResponse = /** status 200 Done. */ {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  joined_at: string;
  is_owner: boolean;
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  roles: {
    id: string;
    name: string;
    is_default: boolean;
  }[];
  teams: {
    id: string;
    name: string;
  }[];
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
  phone?: string | null;
  lang?: string;
  email_verified?: boolean;
};
export type UsersRevokeOwnerApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type UserAvatarAvatarApiResponse = /** status 200 The file. */ Blob;
export type UserAvatarAvatarApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsCreateApiResponse = /** status 201 Created. */ Team;
export type TeamsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
  };
};
export type TeamsListApiResponse = /** status 200 Done. */ {
  data: Team[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type TeamsListApiArg = {
  page?: number | null;
  q?: string | null;
  include?: string[] | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsLimitsApiResponse = /** status 200 Done. */ {
  members: number | null;
};
export type TeamsLimitsApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsGetApiResponse = /** status 200 Done. */ Team;
export type TeamsGetApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsRenameApiResponse = /** status 200 Done. */ Team;
export type TeamsRenameApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
  };
};
export type TeamsRemoveApiResponse = unknown;
export type TeamsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsAddUsersApiResponse = /** status 200 Done. */ Team;
export type TeamsAddUsersApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: string[];
  };
};
export type TeamsReplaceUsersApiResponse = /** status 200 Done. */ Team;
export type TeamsReplaceUsersApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: string[];
  };
};
export type TeamsUsersApiResponse = /** status 200 Done. */ {
  data: UserSummary[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type TeamsUsersApiArg = {
  id: string;
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type TeamsRemoveMemberApiResponse = unknown;
export type TeamsRemoveMemberApiArg = {
  id: string;
  userId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RolesCreateApiResponse = /** status 201 Created. */ Role;
export type RolesCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
};
export type RolesListApiResponse = /** status 200 Done. */ {
  data: Role[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type RolesListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RolesGetApiResponse = /** status 200 Done. */ Role;
export type RolesGetApiArg = {
  id: string;
  extended?: boolean | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RolesUpdateApiResponse = /** status 200 Done. */ Role;
export type RolesUpdateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name?: unknown;
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
};
export type RolesRemoveApiResponse = unknown;
export type RolesRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RolesAddUsersApiResponse = /** status 200 Done. */ Role;
export type RolesAddUsersApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: string[];
  };
};
export type RolesReplaceUsersApiResponse = /** status 200 Done. */ Role;
export type RolesReplaceUsersApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: string[];
  };
};
export type RolesUsersApiResponse = /** status 200 Done. */ {
  data: UserSummary[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type RolesUsersApiArg = {
  id: string;
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type RolesRemoveUserApiResponse = unknown;
export type RolesRemoveUserApiArg = {
  id: string;
  userId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type InvitationsListApiResponse = /** status 200 Done. */ {
  data: Invitation[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type InvitationsListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type InvitationsInviteApiResponse = /** status 200 Done. */ InvitationResult;
export type InvitationsInviteApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    emails: unknown[];
    role?: unknown;
    teams?: unknown[] | null;
  };
};
export type InvitationsImportApiResponse = /** status 200 Done. */ InvitationResult;
export type InvitationsImportApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    file: Blob;
  } & {
    role?: unknown;
    teams?: unknown[] | null;
  };
};
export type OrganizationInvitationsImportApiResponse = /** status 200 Done. */ InvitationResult;
export type OrganizationInvitationsImportApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    file: Blob;
  } & {
    role?: unknown;
    teams?: unknown[] | null;
  };
};
export type InvitationsResendApiResponse = /** status 200 Done. */ Invitation;
export type InvitationsResendApiArg = {
  email: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type InvitationsRemoveApiResponse = unknown;
export type InvitationsRemoveApiArg = {
  email: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type InvitationAcceptanceViewApiResponse = /** status 200 Done. */ InvitationPreview;
export type InvitationAcceptanceViewApiArg = {
  token: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type InvitationAcceptanceAcceptApiResponse = /** status 201 Created. */ {
  organization: {
    id: string;
    name: string;
  };
};
export type InvitationAcceptanceAcceptApiArg = {
  token: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsCreateApiResponse = /** status 201 Created. */ Organization;
export type OrganizationsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
  };
};
export type OrganizationsListApiResponse = /** status 200 Done. */ {
  data: Organization[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type OrganizationsListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsGetApiResponse = /** status 200 Done. */ {
  id: string;
  name: string;
  logo: string | null;
  is_owner: boolean;
  is_personal: boolean;
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  style: {
    avatar_background_color: string;
    avatar_text_color: string;
    navbar_background_color: string;
    navbar_text_color: string;
    button_background_color: string;
    button_text_color: string;
  };
  joined_at: string;
  created_at: string;
  stats?: OrganizationStats;
  owners?: {
    id: string;
    name: string;
    email: string;
  }[];
};
export type OrganizationsGetApiArg = {
  id: string;
  extended?: boolean | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsUpdateApiResponse = /** status 200 Done. */ Organization;
export type OrganizationsUpdateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    logo?: Blob;
  };
};
export type OrganizationsRemoveApiResponse = unknown;
export type OrganizationsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    password: string;
  };
};
export type OrganizationsStatsApiResponse = /** status 200 Done. */ {
  users: number;
  invitations: number;
  storage: number;
  users_limit: number | null;
};
export type OrganizationsStatsApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsPutLogoApiResponse = /** status 200 Done. */ {
  logo: string | null;
};
export type OrganizationsPutLogoApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    logo: Blob;
  };
};
export type OrganizationsRemoveLogoApiResponse = unknown;
export type OrganizationsRemoveLogoApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsLogoApiResponse = /** status 200 The file. */ Blob;
export type OrganizationsLogoApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsThemeApiResponse = /** status 200 Done. */ {
  avatar_background_color: string;
  avatar_text_color: string;
  navbar_background_color: string;
  navbar_text_color: string;
  button_background_color: string;
  button_text_color: string;
  is_default: boolean;
};
export type OrganizationsThemeApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OrganizationsPutThemeApiResponse = /** status 200 Done. */ {
  avatar_background_color: string;
  avatar_text_color: string;
  navbar_background_color: string;
  navbar_text_color: string;
  button_background_color: string;
  button_text_color: string;
  is_default: boolean;
};
export type OrganizationsPutThemeApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    avatar_background_color: string;
    avatar_text_color: string;
    navbar_background_color: string;
    navbar_text_color: string;
    button_background_color: string;
    button_text_color: string;
  };
};
export type OrganizationsRemoveThemeApiResponse = unknown;
export type OrganizationsRemoveThemeApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ContactsCreateApiResponse = /** status 201 Created. */ Contact;
export type ContactsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    email: string;
    phone?: string | null;
  };
};
export type ContactsListApiResponse = /** status 200 Done. */ {
  data: Contact[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type ContactsListApiArg = {
  page?: number | null;
  q?: string | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ContactsGetApiResponse = /** status 200 Done. */ Contact;
export type ContactsGetApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ContactsUpdateApiResponse = /** status 200 Done. */ Contact;
export type ContactsUpdateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    email: string;
    phone?: string | null;
  };
};
export type ContactsRemoveApiResponse = unknown;
export type ContactsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DeveloperAppsListApiResponse = /** status 200 Done. */ {
  data: OAuthClient[];
};
export type DeveloperAppsListApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DeveloperAppsCreateApiResponse = /** status 201 Created. */ OAuthClient;
export type DeveloperAppsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    redirect: string;
    scopes?: string[];
    confidential?: boolean;
  };
};
export type DeveloperAppsRefreshApiResponse = /** status 200 Done. */ OAuthClient;
export type DeveloperAppsRefreshApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DeveloperAppsDeployApiResponse = /** status 200 Done. */ OAuthClient;
export type DeveloperAppsDeployApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type DeveloperAppsRemoveApiResponse = unknown;
export type DeveloperAppsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OnboardingGetApiResponse = /** status 200 Done. */ {
  settings: {
    [key: string]: boolean | number | string;
  };
};
export type OnboardingGetApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type OnboardingUpdateApiResponse = /** status 200 Done. */ {
  settings: {
    [key: string]: boolean | number | string;
  };
};
export type OnboardingUpdateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    settings: {
      [key: string]: boolean | number | string;
    };
  };
};
export type WebhooksListApiResponse = /** status 200 Done. */ {
  data: WebhookEndpoint[];
};
export type WebhooksListApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksCreateApiResponse = /** status 201 Created. */ {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  secret: string;
};
export type WebhooksCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    url: string;
    event_types: (
      | 'envelope.created'
      | 'envelope.sent'
      | 'recipient.acted'
      | 'envelope.completed'
      | 'envelope.rejected'
      | 'envelope.cancelled'
      | 'envelope.expired'
      | 'envelope.halted'
    )[];
    description?: string;
    enabled?: boolean;
  };
};
export type WebhooksEventTypesApiResponse = /** status 200 Done. */ {
  data: (
    | 'envelope.created'
    | 'envelope.sent'
    | 'recipient.acted'
    | 'envelope.completed'
    | 'envelope.rejected'
    | 'envelope.cancelled'
    | 'envelope.expired'
    | 'envelope.halted'
  )[];
};
export type WebhooksEventTypesApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksRedeliverOneApiResponse =
  /** status 202 Accepted: the work continues in the background. */ WebhookDelivery;
export type WebhooksRedeliverOneApiArg = {
  deliveryId: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksShowApiResponse = /** status 200 Done. */ WebhookEndpoint;
export type WebhooksShowApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksUpdateApiResponse = /** status 200 Done. */ WebhookEndpoint;
export type WebhooksUpdateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    url?: string;
    event_types?: (
      | 'envelope.created'
      | 'envelope.sent'
      | 'recipient.acted'
      | 'envelope.completed'
      | 'envelope.rejected'
      | 'envelope.cancelled'
      | 'envelope.expired'
      | 'envelope.halted'
    )[];
    description?: string;
    enabled?: boolean;
  };
};
export type WebhooksRemoveApiResponse = unknown;
export type WebhooksRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksRotateApiResponse = /** status 200 Done. */ {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  secret: string;
};
export type WebhooksRotateApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    overlap_seconds?: number;
  };
};
export type WebhooksDeliveriesApiResponse = /** status 200 Done. */ {
  data: WebhookDelivery[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type WebhooksDeliveriesApiArg = {
  id: string;
  page?: number;
  perPage?: number;
  status?: 'pending' | 'succeeded' | 'failed';
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type WebhooksTestApiResponse =
  /** status 202 Accepted: the work continues in the background. */ WebhookDelivery;
export type WebhooksTestApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type IntegrationsAllApiResponse = /** status 200 Done. */ {
  data: {
    id: 'docuware';
    value: 'docuware';
    type: 'docuware';
    name: string;
    label: string;
    description: string;
    icon: string;
    logo: string;
    is_active: boolean;
    config_fields: {
      name: string;
      type: 'url' | 'text' | 'password';
      required: boolean;
      label: string;
      hint: string;
      default?: string;
    }[];
  }[];
};
export type IntegrationsAllApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type IntegrationsListApiResponse = /** status 200 Done. */ {
  data: {
    id: string;
    type: string;
    name: string;
    label: string;
    icon: string;
    config: {
      [key: string]: string;
    };
    is_active: boolean;
    created_at: string;
    updated_at: string;
  }[];
};
export type IntegrationsListApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type IntegrationsCreateApiResponse = /** status 201 Created. */ {
  id: string;
  type: string;
  name: string;
  label: string;
  icon: string;
  config: {
    [key: string]: string;
  };
  is_active: boolean;
  created_at: string;
  updated_at: string;
};
export type IntegrationsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type: 'docuware';
    config: {
      server_url: string;
      file_cabinet: string;
      user: string;
      password: string;
    };
  };
};
export type IntegrationsUpdateApiResponse = /** status 200 Done. */ {
  id: string;
  type: string;
  name: string;
  label: string;
  icon: string;
  config: {
    [key: string]: string;
  };
  is_active: boolean;
  created_at: string;
  updated_at: string;
};
export type IntegrationsUpdateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type: 'docuware';
    config: {
      server_url: string;
      file_cabinet: string;
      user: string;
      password?: string;
    };
  };
};
export type IntegrationsRemoveApiResponse = unknown;
export type IntegrationsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type IntegrationLoginLoginApiResponse = /** status 200 Done. */ {
  success: boolean;
  file_cabinet: {
    id: string;
    name: string;
  };
};
export type IntegrationLoginLoginApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type: 'docuware';
    config: {
      server_url: string;
      file_cabinet: string;
      user: string;
      password: string;
    };
  };
};
export type WhatsappWebhookVerifyApiResponse = /** status 200 The file. */ Blob;
export type WhatsappWebhookVerifyApiArg = {
  'hub.mode': 'subscribe';
  'hub.verify_token': string;
  'hub.challenge': string;
};
export type WhatsappWebhookReceiveApiResponse = /** status 200 Done. */ {
  received: number;
};
export type WhatsappWebhookReceiveApiArg = {
  body: {
    object?: string;
    entry?: unknown[];
    [key: string]: unknown;
  };
};
export type SignatureProfilesShowApiResponse = /** status 200 The file. */ Blob;
export type SignatureProfilesShowApiArg = {
  kind: string;
  mode?: 'framed' | 'raw';
  lang?: 'pt-BR' | 'en' | 'es';
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type SignatureProfilesStoreApiResponse = /** status 200 Done. */ SignatureProfile;
export type SignatureProfilesStoreApiArg = {
  kind: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    type?: 'text' | 'draw' | 'image';
    text?: string;
    font?: 'dancing-script' | 'great-vibes' | 'pacifico' | 'sacramento' | 'allura' | 'satisfy';
    image?: string;
    file: Blob;
  };
};
export type PublicSignatureProfilesShowApiResponse = /** status 200 The file. */ Blob;
export type PublicSignatureProfilesShowApiArg = {
  token: string;
  kind: string;
  mode?: 'framed' | 'raw';
  lang?: 'pt-BR' | 'en' | 'es';
};
export type PublicSignatureProfilesStoreApiResponse = /** status 200 Done. */ SignatureProfile;
export type PublicSignatureProfilesStoreApiArg = {
  token: string;
  kind: string;
  body: {
    type?: 'text' | 'draw' | 'image';
    text?: string;
    font?: 'dancing-script' | 'great-vibes' | 'pacifico' | 'sacramento' | 'allura' | 'satisfy';
    image?: string;
    file: Blob;
  };
};
export type BirdIdOpenApiResponse = /** status 200 Done. */ CloudCertificateSession;
export type BirdIdOpenApiArg = {
  body: {
    cpf_cnpj: string;
    otp: string;
  };
};
export type ItemsListApiResponse = /** status 200 Done. */ {
  data: StorageItem[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type ItemsListApiArg = {
  parent?: string | null;
  page?: number | null;
  perPage?: number | null;
  limit?: number | null;
  q?: string | null;
  sort?: string | null;
  filter?: {
    mimetype?: string;
    is_signed?: boolean;
  } | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsCreateApiResponse = /** status 201 Created. */ StorageItem;
export type ItemsCreateApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
    parent?: string | null;
  };
};
export type ItemsUsageApiResponse = /** status 200 Done. */ {
  used_bytes: number;
  limit_bytes: number | null;
};
export type ItemsUsageApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsGetApiResponse = /** status 200 Done. */ StorageItem;
export type ItemsGetApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsRenameApiResponse = /** status 200 Done. */ StorageItem;
export type ItemsRenameApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    name: string;
  };
};
export type ItemsRemoveApiResponse = unknown;
export type ItemsRemoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsUploadApiResponse = /** status 201 Created. */ StorageItem;
export type ItemsUploadApiArg = {
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    file: Blob;
  };
};
export type ItemsMoveApiResponse = /** status 200 Done. */ StorageItem;
export type ItemsMoveApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    parent: string | null;
  };
};
export type ItemsPublishApiResponse = /** status 200 Done. */ StorageItem;
export type ItemsPublishApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsUnpublishApiResponse = unknown;
export type ItemsUnpublishApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsSharesApiResponse = /** status 200 Done. */ {
  data: {
    user_id: string;
    permission: 'read' | 'edit';
  }[];
};
export type ItemsSharesApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type ItemsShareApiResponse = /** status 200 Done. */ {
  data: {
    user_id: string;
    permission: 'read' | 'edit';
  }[];
};
export type ItemsShareApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: {
      id: string;
      permission: 'read' | 'edit';
    }[];
  };
};
export type ItemsUnshareApiResponse = unknown;
export type ItemsUnshareApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
  body: {
    users: string[];
  };
};
export type ItemsDownloadApiResponse = /** status 200 The file. */ Blob;
export type ItemsDownloadApiArg = {
  id: string;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type PublishedItemsListApiResponse = /** status 200 Done. */ {
  data: StorageItem[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
export type PublishedItemsListApiArg = {
  page?: number | null;
  /** The organization the call acts in (a member of it). */
  'X-Organization'?: string;
};
export type PublicItemsListApiResponse = /** status 200 Done. */ {
  data: StorageItem[];
  links: {
    next: string | null;
    prev: string | null;
  };
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
  folder: StorageItem;
};
export type PublicItemsListApiArg = {
  token: string;
  page?: number | null;
};
export type SubscriptionPlan = {
  id: string;
  product: string;
  name: string;
  interval: number;
  interval_name: 'month' | 'quarter' | 'semester' | 'year';
  value_cents: number | null;
  list_value_cents: number | null;
  discount_percent: number;
  currency: 'BRL';
  description: string;
  is_custom: boolean;
  is_free: boolean;
  resources: {
    resource: string;
    quantity: number | null;
  }[];
  limits: {
    limitation: string;
    quantity: number | null;
  }[];
  features: {
    feature: string;
  }[];
};
export type CheckoutOptions = {
  edition: 'br' | 'us';
  currency: 'BRL';
  document_required: boolean;
  card_lookup: boolean;
  payment_methods: ('card' | 'boleto')[];
  annual_discount_percent: number;
};
export type PlanList = {
  data: SubscriptionPlan[];
  checkout: CheckoutOptions;
};
export type Error = {
  message: string;
  /** Stable, dotted: `envelope.not_found`. */
  code?: string;
  params?: {
    [key: string]: string | number;
  };
  /** Per field, its messages (422). */
  errors?: {
    [key: string]: string[];
  };
  field_codes?: {
    [key: string]: {
      code: string;
      params?: {
        [key: string]: string | number;
      };
    }[];
  };
  /** On 5xx only: quote it to support. */
  correlation_id?: string;
};
export type ProductPlans = {
  plan: SubscriptionPlan;
  plans: SubscriptionPlan[];
  organization: {
    id: string;
    current_plan_id: string;
  };
  checkout: CheckoutOptions;
};
export type Subscription = {
  id: string | null;
  state: 'uninitialized' | 'recurring' | 'cancelled';
  next_recurrence_at: string | null;
  payment_method: ('card' | 'boleto' | null) | ('card' | 'boleto' | null);
  properties: {
    card_banner: string | null;
    card_last_four_digits: string | null;
  };
  has_pending_invoice: boolean;
  plan: {
    id: string;
    product: string;
    name: string;
    value_cents: number | null;
    interval: number;
    interval_name: 'month' | 'quarter' | 'semester' | 'year';
    is_free: boolean;
    features: {
      feature: string;
    }[];
  };
  features: string[];
  quota: {
    envelopes: {
      available: number;
      consumed: number;
      remaining: number;
      cycle_started_at: string;
      cycle_ends_at: string;
    };
  };
};
export type Invoice = {
  id: string;
  number: number;
  created_at: string;
  due_date: string;
  status: 'created' | 'pending' | 'paid' | 'rejected';
  kind: 'subscribe' | 'change' | 'reactivate' | 'renewal';
  value: {
    amount: number;
    formatted: string;
  };
  list_value: {
    amount: number;
    formatted: string;
  };
  paid_value: {
    amount: number;
    formatted: string;
  } | null;
  discount_value: {
    amount: number;
  };
  payment_method: ('card' | 'boleto' | null) | ('card' | 'boleto' | null);
  details_url: string;
  checkout_url: string | null;
  boleto: {
    line: string;
    barcode: string;
    url: string | null;
  } | null;
  failure_reason: string | null;
  paid_at: string | null;
  plan: {
    id: string;
    name: string;
    interval: number;
  };
};
export type PaymentStarted = {
  subscription: Subscription;
  invoice: Invoice;
  checkout_url: string | null;
};
export type SubscriptionList = {
  data: Subscription[];
};
export type CreditCard = {
  cardBrand: string;
  cardLast4Digits: string;
  cardExpiration: {
    month: number;
    year: number;
  };
  expiry: 'valid' | 'expiring_soon' | 'expired';
};
export type WebhookReceipt = {
  received: boolean;
  applied: boolean;
};
export type Envelope = {
  id: string;
  hashid: string;
  title: string;
  name: string | null;
  subject: string | null;
  message: string | null;
  state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
  status: string;
  is_sandbox: boolean;
  created_at: string | null;
  updated_at: string | null;
  sent_at: string | null;
  expire_at: string | null;
  effective_date_reminder_at: string | null;
  effective_until: string | null;
  action_reminder_frequency: number | null;
  metadata: {
    type?: {
      pdfa?: boolean;
    };
    [key: string]: unknown;
  };
  triggers: {
    event: string;
    trigger: string;
    value: string | number | boolean | null;
  }[];
  sender: {
    name: string;
    email: string;
  };
};
export type Field = {
  id: string;
  document_id: string;
  recipient_id: string;
  type: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
  title: string | null;
  name: string | null;
  value: string | null;
  options: string[] | null;
  is_required: boolean;
  widgets: {
    page: number;
    x_axis: number;
    y_axis: number;
    width: number;
    height: number;
    font_size?: number;
    background_color?: string;
    border_color?: string;
    text_color?: string;
    border_width?: number;
    font_family?: string;
  }[];
};
export type Content = {
  id: string;
  document_id: string;
  type: 'text' | 'comment' | 'image' | 'validation-qrcode';
  value: string | null;
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
  font_size: number | null;
  font_family: string | null;
  text_color: string | null;
  opacity: number | null;
};
export type Document = {
  id: string;
  name: string;
  pages: number;
  page_sizes: {
    width: number;
    height: number;
  }[];
  size: number;
  sha256: string;
  position: number;
  conversion_status: ('converting' | 'failed' | null) | ('converting' | 'failed' | null);
  conversion_error: string | null;
  conversion_error_code: string | null;
  removed_content: {
    kind:
      | 'javascript'
      | 'launch_action'
      | 'submit_form'
      | 'import_data'
      | 'embedded_file'
      | 'rich_media'
      | 'xfa_form'
      | 'password_restrictions';
    count: number;
  }[];
  text_tags: {
    text: string;
    type: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
    slot:
      | {
          order: number;
        }
      | {
          label: string;
        };
    required: boolean;
    title: string | null;
    value: string | null;
    page: number;
    box: {
      x_axis: number;
      y_axis: number;
      width: number;
      height: number;
    };
    field_id: string | null;
    problem: string | null;
    problem_code: {
      code: string;
      params?: {
        [key: string]: string | number;
      };
    } | null;
  }[];
  created_at: string | null;
  links: {
    display: string;
    download: string;
    background_sheet: string;
  };
  fields?: Field[];
  contents?: Content[];
};
export type Recipient = {
  id: string;
  type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
  signature_type: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
  routing_order: number | null;
  tag_label: string | null;
  state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
  notified_at: string | null;
  addressees: {
    name: string;
    value: string;
    via: 'email' | 'whatsapp' | 'face-to-face';
    identifiers: {
      code: string;
      title?: string;
      value?: string | null;
      is_required: boolean;
    }[];
  }[];
};
export type InboxItem = {
  id: string;
  type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
  state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
  notified_at: string | null;
  recipient: Recipient;
  envelope: {
    id: string;
    hashid: string;
    title: string;
    name: string | null;
    subject: string | null;
    message: string | null;
    state:
      | 'draft'
      | 'template'
      | 'processing'
      | 'in-transit'
      | 'completed'
      | 'cancelled'
      | 'rejected'
      | 'expired'
      | 'halted';
    status: string;
    is_sandbox: boolean;
    created_at: string | null;
    updated_at: string | null;
    sent_at: string | null;
    expire_at: string | null;
    effective_date_reminder_at: string | null;
    effective_until: string | null;
    action_reminder_frequency: number | null;
    metadata: {
      type?: {
        pdfa?: boolean;
      };
      [key: string]: unknown;
    };
    triggers: {
      event: string;
      trigger: string;
      value: string | number | boolean | null;
    }[];
    sender: {
      name: string;
      email: string;
    };
    recipients_stats?: {
      done: number;
      total: number;
    };
  };
};
export type HistoryEntry = {
  id: string;
  type: string;
  code: string;
  params: {
    [key: string]: string;
  };
  message: string;
  actor: {
    type: 'user' | 'api_client' | 'recipient' | 'system';
    name: string;
  } | null;
  created_at: string;
};
export type EnvelopeFlowState = {
  id: string;
  hashid: string;
  state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
  recipients: {
    id: string;
    state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
    routing_order: number | null;
    notified_at: string | null;
  }[];
};
export type RecipientEntry = {
  id: string;
  type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
  signature_type: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
  routing_order: number | null;
  state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
  notified_at: string | null;
  addressees: {
    name: string;
    value: string | null;
    via: 'email' | 'whatsapp' | 'face-to-face';
    identifiers: {
      code: string;
      title: string;
      value: string | null;
      is_required: boolean;
      is_filled: boolean;
    }[];
  }[];
};
export type RecipientField = {
  id: string;
  type: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
  title: string | null;
  name: string | null;
  value: string | null;
  options: string[] | null;
  is_required: boolean;
  widgets: {
    page: number;
    x_axis: number;
    y_axis: number;
    width: number;
    height: number;
    font_size?: number;
    background_color?: string;
    border_color?: string;
    text_color?: string;
    border_width?: number;
    font_family?: string;
  }[];
  recipient: string;
  disabled: boolean;
};
export type RecipientView = {
  id: string;
  hashid: string;
  title: string;
  name: string | null;
  subject: string | null;
  message: string | null;
  state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
  is_sandbox: boolean;
  created_at: string;
  expire_at: string | null;
  effective_date_reminder_at: string | null;
  effective_until: string | null;
  action_reminder_frequency: number | null;
  metadata: {
    type?: {
      pdfa?: boolean;
    };
    [key: string]: unknown;
  };
  sender: {
    name: string;
    email: string;
  };
  recipients_stats: {
    done: number;
    total: number;
  };
  recipients: RecipientEntry[];
  documents: {
    id: string;
    name: string;
    pages: number;
    links: {
      [key: string]: string;
    };
    fields: RecipientField[];
    contents: {
      id: string;
      type: 'text' | 'comment' | 'image' | 'validation-qrcode';
      value: string | null;
      page: number;
      x_axis: number;
      y_axis: number;
      width: number;
      height: number;
      font_size: number | null;
      font_family: string | null;
      text_color: string | null;
      opacity: number | null;
    }[];
  }[];
  recipient: {
    id: string;
    type: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
    signature_type: ('simple' | 'qualified' | null) | ('simple' | 'qualified' | null);
    routing_order: number | null;
    state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
    notified_at: string | null;
    addressees: {
      name: string;
      value: string | null;
      via: 'email' | 'whatsapp' | 'face-to-face';
      identifiers: {
        code: string;
        title: string;
        value: string | null;
        is_required: boolean;
        is_filled: boolean;
      }[];
    }[];
    action: 'sign' | 'approve' | 'follow';
    is_current: boolean;
    can_act: boolean;
    is_sender: boolean;
    signature_images: {
      signature: boolean;
      initials: boolean;
    };
  };
};
export type ActionResult = {
  state: 'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';
  envelope_state:
    | 'draft'
    | 'template'
    | 'processing'
    | 'in-transit'
    | 'completed'
    | 'cancelled'
    | 'rejected'
    | 'expired'
    | 'halted';
};
export type HistoryCheck =
  | {
      valid: true;
      entries: number;
      matches_record: boolean;
    }
  | {
      valid: false;
      entries: number;
      sequence: number | null;
      reason: 'unreadable' | 'empty' | 'sequence' | 'previous_hash' | 'content';
      message: string;
      matches_record: false;
    };
export type ValidarAnswer = {
  version: '1.0.0';
  prescription: {
    signatureFiles: {
      url: string;
    }[];
  };
};
export type Profile = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  cpf: string | null;
  avatar: string | null;
  lang: string;
  email_verified: boolean;
  registration_completed: boolean;
  is_usa_version: boolean;
  created_at: string;
  personal_organization_id: string | null;
  organization: {
    id: string;
    name: string;
    is_personal: boolean;
  } | null;
  joined_at: string | null;
  is_owner: boolean;
  roles: {
    id: string;
    name: string;
  }[];
  teams: {
    id: string;
    name: string;
  }[];
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
};
export type UserSummary = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
};
export type Member = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  joined_at: string;
  is_owner: boolean;
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  roles: {
    id: string;
    name: string;
    is_default: boolean;
  }[];
  teams: {
    id: string;
    name: string;
  }[];
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
};
export type MemberPermissions = {
  user_id: string;
  is_owner: boolean;
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
};
export type Team = {
  users?: UserSummary[];
  amount_users?: number;
  id: string;
  name: string;
  description: string | null;
  created_at: string;
};
export type Role = {
  users?: UserSummary[];
  amount_users?: number;
  id: string;
  name: string;
  is_default: boolean;
  is_protected: boolean;
  created_at: string;
  send_envelopes: boolean;
  attach_organizations: boolean;
  edit_organization: boolean;
  manage_teams: boolean;
  manage_users: boolean;
  manage_billing: boolean;
};
export type Invitation = {
  id: string;
  email: string;
  role_id: string;
  created_at: string;
  last_sent_at: string;
  expires_at: string;
  is_expired: boolean;
};
export type InvitationResult = {
  invited: string[];
  ignored: string[];
  invalid: string[];
};
export type InvitationPreview = {
  organization: {
    id: string;
    name: string;
  };
  email: string;
  role: {
    id: string;
    name: string;
  };
  expires_at: string;
};
export type Organization = {
  id: string;
  name: string;
  logo: string | null;
  is_owner: boolean;
  is_personal: boolean;
  permissions: {
    send_envelopes?: boolean;
    attach_organizations?: boolean;
    edit_organization?: boolean;
    manage_teams?: boolean;
    manage_users?: boolean;
    manage_billing?: boolean;
  };
  role: {
    id: string;
    name: string;
    is_default: boolean;
  };
  style: {
    avatar_background_color: string;
    avatar_text_color: string;
    navbar_background_color: string;
    navbar_text_color: string;
    button_background_color: string;
    button_text_color: string;
  };
  joined_at: string;
  created_at: string;
};
export type OrganizationStats = {
  users: number;
  invitations: number;
  storage: number;
};
export type Contact = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  created_at: string;
  updated_at: string;
};
export type OAuthClient = {
  id: string;
  name: string;
  redirect: string;
  is_confidential: boolean;
  is_sandbox: boolean;
  scopes: string[];
  created_at: string;
  published_at: string | null;
  expires_at: string | null;
  plain_secret?: string;
};
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
};
export type WebhookDelivery = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type?: string;
  envelope_id: string | null;
  manual: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  log: {
    attempt: number;
    request: {
      url: string;
      headers: {
        [key: string]: string;
      };
      body: string | null;
    };
    response_status: number | null;
    response_excerpt: string | null;
    error: string | null;
    duration_ms: number;
    attempted_at: string;
  }[];
};
export type SignatureProfile = {
  kind: 'signature' | 'initials';
  source: 'typed' | 'drawn' | 'uploaded';
  updated_at: string;
};
export type CloudCertificateSession = {
  access_token: string;
  certificates: {
    alias: string;
    validity: {
      not_before: string;
      not_after: string;
    };
    was_revoked: boolean;
    has_valid_date: boolean;
  }[];
};
export type StorageItem = {
  id: string;
  name: string;
  parent: string | null;
  depth: number;
  is_directory: boolean;
  is_signed: boolean;
  size: number;
  mimetype: string;
  created_at: string;
  links: {
    display: string | null;
    preview: string | null;
  };
  publish_token: string | null;
  access: 'read' | 'edit' | 'manage';
};

/** The endpoints tagged `billing`, each with its answer and argument (table: billing.ts). */
export interface BillingEndpoints {
  plansList: Query<PlansListApiResponse, PlansListApiArg>;
  plansProducts: Query<PlansProductsApiResponse, PlansProductsApiArg>;
  subscriptionGet: Query<SubscriptionGetApiResponse, SubscriptionGetApiArg>;
  subscriptionSubscribe: Mutation<SubscriptionSubscribeApiResponse, SubscriptionSubscribeApiArg>;
  subscriptionsSign: Mutation<SubscriptionsSignApiResponse, SubscriptionsSignApiArg>;
  subscriptionReactivate: Mutation<SubscriptionReactivateApiResponse, SubscriptionReactivateApiArg>;
  subscriptionCancel: Mutation<SubscriptionCancelApiResponse, SubscriptionCancelApiArg>;
  subscriptionsList: Query<SubscriptionsListApiResponse, SubscriptionsListApiArg>;
  subscriptionsDetail: Query<SubscriptionsDetailApiResponse, SubscriptionsDetailApiArg>;
  subscriptionsChangePlan: Mutation<SubscriptionsChangePlanApiResponse, SubscriptionsChangePlanApiArg>;
  subscriptionListInvoices: Query<SubscriptionListInvoicesApiResponse, SubscriptionListInvoicesApiArg>;
  subscriptionCreateInvoice: Mutation<SubscriptionCreateInvoiceApiResponse, SubscriptionCreateInvoiceApiArg>;
  subscriptionCancelPendingInvoice: Mutation<
    SubscriptionCancelPendingInvoiceApiResponse,
    SubscriptionCancelPendingInvoiceApiArg
  >;
  subscriptionPendingInvoice: Query<SubscriptionPendingInvoiceApiResponse, SubscriptionPendingInvoiceApiArg>;
  subscriptionRenewInvoice: Mutation<SubscriptionRenewInvoiceApiResponse, SubscriptionRenewInvoiceApiArg>;
  subscriptionInvoicePdf: Query<SubscriptionInvoicePdfApiResponse, SubscriptionInvoicePdfApiArg>;
  subscriptionCard: Query<SubscriptionCardApiResponse, SubscriptionCardApiArg>;
  subscriptionReplaceCard: Mutation<SubscriptionReplaceCardApiResponse, SubscriptionReplaceCardApiArg>;
  subscriptionForgetCard: Mutation<SubscriptionForgetCardApiResponse, SubscriptionForgetCardApiArg>;
  paymentWebhookReceive: Mutation<PaymentWebhookReceiveApiResponse, PaymentWebhookReceiveApiArg>;
  sandboxCheckoutPage: Query<SandboxCheckoutPageApiResponse, SandboxCheckoutPageApiArg>;
  sandboxCheckoutTokenize: Mutation<SandboxCheckoutTokenizeApiResponse, SandboxCheckoutTokenizeApiArg>;
  sandboxCheckoutPay: Mutation<SandboxCheckoutPayApiResponse, SandboxCheckoutPayApiArg>;
  sandboxCheckoutBoleto: Mutation<SandboxCheckoutBoletoApiResponse, SandboxCheckoutBoletoApiArg>;
  sandboxCheckoutSettle: Mutation<SandboxCheckoutSettleApiResponse, SandboxCheckoutSettleApiArg>;
}

/** The endpoints tagged `envelopes`, each with its answer and argument (table: envelopes.ts). */
export interface EnvelopesEndpoints {
  envelopesCreate: Mutation<EnvelopesCreateApiResponse, EnvelopesCreateApiArg>;
  envelopesList: Query<EnvelopesListApiResponse, EnvelopesListApiArg>;
  envelopesInbox: Query<EnvelopesInboxApiResponse, EnvelopesInboxApiArg>;
  envelopesStats: Query<EnvelopesStatsApiResponse, EnvelopesStatsApiArg>;
  envelopesFaceToFace: Query<EnvelopesFaceToFaceApiResponse, EnvelopesFaceToFaceApiArg>;
  envelopesGet: Query<EnvelopesGetApiResponse, EnvelopesGetApiArg>;
  envelopesUpdate: Mutation<EnvelopesUpdateApiResponse, EnvelopesUpdateApiArg>;
  envelopesRemove: Mutation<EnvelopesRemoveApiResponse, EnvelopesRemoveApiArg>;
  envelopesCopy: Mutation<EnvelopesCopyApiResponse, EnvelopesCopyApiArg>;
  envelopesEvents: Query<EnvelopesEventsApiResponse, EnvelopesEventsApiArg>;
  envelopesNotes: Query<EnvelopesNotesApiResponse, EnvelopesNotesApiArg>;
  sendingSend: Mutation<SendingSendApiResponse, SendingSendApiArg>;
  sendingCancel: Mutation<SendingCancelApiResponse, SendingCancelApiArg>;
  sendingResend: Mutation<SendingResendApiResponse, SendingResendApiArg>;
  recipientTokensInbox: Mutation<RecipientTokensInboxApiResponse, RecipientTokensInboxApiArg>;
  recipientTokensFaceToFace: Mutation<RecipientTokensFaceToFaceApiResponse, RecipientTokensFaceToFaceApiArg>;
  documentsAdd: Mutation<DocumentsAddApiResponse, DocumentsAddApiArg>;
  documentsRemove: Mutation<DocumentsRemoveApiResponse, DocumentsRemoveApiArg>;
  downloadsDocuments: Query<DownloadsDocumentsApiResponse, DownloadsDocumentsApiArg>;
  downloadsSignaturePage: Query<DownloadsSignaturePageApiResponse, DownloadsSignaturePageApiArg>;
  downloadsDisplay: Query<DownloadsDisplayApiResponse, DownloadsDisplayApiArg>;
  fieldsCreate: Mutation<FieldsCreateApiResponse, FieldsCreateApiArg>;
  fieldsUpdate: Mutation<FieldsUpdateApiResponse, FieldsUpdateApiArg>;
  fieldsRemove: Mutation<FieldsRemoveApiResponse, FieldsRemoveApiArg>;
  contentsCreate: Mutation<ContentsCreateApiResponse, ContentsCreateApiArg>;
  contentsUpdate: Mutation<ContentsUpdateApiResponse, ContentsUpdateApiArg>;
  contentsOverriddenUpdate: Mutation<ContentsOverriddenUpdateApiResponse, ContentsOverriddenUpdateApiArg>;
  contentsRemove: Mutation<ContentsRemoveApiResponse, ContentsRemoveApiArg>;
  recipientsList: Query<RecipientsListApiResponse, RecipientsListApiArg>;
  recipientsAdd: Mutation<RecipientsAddApiResponse, RecipientsAddApiArg>;
  recipientsUpdate: Mutation<RecipientsUpdateApiResponse, RecipientsUpdateApiArg>;
  recipientsRemove: Mutation<RecipientsRemoveApiResponse, RecipientsRemoveApiArg>;
  publicView: Query<PublicViewApiResponse, PublicViewApiArg>;
  publicPerform: Mutation<PublicPerformApiResponse, PublicPerformApiArg>;
  publicRefuse: Mutation<PublicRefuseApiResponse, PublicRefuseApiArg>;
  publicStatus: Query<PublicStatusApiResponse, PublicStatusApiArg>;
  publicFill: Mutation<PublicFillApiResponse, PublicFillApiArg>;
  publicIdentify: Mutation<PublicIdentifyApiResponse, PublicIdentifyApiArg>;
  publicIdentifyOverridden: Mutation<PublicIdentifyOverriddenApiResponse, PublicIdentifyOverriddenApiArg>;
  publicGenerateSignableHashes: Mutation<
    PublicGenerateSignableHashesApiResponse,
    PublicGenerateSignableHashesApiArg
  >;
  publicReset: Mutation<PublicResetApiResponse, PublicResetApiArg>;
  publicLicense: Query<PublicLicenseApiResponse, PublicLicenseApiArg>;
  publicDownloadsDocuments: Query<PublicDownloadsDocumentsApiResponse, PublicDownloadsDocumentsApiArg>;
  publicDownloadsSignaturePage: Query<
    PublicDownloadsSignaturePageApiResponse,
    PublicDownloadsSignaturePageApiArg
  >;
  publicDownloadsDisplay: Query<PublicDownloadsDisplayApiResponse, PublicDownloadsDisplayApiArg>;
  verifierCheck: Mutation<VerifierCheckApiResponse, VerifierCheckApiArg>;
  validarFiles: Query<ValidarFilesApiResponse, ValidarFilesApiArg>;
  validarFile: Query<ValidarFileApiResponse, ValidarFileApiArg>;
}

/** The endpoints tagged `identity`, each with its answer and argument (table: identity.ts). */
export interface IdentityEndpoints {
  profileMe: Query<ProfileMeApiResponse, ProfileMeApiArg>;
  profileUpdate: Mutation<ProfileUpdateApiResponse, ProfileUpdateApiArg>;
  profileAvatar: Mutation<ProfileAvatarApiResponse, ProfileAvatarApiArg>;
  profileAvatarImage: Query<ProfileAvatarImageApiResponse, ProfileAvatarImageApiArg>;
  profileLanguage: Mutation<ProfileLanguageApiResponse, ProfileLanguageApiArg>;
  accountsUpdatePassword: Mutation<AccountsUpdatePasswordApiResponse, AccountsUpdatePasswordApiArg>;
  accountsResendEmailVerification: Mutation<
    AccountsResendEmailVerificationApiResponse,
    AccountsResendEmailVerificationApiArg
  >;
  memberDirectoryList: Query<MemberDirectoryListApiResponse, MemberDirectoryListApiArg>;
  usersList: Query<UsersListApiResponse, UsersListApiArg>;
  usersGet: Query<UsersGetApiResponse, UsersGetApiArg>;
  usersRemove: Mutation<UsersRemoveApiResponse, UsersRemoveApiArg>;
  usersPermissions: Query<UsersPermissionsApiResponse, UsersPermissionsApiArg>;
  usersSetPermissions: Mutation<UsersSetPermissionsApiResponse, UsersSetPermissionsApiArg>;
  usersGrantOwner: Mutation<UsersGrantOwnerApiResponse, UsersGrantOwnerApiArg>;
  usersRevokeOwner: Mutation<UsersRevokeOwnerApiResponse, UsersRevokeOwnerApiArg>;
  userAvatarAvatar: Query<UserAvatarAvatarApiResponse, UserAvatarAvatarApiArg>;
  teamsCreate: Mutation<TeamsCreateApiResponse, TeamsCreateApiArg>;
  teamsList: Query<TeamsListApiResponse, TeamsListApiArg>;
  teamsLimits: Query<TeamsLimitsApiResponse, TeamsLimitsApiArg>;
  teamsGet: Query<TeamsGetApiResponse, TeamsGetApiArg>;
  teamsRename: Mutation<TeamsRenameApiResponse, TeamsRenameApiArg>;
  teamsRemove: Mutation<TeamsRemoveApiResponse, TeamsRemoveApiArg>;
  teamsAddUsers: Mutation<TeamsAddUsersApiResponse, TeamsAddUsersApiArg>;
  teamsReplaceUsers: Mutation<TeamsReplaceUsersApiResponse, TeamsReplaceUsersApiArg>;
  teamsUsers: Query<TeamsUsersApiResponse, TeamsUsersApiArg>;
  teamsRemoveMember: Mutation<TeamsRemoveMemberApiResponse, TeamsRemoveMemberApiArg>;
  rolesCreate: Mutation<RolesCreateApiResponse, RolesCreateApiArg>;
  rolesList: Query<RolesListApiResponse, RolesListApiArg>;
  rolesGet: Query<RolesGetApiResponse, RolesGetApiArg>;
  rolesUpdate: Mutation<RolesUpdateApiResponse, RolesUpdateApiArg>;
  rolesRemove: Mutation<RolesRemoveApiResponse, RolesRemoveApiArg>;
  rolesAddUsers: Mutation<RolesAddUsersApiResponse, RolesAddUsersApiArg>;
  rolesReplaceUsers: Mutation<RolesReplaceUsersApiResponse, RolesReplaceUsersApiArg>;
  rolesUsers: Query<RolesUsersApiResponse, RolesUsersApiArg>;
  rolesRemoveUser: Mutation<RolesRemoveUserApiResponse, RolesRemoveUserApiArg>;
  invitationsList: Query<InvitationsListApiResponse, InvitationsListApiArg>;
  invitationsInvite: Mutation<InvitationsInviteApiResponse, InvitationsInviteApiArg>;
  invitationsImport: Mutation<InvitationsImportApiResponse, InvitationsImportApiArg>;
  organizationInvitationsImport: Mutation<
    OrganizationInvitationsImportApiResponse,
    OrganizationInvitationsImportApiArg
  >;
  invitationsResend: Mutation<InvitationsResendApiResponse, InvitationsResendApiArg>;
  invitationsRemove: Mutation<InvitationsRemoveApiResponse, InvitationsRemoveApiArg>;
  invitationAcceptanceView: Query<InvitationAcceptanceViewApiResponse, InvitationAcceptanceViewApiArg>;
  invitationAcceptanceAccept: Mutation<
    InvitationAcceptanceAcceptApiResponse,
    InvitationAcceptanceAcceptApiArg
  >;
  organizationsCreate: Mutation<OrganizationsCreateApiResponse, OrganizationsCreateApiArg>;
  organizationsList: Query<OrganizationsListApiResponse, OrganizationsListApiArg>;
  organizationsGet: Query<OrganizationsGetApiResponse, OrganizationsGetApiArg>;
  organizationsUpdate: Mutation<OrganizationsUpdateApiResponse, OrganizationsUpdateApiArg>;
  organizationsRemove: Mutation<OrganizationsRemoveApiResponse, OrganizationsRemoveApiArg>;
  organizationsStats: Query<OrganizationsStatsApiResponse, OrganizationsStatsApiArg>;
  organizationsPutLogo: Mutation<OrganizationsPutLogoApiResponse, OrganizationsPutLogoApiArg>;
  organizationsRemoveLogo: Mutation<OrganizationsRemoveLogoApiResponse, OrganizationsRemoveLogoApiArg>;
  organizationsLogo: Query<OrganizationsLogoApiResponse, OrganizationsLogoApiArg>;
  organizationsTheme: Query<OrganizationsThemeApiResponse, OrganizationsThemeApiArg>;
  organizationsPutTheme: Mutation<OrganizationsPutThemeApiResponse, OrganizationsPutThemeApiArg>;
  organizationsRemoveTheme: Mutation<OrganizationsRemoveThemeApiResponse, OrganizationsRemoveThemeApiArg>;
  contactsCreate: Mutation<ContactsCreateApiResponse, ContactsCreateApiArg>;
  contactsList: Query<ContactsListApiResponse, ContactsListApiArg>;
  contactsGet: Query<ContactsGetApiResponse, ContactsGetApiArg>;
  contactsUpdate: Mutation<ContactsUpdateApiResponse, ContactsUpdateApiArg>;
  contactsRemove: Mutation<ContactsRemoveApiResponse, ContactsRemoveApiArg>;
  developerAppsList: Query<DeveloperAppsListApiResponse, DeveloperAppsListApiArg>;
  developerAppsCreate: Mutation<DeveloperAppsCreateApiResponse, DeveloperAppsCreateApiArg>;
  developerAppsRefresh: Mutation<DeveloperAppsRefreshApiResponse, DeveloperAppsRefreshApiArg>;
  developerAppsDeploy: Mutation<DeveloperAppsDeployApiResponse, DeveloperAppsDeployApiArg>;
  developerAppsRemove: Mutation<DeveloperAppsRemoveApiResponse, DeveloperAppsRemoveApiArg>;
  onboardingGet: Query<OnboardingGetApiResponse, OnboardingGetApiArg>;
  onboardingUpdate: Mutation<OnboardingUpdateApiResponse, OnboardingUpdateApiArg>;
}

/** The endpoints tagged `notifications`, each with its answer and argument (table: notifications.ts). */
export interface NotificationsEndpoints {
  webhooksList: Query<WebhooksListApiResponse, WebhooksListApiArg>;
  webhooksCreate: Mutation<WebhooksCreateApiResponse, WebhooksCreateApiArg>;
  webhooksEventTypes: Query<WebhooksEventTypesApiResponse, WebhooksEventTypesApiArg>;
  webhooksRedeliverOne: Mutation<WebhooksRedeliverOneApiResponse, WebhooksRedeliverOneApiArg>;
  webhooksShow: Query<WebhooksShowApiResponse, WebhooksShowApiArg>;
  webhooksUpdate: Mutation<WebhooksUpdateApiResponse, WebhooksUpdateApiArg>;
  webhooksRemove: Mutation<WebhooksRemoveApiResponse, WebhooksRemoveApiArg>;
  webhooksRotate: Mutation<WebhooksRotateApiResponse, WebhooksRotateApiArg>;
  webhooksDeliveries: Query<WebhooksDeliveriesApiResponse, WebhooksDeliveriesApiArg>;
  webhooksTest: Mutation<WebhooksTestApiResponse, WebhooksTestApiArg>;
  integrationsAll: Query<IntegrationsAllApiResponse, IntegrationsAllApiArg>;
  integrationsList: Query<IntegrationsListApiResponse, IntegrationsListApiArg>;
  integrationsCreate: Mutation<IntegrationsCreateApiResponse, IntegrationsCreateApiArg>;
  integrationsUpdate: Mutation<IntegrationsUpdateApiResponse, IntegrationsUpdateApiArg>;
  integrationsRemove: Mutation<IntegrationsRemoveApiResponse, IntegrationsRemoveApiArg>;
  integrationLoginLogin: Mutation<IntegrationLoginLoginApiResponse, IntegrationLoginLoginApiArg>;
  whatsappWebhookVerify: Query<WhatsappWebhookVerifyApiResponse, WhatsappWebhookVerifyApiArg>;
  whatsappWebhookReceive: Mutation<WhatsappWebhookReceiveApiResponse, WhatsappWebhookReceiveApiArg>;
}

/** The endpoints tagged `signing`, each with its answer and argument (table: signing.ts). */
export interface SigningEndpoints {
  signatureProfilesShow: Query<SignatureProfilesShowApiResponse, SignatureProfilesShowApiArg>;
  signatureProfilesStore: Mutation<SignatureProfilesStoreApiResponse, SignatureProfilesStoreApiArg>;
  publicSignatureProfilesShow: Query<
    PublicSignatureProfilesShowApiResponse,
    PublicSignatureProfilesShowApiArg
  >;
  publicSignatureProfilesStore: Mutation<
    PublicSignatureProfilesStoreApiResponse,
    PublicSignatureProfilesStoreApiArg
  >;
  birdIdOpen: Mutation<BirdIdOpenApiResponse, BirdIdOpenApiArg>;
}

/** The endpoints tagged `storage`, each with its answer and argument (table: storage.ts). */
export interface StorageEndpoints {
  itemsList: Query<ItemsListApiResponse, ItemsListApiArg>;
  itemsCreate: Mutation<ItemsCreateApiResponse, ItemsCreateApiArg>;
  itemsUsage: Query<ItemsUsageApiResponse, ItemsUsageApiArg>;
  itemsGet: Query<ItemsGetApiResponse, ItemsGetApiArg>;
  itemsRename: Mutation<ItemsRenameApiResponse, ItemsRenameApiArg>;
  itemsRemove: Mutation<ItemsRemoveApiResponse, ItemsRemoveApiArg>;
  itemsUpload: Mutation<ItemsUploadApiResponse, ItemsUploadApiArg>;
  itemsMove: Mutation<ItemsMoveApiResponse, ItemsMoveApiArg>;
  itemsPublish: Mutation<ItemsPublishApiResponse, ItemsPublishApiArg>;
  itemsUnpublish: Mutation<ItemsUnpublishApiResponse, ItemsUnpublishApiArg>;
  itemsShares: Query<ItemsSharesApiResponse, ItemsSharesApiArg>;
  itemsShare: Mutation<ItemsShareApiResponse, ItemsShareApiArg>;
  itemsUnshare: Mutation<ItemsUnshareApiResponse, ItemsUnshareApiArg>;
  itemsDownload: Query<ItemsDownloadApiResponse, ItemsDownloadApiArg>;
  publishedItemsList: Query<PublishedItemsListApiResponse, PublishedItemsListApiArg>;
  publicItemsList: Query<PublicItemsListApiResponse, PublicItemsListApiArg>;
}
