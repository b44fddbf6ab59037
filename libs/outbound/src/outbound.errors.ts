import { AppError, ErrorStatus } from '@rubrica/errors';

/** Every error an outbound call raises; codes are part of the contract callers switch on. */
export const OutboundErrorCode = {
  /** The URL itself is not one we call: scheme, port, credentials, or not a URL at all. */
  UrlRefused: 'outbound.url_refused',
  /** The name resolves to (or the URL names) an address we never call. */
  AddressRefused: 'outbound.address_refused',
  /** The name did not resolve. */
  NameUnresolved: 'outbound.name_unresolved',
  /** No answer within the time allowed, or the connection failed. */
  Unreachable: 'outbound.unreachable',
  /** The answer was larger than the caller accepts. */
  ResponseTooLarge: 'outbound.response_too_large',
} as const;
export type OutboundErrorCode = (typeof OutboundErrorCode)[keyof typeof OutboundErrorCode];

function statusOf(code: OutboundErrorCode): ErrorStatus {
  switch (code) {
    case OutboundErrorCode.UrlRefused:
    case OutboundErrorCode.AddressRefused:
    case OutboundErrorCode.NameUnresolved:
      return ErrorStatus.UnprocessableEntity;
    case OutboundErrorCode.Unreachable:
    case OutboundErrorCode.ResponseTooLarge:
      return ErrorStatus.Unavailable;
  }
}

/** `field` names the request field that carried the URL, so a 422 lands on the right input. */
export function outboundError(code: OutboundErrorCode, message: string, field = 'url'): AppError {
  return new AppError(code, statusOf(code), message, { [field]: [message] });
}
