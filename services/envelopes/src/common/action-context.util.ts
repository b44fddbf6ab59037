interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The address and browser an action came from (the location, when given, comes with its body). */
export interface ActionOrigin {
  ipAddress: string;
  userAgent: string;
}

/**
 * Where an action came from, for the history and the signature page. The gateway is the only
 * entry, so the first X-Forwarded-For address is the client's.
 */
export function actionContextOf(request: RequestLike): ActionOrigin {
  const forwarded = first(request.headers['x-forwarded-for'])?.split(',')[0]?.trim();
  return {
    ipAddress: forwarded || request.ip || request.socket?.remoteAddress || '',
    userAgent: (first(request.headers['user-agent']) ?? '').slice(0, 500),
  };
}
