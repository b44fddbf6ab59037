import { isJobName, QUEUES } from './queues.js';

describe('QUEUES registry', () => {
  it('names each queue after its key and lists the jobs we run', () => {
    expect(
      Object.fromEntries(Object.entries(QUEUES).map(([key, queue]) => [key, [queue.name, ...queue.jobs]])),
    ).toEqual({
      signing: [
        'signing',
        'apply-recipient-revision',
        'seal-envelope',
        'retimestamp-archive',
        'retimestamp-sealed-copy',
      ],
      notifications: [
        'notifications',
        'send-email',
        'send-whatsapp',
        'deliver-webhook',
        'push-to-integration',
      ],
      storage: ['storage', 'convert-document'],
      envelopes: [
        'envelopes',
        'expire-envelope',
        'send-reminder',
        'reconcile-envelopes',
        'purge-sandbox-envelopes',
      ],
      billing: ['billing', 'renew-subscription', 'deliver-sandbox-webhook'],
      maintenance: ['maintenance', 'reconcile'],
    });
  });

  it('cannot be changed at runtime', () => {
    expect(Object.isFrozen(QUEUES)).toBe(true);
    for (const queue of Object.values(QUEUES)) {
      expect(Object.isFrozen(queue)).toBe(true);
      expect(Object.isFrozen(queue.jobs)).toBe(true);
    }
    expect(() => {
      (QUEUES.signing.jobs as string[]).push('new-job');
    }).toThrow(TypeError);
  });

  it('tells a queue its own jobs from others', () => {
    expect(isJobName('signing', 'seal-envelope')).toBe(true);
    expect(isJobName('signing', 'send-email')).toBe(false);
    expect(isJobName('maintenance', 'toString')).toBe(false);
  });
});
