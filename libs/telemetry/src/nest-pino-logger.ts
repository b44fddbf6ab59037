import type { LoggerService, LogLevel } from '@nestjs/common';
import type { Logger } from 'pino';

type PinoMethod = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

const nestToPino: Record<LogLevel, PinoMethod> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/**
 * Nest's `LoggerService` over a pino logger, so the framework's own lines (bootstrap, routes,
 * filters) come out as the same JSON as ours. Nest passes the context name as the last string
 * argument and, for `error`, a stack before it.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  setLogLevels(levels: LogLevel[]): void {
    // pino has one threshold: take the most verbose level Nest asks for.
    const order: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];
    const lowest = order.find((level) => levels.includes(level));
    this.logger.level = lowest ? nestToPino[lowest] : 'silent';
  }

  private write(level: LogLevel, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const fields: Record<string, unknown> = {};
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    let text: string | undefined;
    if (message instanceof Error) fields.err = message;
    else if (typeof message === 'object' && message !== null) Object.assign(fields, message);
    else if (message !== undefined) text = String(message);
    for (const param of rest) {
      if (param instanceof Error) fields.err = param;
      else if (typeof param === 'string' && level === 'error' && /\n\s+at /.test(param)) fields.stack = param;
      else if (typeof param === 'string' && text === undefined) text = param;
      else if (typeof param === 'object' && param !== null) Object.assign(fields, param);
    }
    const method = nestToPino[level];
    if (text === undefined) this.logger[method](fields);
    else this.logger[method](fields, text);
  }
}
