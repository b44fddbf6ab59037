import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { z } from '@rubrica/config';
import { localeFromAcceptLanguage } from '@rubrica/errors';
import { parseInput } from '@rubrica/service-kit';
import type { Request } from 'express';
import { paymentInputSchema } from './subscription.schemas.js';

/**
 * A payment's request: the body read with `schema` (the payment's fields, by default; with the plan
 * for a subscription or a plan change), in the payer's language as PayerLocale reads it. The schema
 * is closed over rather than passed as the decorator's data, which Nest would take for a pipe.
 */
export function PaymentBody(schema: z.ZodType = paymentInputSchema): ParameterDecorator {
  return createParamDecorator((_data: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<Request>();
    return {
      ...(parseInput(schema, request.body) as object),
      locale: localeFromAcceptLanguage(request.headers['accept-language']),
    };
  })();
}
