import nodemailer from 'nodemailer';
import { startTestSmtpServer, type TestSmtpServer } from '../src/index.js';

let server: TestSmtpServer;

beforeEach(async () => {
  server = await startTestSmtpServer({ rejectRecipients: ['nobody@example.test'] });
});

afterEach(async () => {
  await server.close();
});

function send(message: nodemailer.SendMailOptions) {
  const transport = nodemailer.createTransport(server.url);
  return transport
    .sendMail({ from: 'Sender <sender@example.test>', ...message })
    .finally(() => transport.close());
}

describe('startTestSmtpServer', () => {
  it('listens on a local port and says so in its URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`smtp://127.0.0.1:${server.port}`);
  });

  it('keeps each message parsed: addresses, subject, both parts and the links of the text', async () => {
    await send({
      to: 'Ana <ana@example.test>',
      subject: 'Olá, ação necessária',
      text: 'Open https://app.example.test/a?x=1 or http://localhost:8080/b.\nAgain: https://app.example.test/a?x=1',
      html: '<p>Open <a href="https://app.example.test/a?x=1">here</a></p>',
      headers: { 'X-Rubrica-Template': 'verify-email' },
    });
    expect(server.messages).toHaveLength(1);
    const [message] = server.messages;
    expect(message).toMatchObject({
      envelopeFrom: 'sender@example.test',
      envelopeTo: ['ana@example.test'],
      from: 'sender@example.test',
      to: ['ana@example.test'],
      subject: 'Olá, ação necessária',
      links: ['https://app.example.test/a?x=1', 'http://localhost:8080/b'],
    });
    expect(message?.html.trim()).toBe('<p>Open <a href="https://app.example.test/a?x=1">here</a></p>');
    expect(message?.text).toContain('Open https://app.example.test/a?x=1');
    expect(message?.headers['x-rubrica-template']).toBe('verify-email');
    expect(message?.raw).toMatch(/^Subject: /m);
  });

  it('waits for a message still to come, and finds one already received', async () => {
    await send({ to: 'first@example.test', subject: 'first', text: 'one' });
    const later = server.waitForMessage((message) => message.subject === 'second');
    await send({ to: 'second@example.test', subject: 'second', text: 'two' });
    await expect(later).resolves.toMatchObject({ to: ['second@example.test'] });
    await expect(server.waitForMessage((message) => message.subject === 'first')).resolves.toMatchObject({
      to: ['first@example.test'],
    });
  });

  it('gives up waiting after the timeout, listing what it did receive', async () => {
    await send({ to: 'first@example.test', subject: 'first', text: 'one' });
    await expect(server.waitForMessage((message) => message.subject === 'never', 50)).rejects.toThrow(
      'no matching message within 50 ms; received: "first" to first@example.test',
    );
  });

  it('refuses the recipients it was told to, with a permanent 550', async () => {
    await expect(send({ to: 'nobody@example.test', subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(server.messages).toHaveLength(0);
  });

  it('stops listening once closed', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const transport = nodemailer.createTransport(closed.url);
    await expect(
      transport.sendMail({ from: 'a@example.test', to: 'b@example.test', text: 'x' }),
    ).rejects.toMatchObject({
      code: 'ESOCKET',
    });
  });
});
