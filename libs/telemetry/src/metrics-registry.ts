import { collectDefaultMetrics, Registry } from 'prom-client';

/** The process's one Prometheus registry, served at `/metrics`; default Node metrics included. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
