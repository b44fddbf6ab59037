import { jest } from '@jest/globals';
import { Injectable, Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule, type PlatformConfig } from '../service-platform.module.js';
import { ProcessSettingsModule } from './process-settings.module.js';
import { httpProcessModule, workerProcessModule } from './service-process.js';

const SETTINGS = Symbol('SETTINGS');

@Injectable()
class Feature {}

@Module({ providers: [Feature] })
class FeatureModule {}

const config: PlatformConfig = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rubrica_things',
  NATS_URL: 'nats://127.0.0.1:4222',
  WORKER_CONCURRENCY: 3,
};
const service = { name: 'things', migrations: [] };

describe('a service process described once', () => {
  let platform: jest.SpiedFunction<typeof ServicePlatformModule.forProcess>;

  beforeEach(() => {
    platform = jest.spyOn(ServicePlatformModule, 'forProcess');
  });

  afterEach(() => platform.mockRestore());

  it('builds the HTTP root: its settings first, then the platform named after the service, then its features', () => {
    const configure = (): void => undefined;
    const AppModule = httpProcessModule((settings: PlatformConfig) => ({
      service,
      settings: SETTINGS,
      imports: [FeatureModule],
      providers: [{ provide: 'CONFIGURED', useValue: settings }],
      rawBody: true,
      configure,
    }));
    const process = AppModule.process(config);
    const root = process.module as DynamicModule;
    expect(root.module.name).toBe('AppModule');
    expect(root.imports?.[0]).toMatchObject({
      module: ProcessSettingsModule,
      providers: [{ provide: SETTINGS, useValue: config }],
    });
    expect(root.imports?.[2]).toBe(FeatureModule);
    expect(root.providers).toEqual([{ provide: 'CONFIGURED', useValue: config }]);
    expect(platform).toHaveBeenCalledWith({ name: 'things', config, service, jobs: undefined });
    expect(process).toMatchObject({ rawBody: true, configure });
    expect(AppModule.forRoot(config).module).toBe(root.module);
  });

  it('names the worker `<service>-worker` and hands its queue to the platform', () => {
    const jobs = { queue: 'storage' as const, handlers: Feature as never };
    const WorkerModule = workerProcessModule(() => ({ service, jobs }));
    const root = WorkerModule.forRoot(config);
    expect(root.module.name).toBe('WorkerModule');
    expect(root.imports).toHaveLength(1);
    expect(platform).toHaveBeenCalledWith({ name: 'things-worker', config, service, jobs });
  });
});
