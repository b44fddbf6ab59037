import { Catch, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { HttpErrorFilter } from '@rubrica/errors';

// Nest's router raises `Cannot <METHOD> <path>` for a path no controller serves.
const ROUTE_MISS = /^Cannot [A-Z]+ \//;

/**
 * The platform's HttpErrorFilter, with one adjustment: an unknown route answers the spec's plain
 * `{ "message": "Not found." }` rather than the framework's text echoing the path back.
 */
@Catch()
export class ServiceErrorFilter extends HttpErrorFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const routeMiss = exception instanceof NotFoundException && ROUTE_MISS.test(exception.message);
    super.catch(routeMiss ? new NotFoundException('Not found.') : exception, host);
  }
}
