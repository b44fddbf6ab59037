import { Counter, Histogram, type Registry } from 'prom-client';

type Labels = 'route_group' | 'method' | 'status';

const REQUESTS = 'gateway_requests_total';
const DURATION = 'gateway_request_duration_seconds';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Requests by route group (the owning service, `oidc`, `spa`, `unknown`) rather than by path:
 * paths carry ids and tokens and would make one series per envelope.
 */
export class GatewayMetrics {
  private readonly requests: Counter<Labels>;
  private readonly duration: Histogram<Labels>;

  constructor(registry: Registry) {
    // Several gateways may start in one process (tests) and share the process registry.
    this.requests =
      (registry.getSingleMetric(REQUESTS) as Counter<Labels> | undefined) ??
      new Counter<Labels>({
        name: REQUESTS,
        help: 'Requests answered by the gateway, by route group, method and status.',
        labelNames: ['route_group', 'method', 'status'],
        registers: [registry],
      });
    this.duration =
      (registry.getSingleMetric(DURATION) as Histogram<Labels> | undefined) ??
      new Histogram<Labels>({
        name: DURATION,
        help: 'Time from request to the end of the response, by route group, method and status.',
        labelNames: ['route_group', 'method', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
        registers: [registry],
      });
  }

  /** `status` is the HTTP status, or `aborted` when the client left before the response ended. */
  record(routeGroup: string, method: string | undefined, status: string, seconds: number): void {
    const labels = {
      route_group: routeGroup,
      method: KNOWN_METHODS.has(method ?? '') ? method! : 'OTHER',
      status,
    };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
