import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { ReadinessCheck } from './readiness-check.js';
import { HealthController } from './health.controller.js';
import { READINESS_CHECKS, READINESS_TIMEOUT_MS, ReadinessService } from './readiness.service.js';

export interface HealthModuleOptions {
  /** Per-check bound, so a hung dependency makes `/readyz` answer 503 quickly instead of hanging. */
  timeoutMs?: number;
}

/**
 * `/healthz`, `/readyz` and `/metrics`. `checks` are injectable classes (DatabaseReadinessCheck,
 * NatsReadinessCheck, RedisReadinessCheck or a service's own) provided by imported global modules.
 */
@Module({})
export class HealthModule {
  static forRoot(checks: Array<Type<ReadinessCheck>>, options: HealthModuleOptions = {}): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [
        {
          provide: READINESS_CHECKS,
          useFactory: (...instances: ReadinessCheck[]) => instances,
          inject: checks,
        },
        { provide: READINESS_TIMEOUT_MS, useValue: options.timeoutMs ?? 1_000 },
        ReadinessService,
      ],
      exports: [ReadinessService],
    };
  }
}
