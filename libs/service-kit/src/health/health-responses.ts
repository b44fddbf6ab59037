import { metricsRegistry } from '@rubrica/telemetry';
import type { ReadinessService } from './readiness.service.js';

export interface ProbeResponse {
  status: number;
  contentType: string;
  body: string;
}

const json = (status: number, value: unknown): ProbeResponse => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});

/** The answers of `/healthz`, `/readyz` and `/metrics`, shared by HTTP services and workers. */
export const probes = {
  /** Liveness: the process is up and its event loop answers. */
  healthz(): ProbeResponse {
    return json(200, { status: 'ok' });
  },

  async readyz(readiness: ReadinessService): Promise<ProbeResponse> {
    const report = await readiness.report();
    return report.ready
      ? json(200, { status: 'ready', checks: report.checks })
      : json(503, { status: 'unavailable', checks: report.checks });
  },

  async metrics(): Promise<ProbeResponse> {
    return { status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
  },
};
