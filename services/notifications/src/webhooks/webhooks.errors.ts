import { AppError, errorFactory, ErrorStatus } from '@rubrica/errors';

/** Every error of the webhooks feature; codes are part of the contract. */
export const WebhookErrorCode = {
  EndpointNotFound: 'webhooks.endpoint_not_found',
  DeliveryNotFound: 'webhooks.delivery_not_found',
} as const;
export type WebhookErrorCode = (typeof WebhookErrorCode)[keyof typeof WebhookErrorCode];

function statusOf(code: WebhookErrorCode): ErrorStatus {
  switch (code) {
    case WebhookErrorCode.EndpointNotFound:
    case WebhookErrorCode.DeliveryNotFound:
      return ErrorStatus.NotFound;
  }
}

const MESSAGES: Record<WebhookErrorCode, string> = {
  [WebhookErrorCode.EndpointNotFound]: 'Webhook endpoint not found.',
  [WebhookErrorCode.DeliveryNotFound]: 'Webhook delivery not found.',
};

const errorOf = errorFactory(statusOf);

/** Another organization's endpoint or delivery reads as missing: ids never reveal what exists. */
export function webhookError(code: WebhookErrorCode): AppError {
  return errorOf(code, MESSAGES[code]);
}
