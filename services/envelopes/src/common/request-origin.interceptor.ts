import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { gatewayCallerOf } from '@rubrica/service-kit';
import { Observable } from 'rxjs';
import type { EventActor } from '../envelopes/history/event-actor.js';
import { actionContextOf } from './action-context.util.js';
import { requestOrigin } from './request-origin.store.js';

/**
 * Runs every HTTP route with the caller's address, browser and identity at hand, so each history
 * entry the route writes records them (spec, "Event log": every step with time, actor and IP),
 * the sender's steps as much as the recipients', without threading them through every use case.
 */
@Injectable()
export class RequestOriginInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Parameters<typeof actionContextOf>[0]>();
    const origin = { ...actionContextOf(request), actor: signedInActor(request) };
    return new Observable((subscriber) =>
      requestOrigin.run(origin, () => next.handle().subscribe(subscriber)),
    );
  }
}

/** The user (or the API client acting for them) the gateway vouched for; none on public routes. */
function signedInActor(request: Parameters<typeof gatewayCallerOf>[0]): EventActor | undefined {
  try {
    const caller = gatewayCallerOf(request);
    return caller.clientId
      ? { type: 'api_client', id: caller.clientId, user_id: caller.userId }
      : { type: 'user', id: caller.userId };
  } catch {
    return undefined;
  }
}
