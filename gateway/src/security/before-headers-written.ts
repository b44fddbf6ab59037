import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

type HeaderList = OutgoingHttpHeaders | ReadonlyArray<string | readonly string[]>;

/** Headers given to `writeHead`, as name → value(s), so they can be set one by one. */
function collected(headers: HeaderList): Map<string, string | number | string[]> {
  const out = new Map<string, string | number | string[]>();
  const add = (name: string, value: string | number | readonly string[] | undefined) => {
    if (value === undefined) return;
    const key = name.toLowerCase();
    const before = out.get(key);
    if (before === undefined)
      out.set(key, Array.isArray(value) ? [...(value as string[])] : (value as string));
    else out.set(key, [...[before].flat().map(String), ...[value].flat().map(String)]);
  };
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) add(name, value);
    return out;
  }
  // Either [[name, value], ...] or the raw flat form [name, value, name, value, ...].
  if (headers.length && Array.isArray(headers[0])) {
    for (const pair of headers as ReadonlyArray<readonly string[]>) add(pair[0]!, pair[1]);
  } else {
    for (let index = 0; index + 1 < headers.length; index += 2)
      add(String(headers[index]), String(headers[index + 1]));
  }
  return out;
}

/**
 * Runs `apply` right before the status line and headers go out, whoever writes them (the proxy
 * copying a service's headers, the SPA handler, an error), so what `apply` sets has the last word.
 * Node sends implicit headers through `writeHead` too, so every path is covered.
 */
export function beforeHeadersWritten(res: ServerResponse, apply: () => void): void {
  const original = res.writeHead;
  let done = false;
  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (done) return original.apply(this, [statusCode, ...rest] as Parameters<typeof original>);
    done = true;
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as HeaderList | undefined;
    if (headers) for (const [name, value] of collected(headers)) this.setHeader(name, value);
    apply();
    const write = original as (this: ServerResponse, code: number, reason?: string) => ServerResponse;
    return reason === undefined ? write.call(this, statusCode) : write.call(this, statusCode, reason);
  } as typeof res.writeHead;
}
