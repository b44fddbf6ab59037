import { Module, type DynamicModule } from '@nestjs/common';
import {
  OUTBOX_RELAY_OPTIONS,
  OutboxRelayRunner,
  type OutboxRelayModuleOptions,
} from './outbox-relay.runner.js';

/**
 * The outbox relay of a service's HTTP process. Needs `DatabaseModule` (with the messaging
 * `eventEntities` and `eventMigrations`) and `NatsModule`.
 */
@Module({})
export class OutboxRelayModule {
  static forService(options: OutboxRelayModuleOptions): DynamicModule {
    return {
      module: OutboxRelayModule,
      providers: [{ provide: OUTBOX_RELAY_OPTIONS, useValue: options }, OutboxRelayRunner],
      exports: [OutboxRelayRunner],
    };
  }
}
