import { Body, Controller, Get, Header, Module, Post, Query, type DynamicModule } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CallerError,
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  NatsModule,
  NatsReadinessCheck,
  RedisModule,
  RedisReadinessCheck,
} from '../src/index.js';

export class KitProbeMigration1700000000500 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE kit_probe (id integer PRIMARY KEY)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE kit_probe');
  }
}

/** Holds `/slow` open until the test releases it, to observe a shutdown with a request in flight. */
export const slowRoute = {
  started: Promise.resolve(),
  release: () => {},
  arm(): void {
    let markStarted = () => {};
    this.started = new Promise<void>((resolve) => (markStarted = resolve));
    const released = new Promise<void>((resolve) => (this.release = resolve));
    this.wait = async () => {
      markStarted();
      await released;
    };
  },
  wait: async (): Promise<void> => {},
};

@Controller()
class FaultController {
  @Get('fault')
  fail(): never {
    throw new Error('connection refused to 10.0.0.5 password=hunter2');
  }

  /** A text route refusing its caller (as a webhook verification does). */
  @Get('text-refusal')
  @Header('content-type', 'text/plain; charset=utf-8')
  refuseText(): string {
    throw CallerError.permissionDenied();
  }

  @Get('slow')
  async slow(): Promise<{ done: boolean }> {
    await slowRoute.wait();
    return { done: true };
  }

  /** Answers what it was given, to see what reaches a handler. */
  @Post('echo')
  echo(@Body() body: unknown, @Query() query: unknown): { body: unknown; query: unknown } {
    return { body, query };
  }
}

@Module({})
export class KitTestModule {
  static forRoot(urls: { databaseUrl: string; natsUrl: string; redisUrl: string }): DynamicModule {
    return {
      module: KitTestModule,
      imports: [
        DatabaseModule.forService({
          url: urls.databaseUrl,
          name: 'kit-test',
          entities: [],
          migrations: [KitProbeMigration1700000000500],
        }),
        NatsModule.forRoot({ url: urls.natsUrl, name: 'kit-test', startupWaitMs: 500 }),
        RedisModule.forRoot({ url: urls.redisUrl, name: 'kit-test' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
      ],
      controllers: [FaultController],
    };
  }
}
