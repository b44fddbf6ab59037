/**
 * The WhatsApp Cloud API's shapes this service uses (Graph API `POST /{version}/{phone_number_id}/messages`
 * and the `messages` webhook field), shared by the real adapter and the sandbox.
 */

export interface CloudTextParameter {
  type: 'text';
  text: string;
}

export type CloudTemplateComponent =
  | { type: 'body'; parameters: CloudTextParameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: CloudTextParameter[] };

/** A template message request. */
export interface CloudTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** The recipient's number with its country code, digits only. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: CloudTemplateComponent[];
  };
}

/** The API's answer to an accepted message. */
export interface CloudMessageAccepted {
  messaging_product: 'whatsapp';
  contacts: Array<{ input: string; wa_id: string }>;
  messages: Array<{ id: string; message_status?: string }>;
}

/** The API's error body (Graph API errors). */
export interface CloudErrorBody {
  error: {
    message: string;
    type?: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product?: string; details?: string };
    fbtrace_id?: string;
  };
}

export type CloudStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One status of a `messages` webhook change. */
export interface CloudStatusUpdate {
  id: string;
  status: CloudStatus | string;
  timestamp: string;
  recipient_id: string;
  errors?: Array<{ code: number; title?: string; message?: string; error_data?: { details?: string } }>;
}

/** The webhook body WhatsApp posts (`object: whatsapp_business_account`). */
export interface CloudWebhookBody {
  object: string;
  entry?: Array<{
    id?: string;
    changes?: Array<{
      field?: string;
      value?: {
        messaging_product?: string;
        metadata?: { display_phone_number?: string; phone_number_id?: string };
        statuses?: CloudStatusUpdate[];
      };
    }>;
  }>;
}

/**
 * A refusal from the Cloud API (or the sandbox, which answers the same way). `retryable` says
 * whether sending the same message again later can succeed.
 */
export class WhatsappApiError extends Error {
  override readonly name = 'WhatsappApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }

  /** The error as the API would have answered it. */
  toBody(): CloudErrorBody {
    return { error: { message: this.message, type: 'OAuthException', code: this.code ?? 0 } };
  }
}

/**
 * Cloud API error codes that a later attempt can get past: throttling (4, 80007, 130429, 131048,
 * 131056), temporary platform failures (1, 2, 131000, 133004), and an expired or revoked token
 * (190), which an operator fixes without changing the message.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 190, 80007, 130429, 131000, 131048, 131056, 133004]);

/**
 * Whether an answer of the Cloud API is worth retrying: throttling, server errors and the codes
 * above are; anything else (bad number, unknown template, wrong parameters, a recipient WhatsApp
 * will not reach) would be refused again.
 */
export function isRetryableCloudError(status: number, code: number | undefined): boolean {
  if (code !== undefined && RETRYABLE_CODES.has(code)) return true;
  return status === 429 || status >= 500 || status === 401;
}
