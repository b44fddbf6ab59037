import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { AppError, toWireError } from '@rubrica/errors';
import { recordSpanError, trace } from '@rubrica/telemetry';
import { throwError, type Observable } from 'rxjs';

/**
 * The one mapping from errors thrown in RPC handlers to the reply: the wire error as data
 * (`{ err: { code, status, message, errors? } }`), which the caller rebuilds into the same
 * `AppError`. Anything that is not an `AppError` is logged here and leaves as a bare 500.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const wire = toWireError(exception);
    const span = trace.getActiveSpan();
    if (span) recordSpanError(span, exception);
    if (!(exception instanceof AppError) || wire.status >= 500) {
      const subject =
        host.getType() === 'rpc'
          ? host.switchToRpc().getContext<{ getSubject?(): string }>().getSubject?.()
          : undefined;
      this.logger.error({ err: exception, subject }, 'unexpected error in RPC handler');
    }
    return throwError(() => wire);
  }
}
