import { Module, type DynamicModule } from '@nestjs/common';
import { WhatsappFailureReporter } from '../whatsapp-failure.reporter.js';
import { RecordWhatsappStatusesUseCase } from './record-whatsapp-statuses.use-case.js';
import {
  WHATSAPP_WEBHOOK_SETTINGS,
  WhatsappWebhookHttpController,
  type WhatsappWebhookSettings,
} from './whatsapp-webhook.http-controller.js';

/** The HTTP process's side of WhatsApp: the webhook that receives message statuses. */
@Module({})
export class WhatsappWebhookModule {
  static forRoot(settings: WhatsappWebhookSettings): DynamicModule {
    return {
      module: WhatsappWebhookModule,
      controllers: [WhatsappWebhookHttpController],
      providers: [
        { provide: WHATSAPP_WEBHOOK_SETTINGS, useValue: settings },
        WhatsappFailureReporter,
        RecordWhatsappStatusesUseCase,
      ],
    };
  }
}
