import { AppError, errorFactory, ErrorStatus } from '@rubrica/errors';

/** Every refusal of WhatsApp's webhook; codes are part of the contract. */
export const WhatsappWebhookErrorCode = {
  NotVerified: 'whatsapp.webhook_not_verified',
  InvalidSignature: 'whatsapp.invalid_signature',
} as const;
export type WhatsappWebhookErrorCode =
  (typeof WhatsappWebhookErrorCode)[keyof typeof WhatsappWebhookErrorCode];

function statusOf(code: WhatsappWebhookErrorCode): ErrorStatus {
  switch (code) {
    case WhatsappWebhookErrorCode.NotVerified:
      return ErrorStatus.Forbidden;
    case WhatsappWebhookErrorCode.InvalidSignature:
      return ErrorStatus.Unauthorized;
  }
}

const MESSAGES: Record<WhatsappWebhookErrorCode, string> = {
  [WhatsappWebhookErrorCode.NotVerified]: 'The webhook verification failed.',
  [WhatsappWebhookErrorCode.InvalidSignature]: 'The webhook signature is not valid.',
};

const errorOf = errorFactory(statusOf);

export function whatsappWebhookError(code: WhatsappWebhookErrorCode): AppError {
  return errorOf(code, MESSAGES[code]);
}
