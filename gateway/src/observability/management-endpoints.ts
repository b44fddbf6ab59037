import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@rubrica/errors';
import { startProbeServer, type ProbeServer, type ReadinessService } from '@rubrica/service-kit';
import { requestIdFor } from '../proxy/request-id.js';
import { sendAppError } from '../proxy/send-json.js';

/**
 * Answered on the management port only: readiness says which dependency is down and metrics
 * describe the traffic, neither of which is the public's business. `/healthz` (up or not) stays on
 * the public port as well, for load balancers that can only probe the port they route to.
 */
export const MANAGEMENT_ONLY_PATHS: ReadonlySet<string> = new Set(['/readyz', '/metrics']);

/** Mounted on the public app before everything else: those paths are simply not there. */
export function refuseManagementPaths(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (!MANAGEMENT_ONLY_PATHS.has(pathname)) {
    next();
    return;
  }
  const requestId = requestIdFor(req.headers['x-request-id']);
  res.setHeader('x-request-id', requestId);
  sendAppError(res, AppError.notFound('route.not_found', 'Not found.'), requestId);
}

/**
 * The management listener: `/healthz`, `/readyz` and `/metrics` and nothing else, on a port the
 * public route (ingress, published port) does not lead to; k8s probes and Prometheus use it.
 */
export function startManagementServer(readiness: ReadinessService, port: number): Promise<ProbeServer> {
  return startProbeServer(readiness, port);
}
