import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Makes `server.close()` a drain: Node stops accepting and closes idle keep-alive connections, but
 * a connection whose request is still running would stay open after its response until the
 * client's keep-alive timeout. Once closing starts, every unanswered response (and any request
 * still arriving on an open connection) is sent with `Connection: close`, so each connection
 * ends as soon as its last response is written.
 */
export function drainConnectionsOnClose(
  server: Server,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  let draining = false;
  const pending = new Set<ServerResponse>();
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    draining = true;
    for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
    return close(callback);
  }) as Server['close'];
  return (_req, res, next) => {
    if (draining) {
      res.setHeader('Connection', 'close');
    } else {
      pending.add(res);
      res.once('close', () => pending.delete(res));
    }
    next();
  };
}
