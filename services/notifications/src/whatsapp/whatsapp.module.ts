import { Inject, Logger, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { CloudWhatsappSender } from './cloud-whatsapp-sender.js';
import { SandboxWhatsappSender } from './sandbox-whatsapp-sender.js';
import { SendWhatsappJobHandler } from './send-whatsapp.job-handler.js';
import { WhatsappFailureReporter } from './whatsapp-failure.reporter.js';
import { WHATSAPP_SENDER, type WhatsappSender } from './whatsapp-sender.js';

export interface WhatsappSettings {
  provider: 'cloud' | 'sandbox';
  apiUrl: string;
  apiVersion: string;
  phoneNumberId?: string;
  accessToken?: string;
  timeoutMs: number;
  appSecret: string;
  outboxDir: string;
  webhookUrl: string;
  statusDelayMs: number;
}

/** WhatsApp delivery for the worker: the sender chosen from the settings and the `send-whatsapp` handler. */
@Module({})
export class WhatsappModule implements OnModuleDestroy {
  constructor(@Inject(WHATSAPP_SENDER) private readonly sender: WhatsappSender) {}

  static forRoot(settings: WhatsappSettings): DynamicModule {
    return {
      module: WhatsappModule,
      providers: [
        { provide: WHATSAPP_SENDER, useFactory: () => createWhatsappSender(settings) },
        WhatsappFailureReporter,
        SendWhatsappJobHandler,
      ],
      exports: [SendWhatsappJobHandler],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.sender.close();
  }
}

function createWhatsappSender(settings: WhatsappSettings): WhatsappSender {
  const logger = new Logger('Whatsapp');
  if (settings.provider === 'cloud') {
    logger.log(`WhatsApp goes through the Cloud API at ${settings.apiUrl} (${settings.apiVersion})`);
    return new CloudWhatsappSender({
      apiUrl: settings.apiUrl,
      apiVersion: settings.apiVersion,
      // The configuration requires both with the cloud provider.
      phoneNumberId: settings.phoneNumberId ?? '',
      accessToken: settings.accessToken ?? '',
      timeoutMs: settings.timeoutMs,
    });
  }
  logger.log(
    `WhatsApp sandbox: messages are kept in ${settings.outboxDir}, statuses posted to ${settings.webhookUrl}`,
  );
  return new SandboxWhatsappSender(
    {
      outboxDir: settings.outboxDir,
      webhookUrl: settings.webhookUrl,
      appSecret: settings.appSecret,
      statusDelayMs: settings.statusDelayMs,
      phoneNumberId: settings.phoneNumberId,
    },
    logger,
  );
}
