import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { z } from '@rubrica/config';
import { gatewayCallerOf, parseInput, type OrganizationCaller } from '@rubrica/service-kit';
import type { SenderScope } from '../envelopes/envelope-access.js';
import { scopeOf } from './sender-scope.util.js';

/**
 * A drafting change as its route hands it to the use case: the caller's scope, the route's path
 * parameters (`{ id: string }`, `RecipientPath`, `FieldPath` ...) and the body its schema checked.
 */
export type DraftingChange<Input, Path extends object = object> = Path & { scope: SenderScope; input: Input };

type ChangeRequest = Parameters<typeof gatewayCallerOf>[0] & {
  params: Record<string, string>;
  body: unknown;
};

const changeOf = createParamDecorator(({ body }: { body: z.ZodType }, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<ChangeRequest>();
  return {
    ...request.params,
    scope: scopeOf(gatewayCallerOf(request) as OrganizationCaller),
    input: parseInput(body, request.body),
  };
});

/**
 * `@DraftingChange(schema) change: DraftingChange<Input, Path>` in a handler that passes the change
 * on whole. The body is refused with the spec's 422 as `@Body(new ZodInputPipe(schema))` refuses it;
 * the route must require an organization, as for `@CallerScope()`. The schema goes to the factory
 * under its own name: Nest would take a bare one (it has a `transform` method) for a pipe, and
 * `{ schema }` for its own validation options.
 */
export function DraftingChange(schema: z.ZodType): ParameterDecorator {
  return changeOf({ body: schema });
}
