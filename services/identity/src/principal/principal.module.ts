import { Module } from '@nestjs/common';
import { CallerGuard } from './caller.guard.js';
import { PrincipalRpcController } from './principal.rpc-controller.js';
import { ResolvePrincipalUseCase } from './resolve-principal.use-case.js';

/** The `identity.resolve_principal.v1` handler (answered once `connectIdentityRpcServer` runs). */
@Module({
  controllers: [PrincipalRpcController],
  providers: [ResolvePrincipalUseCase, CallerGuard],
})
export class PrincipalModule {}
