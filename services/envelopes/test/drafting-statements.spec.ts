import { call, fileForm, makePdf, useDraftingApp } from './drafting-support.js';
import { StatementCount } from './flow-support/statement-count.js';

const { app, sender } = useDraftingApp('drafting_statements');

it('drafts a three-signer envelope in a known number of statements', async () => {
  const pdf = await makePdf(1);
  const count = new StatementCount();
  const step = async (name: string, action: () => ReturnType<typeof call>, status: number) => {
    count.step = name;
    const answer = await action();
    // Whatever the service runs after answering would land in the step in between.
    count.step = 'between steps';
    expect(answer.status).toBe(status);
    return answer.body;
  };
  await count.on(app.dataSource, async () => {
    const envelope = await step(
      'create',
      () =>
        call(app.url, 'POST', '/envelopes', {
          headers: sender.headers,
          json: { title: 'Contrato', message: 'Por favor, assine.' },
        }),
      201,
    );
    const document = await step(
      'upload',
      () =>
        call(app.url, 'POST', `/envelopes/${envelope.id}/documents`, {
          headers: sender.headers,
          form: fileForm(pdf, 'contrato.pdf'),
        }),
      201,
    );
    for (const order of [1, 2, 3]) {
      const recipient = await step(
        `recipient ${order}`,
        () =>
          call(app.url, 'POST', `/envelopes/${envelope.id}/recipients`, {
            headers: sender.headers,
            json: {
              type: 'signer',
              routing_order: order,
              addressees: [
                { value: `signer-${order}@example.com`, name: `Signer ${order}`, identifiers: [] },
              ],
            },
          }),
        201,
      );
      await step(
        `field ${order}`,
        () =>
          call(app.url, 'POST', `/envelopes/${envelope.id}/documents/${document.id}/fields`, {
            headers: sender.headers,
            json: {
              recipient_id: recipient.id,
              type: 'signature',
              title: `Assinatura de Signer ${order}`,
              is_required: true,
              widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1 + order * 0.2, width: 0.25, height: 0.05 }],
            },
          }),
        201,
      );
    }
    await step(
      'read',
      () => call(app.url, 'GET', `/envelopes/${envelope.id}`, { headers: sender.headers }),
      200,
    );
    count.step = '';
  });

  // A figure README.md's bench-load section gives: a change that moves it says so there too.
  const steps = Object.fromEntries(count.counted);
  const total = Object.values(steps).reduce((sum, statements) => sum + statements, 0);
  expect({ total, steps }).toEqual({
    total: 62,
    steps: {
      create: 5,
      upload: 11,
      'recipient 1': 9,
      'field 1': 6,
      'recipient 2': 9,
      'field 2': 6,
      'recipient 3': 9,
      'field 3': 6,
      read: 1,
    },
  });
}, 120_000);
