import { Logger } from '@nestjs/common';
import type { EventsLogger } from '@rubrica/messaging';

/** The event machinery's logger interface over Nest's Logger (and so the process's JSON logger). */
export function nestEventsLogger(context: string): EventsLogger {
  const logger = new Logger(context);
  return {
    debug: (fields, message) => logger.debug(fields, message),
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
  };
}
