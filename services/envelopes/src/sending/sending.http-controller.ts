import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { GatewayCaller, RequirePermission, type OrganizationCaller } from '@rubrica/service-kit';
import { CancelEnvelopeUseCase } from './use-cases/cancel-envelope/cancel-envelope.use-case.js';
import { RenotifyRecipientsUseCase } from './use-cases/renotify-recipients/renotify-recipients.use-case.js';
import { SendEnvelopeUseCase } from './use-cases/send-envelope/send-envelope.use-case.js';

/** The sender's actions on an envelope after drafting (section 7: send, cancel, renotify). */
@Controller('envelopes')
@RequirePermission('send_envelopes')
export class SendingHttpController {
  constructor(
    private readonly sendEnvelope: SendEnvelopeUseCase,
    private readonly cancelEnvelope: CancelEnvelopeUseCase,
    private readonly renotify: RenotifyRecipientsUseCase,
  ) {}

  @Post(':id/send')
  @HttpCode(200)
  send(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.sendEnvelope.execute(caller, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.cancelEnvelope.execute(caller, id);
  }

  @Post(':id/renotify')
  @HttpCode(200)
  resend(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.renotify.execute(caller, id);
  }
}
