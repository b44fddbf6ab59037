import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';
import { metricsRegistry } from '@rubrica/telemetry';

const METRIC_NAME = 'http_server_request_duration_seconds';

type Labels = 'method' | 'route' | 'status_code';

// One histogram per process, even when several apps boot in the same process (tests).
function requestDuration(): Histogram<Labels> {
  const existing = metricsRegistry.getSingleMetric(METRIC_NAME);
  if (existing) return existing as Histogram<Labels>;
  return new Histogram<Labels>({
    name: METRIC_NAME,
    help: 'Duration of HTTP requests served, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  });
}

interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * Times each request and records it under its route template (`/envelopes/:id`), never the raw
 * path: ids in paths would make one series per envelope.
 */
export function httpMetricsMiddleware(): (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void {
  const histogram = requestDuration();
  return (req, res, next) => {
    const stopTimer = histogram.startTimer();
    res.once('finish', () => {
      const routed = req as RoutedRequest;
      const template =
        typeof routed.route?.path === 'string' ? `${routed.baseUrl ?? ''}${routed.route.path}` : 'unmatched';
      stopTimer({ method: req.method ?? 'UNKNOWN', route: template, status_code: String(res.statusCode) });
    });
    next();
  };
}
