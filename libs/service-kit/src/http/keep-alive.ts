import http from 'node:http';
import https from 'node:https';

/**
 * Pooled connections between the gateway and the services. A service closes an idle connection
 * after SERVICE_KEEP_ALIVE_TIMEOUT_MS; a caller drops its own idle pooled connections after
 * CALLER_IDLE_SOCKET_TIMEOUT_MS, well before that. Were it the other way round (Node's defaults:
 * the server closes after 5 s, the client keeps sockets forever), a request sent on a connection
 * the service is closing at that moment would fail with ECONNRESET and reach the user as a 502.
 */
export const SERVICE_KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const CALLER_IDLE_SOCKET_TIMEOUT_MS = 15_000;

/** A keep-alive agent whose idle sockets close before the service would close them. */
export function serviceAgent(secure: boolean): http.Agent {
  const options = { keepAlive: true, timeout: CALLER_IDLE_SOCKET_TIMEOUT_MS };
  return secure ? new https.Agent(options) : new http.Agent(options);
}

/** Keeps idle connections open longer than any caller keeps them pooled. */
export function keepConnectionsForCallers(server: http.Server): void {
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_TIMEOUT_MS;
}
