import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { localeFromAcceptLanguage, type MessageLocale } from '@rubrica/errors';
import type { Request } from 'express';

/**
 * The payer's language, from the request's Accept-Language (the SPA sends the language it shows);
 * undefined when it names none of ours. Charges are described in it and the provider's page speaks it.
 */
export const PayerLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): MessageLocale | undefined =>
    localeFromAcceptLanguage(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
