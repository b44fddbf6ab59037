/** The slice of a pino logger the event machinery writes to; pino loggers satisfy it. */
export interface EventsLogger {
  debug(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

export const silentLogger: EventsLogger = { debug() {}, warn() {}, error() {} };
