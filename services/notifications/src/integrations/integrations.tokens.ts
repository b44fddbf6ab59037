import { Inject } from '@nestjs/common';

/** The DocuwareSettings (SSRF policy, timeout, sandbox address) every DocuWare call is made with. */
export const DOCUWARE_SETTINGS = Symbol('DOCUWARE_SETTINGS');
export const InjectDocuwareSettings = () => Inject(DOCUWARE_SETTINGS);
/** The producer of `push-to-integration` jobs. */
export const INTEGRATION_PUSH_QUEUE = Symbol('INTEGRATION_PUSH_QUEUE');
export const InjectIntegrationPushQueue = () => Inject(INTEGRATION_PUSH_QUEUE);
