import { randomUUID } from 'node:crypto';
import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AppError, ErrorStatus, HttpErrorFilter } from '@rubrica/errors';

interface ResponseLike {
  headersSent?: boolean;
  status(code: number): ResponseLike;
  json(body: unknown): void;
}

/**
 * For routes that wait on another service: its absence is a 503 the SPA may retry, with our own
 * words and a correlation id (never the fault's detail). Every other error takes the one mapping.
 */
@Catch()
export class UnavailableErrorFilter implements ExceptionFilter {
  private readonly fallback = new HttpErrorFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    if (!(exception instanceof AppError) || exception.status !== ErrorStatus.Unavailable) {
      this.fallback.catch(exception, host);
      return;
    }
    const http = host.switchToHttp();
    const response = http.getResponse<ResponseLike>();
    const requestId = http.getRequest<{ headers?: Record<string, unknown> }>().headers?.['x-request-id'];
    if (response.headersSent) return;
    response.status(ErrorStatus.Unavailable).json({
      message: exception.message,
      correlation_id: typeof requestId === 'string' ? requestId : randomUUID(),
    });
  }
}
