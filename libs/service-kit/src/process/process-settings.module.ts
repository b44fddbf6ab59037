import { Global, Module, type DynamicModule } from '@nestjs/common';

/**
 * The settings validated at start, injectable under the service's own token in every feature
 * module (`@InjectSigningConfig()`, ...): one global value provider, the same in every service.
 */
@Global()
@Module({})
export class ProcessSettingsModule {
  static forRoot(token: symbol | string, config: object): DynamicModule {
    return {
      module: ProcessSettingsModule,
      providers: [{ provide: token, useValue: config }],
      exports: [token],
    };
  }
}
