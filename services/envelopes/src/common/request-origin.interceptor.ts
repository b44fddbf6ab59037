import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { actionContextOf } from './action-context.util.js';
import { requestOrigin } from './request-origin.store.js';

/**
 * Runs every HTTP route with the caller's address and browser at hand, so each history entry the
 * route writes records them (spec, "Event log": every step with time, actor and IP), the
 * sender's steps as much as the recipients', without threading them through every use case.
 */
@Injectable()
export class RequestOriginInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const origin = actionContextOf(context.switchToHttp().getRequest());
    return new Observable((subscriber) =>
      requestOrigin.run(origin, () => next.handle().subscribe(subscriber)),
    );
  }
}
