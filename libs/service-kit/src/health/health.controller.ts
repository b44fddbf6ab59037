import type { ServerResponse } from 'node:http';
import { Controller, Get, Res } from '@nestjs/common';
import { probes, type ProbeResponse } from './health-responses.js';
import { ReadinessService } from './readiness.service.js';

function send(res: ServerResponse, probe: ProbeResponse): void {
  res.writeHead(probe.status, { 'Content-Type': probe.contentType, 'Cache-Control': 'no-store' });
  res.end(probe.body);
}

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('healthz')
  healthz(@Res() res: ServerResponse): void {
    send(res, probes.healthz());
  }

  @Get('readyz')
  async readyz(@Res() res: ServerResponse): Promise<void> {
    send(res, await probes.readyz(this.readiness));
  }

  @Get('metrics')
  async metrics(@Res() res: ServerResponse): Promise<void> {
    send(res, await probes.metrics());
  }
}
