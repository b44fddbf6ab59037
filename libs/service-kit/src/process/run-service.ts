import { bootstrapHttpService } from '../bootstrap-http-service.js';
import { bootstrapWorker } from '../bootstrap-worker.js';
import type { ProcessConfig } from '../process-config.js';
import type { PlatformConfig } from '../service-platform.module.js';
import { runProcess } from '../run-process.js';
import type { HttpProcessModule, ProcessModule } from './service-process.js';

/**
 * A dynamic `import()` of the process's root file (`app.module.ts` of an HTTP service,
 * `worker.module.ts` of a worker), so pg, ioredis... load once telemetry has started.
 */
export type ServiceRoot<C> =
  | { http: () => Promise<{ AppModule: HttpProcessModule<C> }> }
  | { worker: () => Promise<{ WorkerModule: ProcessModule<C> }> };

/**
 * The whole of a service's entry point (`main.ts`, `worker.ts`): read the settings, start
 * telemetry, import the root, then listen (HTTP) or serve the probes (worker). A failure to start
 * prints one line and exits 1.
 */
export function runService<C extends ProcessConfig & PlatformConfig>(
  name: string,
  loadConfig: () => C,
  root: ServiceRoot<C>,
): Promise<void> {
  return runProcess(name, async () => {
    const config = loadConfig();
    if ('http' in root) {
      const { http } = root;
      await bootstrapHttpService({
        name,
        config,
        loadProcess: async () => (await http()).AppModule.process(config),
      });
    } else {
      const { worker } = root;
      await bootstrapWorker({
        name,
        config,
        loadModule: async () => (await worker()).WorkerModule.forRoot(config),
      });
    }
  });
}
