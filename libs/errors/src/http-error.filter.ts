import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { localeFromAcceptLanguage } from './messages/message-locale.js';
import { toErrorResponse } from './to-error-response.js';

interface ResponseLike {
  headersSent?: boolean;
  status(code: number): ResponseLike;
  json(body: unknown): void;
  setHeader?(name: string, value: string): void;
}

interface RequestLike {
  headers?: Record<string, string | string[] | undefined>;
}

/** The one mapping from thrown errors to the spec's HTTP body, for every Nest HTTP process. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const response = http.getResponse<ResponseLike>();
    const request = http.getRequest<RequestLike>();
    const requestId = request.headers?.['x-request-id'];
    // Worded in the language the caller asked for (the SPA sends the one it shows).
    const result = toErrorResponse(
      exception,
      typeof requestId === 'string' ? requestId : undefined,
      localeFromAcceptLanguage(request.headers?.['accept-language']),
    );
    if (result.unexpected) {
      this.logger.error(
        { correlation_id: result.unexpected.correlationId, err: result.unexpected.cause },
        'unexpected error',
      );
    }
    if (response.headersSent) return;
    // The route may have named its own content type (a text answer, a file) before it failed:
    // the error is JSON whatever it was going to send.
    response.setHeader?.('content-type', 'application/json; charset=utf-8');
    response.status(result.status).json(result.body);
  }
}
