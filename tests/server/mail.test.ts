import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboxMailer } from '../../server/adapters/mail/outbox.ts';
import { createSmtpMailer, SMTP_TIMEOUTS } from '../../server/adapters/mail/smtp.ts';
import { loadConfig } from '../../server/config.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { freshEmail, post } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp, TestAppOptions } from '../fixtures/test-app.ts';
import { useSilentServer } from '../fixtures/silent-server.ts';

type Received = { mail: ParsedMail; envelopeTo: string[] };

/** A real SMTP receiver on a random loopback port that parses each message it accepts. */
async function startSmtpReceiver() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * For the describe block it is called in: an SMTP receiver and a test app that mails to it with
 * these settings, both closed after the block's tests.
 */
function useAppMailingOverSmtp(config: TestAppOptions['config']) {
  const opened = {} as { receiver: Receiver; t: TestApp };
  beforeAll(async () => {
    opened.receiver = await startSmtpReceiver();
    opened.t = await createTestApp({ config: { smtpUrl: opened.receiver.url, ...config } });
  });
  afterAll(async () => {
    await opened.t.close();
    await opened.receiver.close();
  });
  return opened;
}

describe('the code e-mail over SMTP', () => {
  const smtp = useAppMailingOverSmtp({ mailFrom: 'BOGO Together <codes@bogo.test>' });

  it('arrives with a text and an HTML part, the store name, the code and its 5-minute validity', async () => {
    const { t, receiver } = smtp;
    const email = freshEmail();
    expect((await post(t, '/auth/sendOtp', { email, remember_me: true })).status).toBe(200);

    expect(receiver.received).toHaveLength(1);
    const [{ mail, envelopeTo }] = receiver.received as [Received];
    expect(envelopeTo).toEqual([email]);
    expect(mail.from?.value).toEqual([{ name: 'BOGO Together', address: 'codes@bogo.test' }]);
    const code = /sign-in code is (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Your BOGO Together sign-in code: ${code}`);
    expect(mail.text).toContain('BOGO Together');
    expect(mail.text).toContain('valid for 5 minutes');
    expect(mail.html).toContain('BOGO Together');
    expect(mail.html).toContain(`>${code}<`);
    expect(mail.html).toContain('valid for 5 minutes');

    // The code in the mail is the one that signs in; nothing went to the console or the outbox.
    expect((await post(t, '/auth/verifyOtp', { email, otp: code })).status).toBe(200);
    expect(t.consoleLines).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('answers 503 with a clear message when the SMTP server cannot be reached', async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const broken = await createTestApp({ config: { smtpUrl: down.url } });
    const sent = await post(broken, '/auth/sendOtp', { email: freshEmail() });
    expect(sent).toMatchObject({
      status: 503,
      body: { success: false, message: authTexts.mailFailed },
    });
    await broken.close();
  });
});

describe('deal-alert e-mails over SMTP', () => {
  const smtp = useAppMailingOverSmtp({ publicUrl: 'https://shop.example' });

  /** A header as sent, unfolded (RFC 5322 folds long lines). */
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');

  it('a subscriber confirms from the mail, then gets alerts with a one-click List-Unsubscribe', async () => {
    const { t, receiver } = smtp;
    const email = freshEmail();
    await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    await t.jobs.runDueJobs();
    const confirmation = receiver.received.at(-1)?.mail;
    expect(confirmation?.subject).toBe('Confirm your BOGO Together deal alerts');
    // A confirmation is not an alert: it carries no unsubscribe header.
    expect(confirmation && header(confirmation, 'list-unsubscribe')).toBeUndefined();
    const token = /confirm-subscription\/(\S+)/.exec(confirmation?.text ?? '')?.[1];
    expect((await post(t, `/subscribed-users/confirm/${token}`)).status).toBe(200);

    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Books');
    const deal = await build.deal((await build.subcategory(category.id, 'Novels')).id);
    await queueNewDealAlerts(t.db, t.jobs, deal.id);
    await t.jobs.runDueJobs();

    const alert = receiver.received.at(-1);
    expect(alert?.envelopeTo).toEqual([email]);
    expect(alert?.mail.subject).toBe('New deal in Books | BOGO Together');
    const oneClick =
      /^List-Unsubscribe: <(https:\/\/shop\.example\/api\/v1\/subscribed-users\/one-click-unsubscribe\/\S+)>$/.exec(
        (alert && header(alert.mail, 'list-unsubscribe')) ?? '',
      )?.[1];
    expect(oneClick).toBeDefined();
    expect(alert && header(alert.mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(alert?.mail.text).toContain('Unsubscribe: https://shop.example/unsubscribe/');

    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
  });
});

describe('an SMTP server that accepts the connection and then says nothing', () => {
  const silent = useSilentServer();

  it('is given up on at the greeting timeout instead of holding the sender', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${silent.port()}`,
      from: 'codes@bogo.test',
      timeouts: { ...SMTP_TIMEOUTS, greetingTimeoutMs: 300 },
    });
    const started = performance.now();
    await expect(
      mailer.send({
        to: 'a@bogo.test',
        subject: 'Your code',
        text: '123456',
        html: '<p>123456</p>',
      }),
    ).rejects.toThrow(/greeting/i);
    expect(silent.held.length).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    mailer.close();
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses an address that is not SMTP', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      MAIL_FROM: 'Shop <s@example.com>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      mailFrom: 'Shop <s@example.com>',
    });
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// address',
    );
  });
});

describe('the outbox, without SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it("prints exactly one line 'Sign-in code for <email>: <code>' and keeps the mail", async () => {
    const email = freshEmail();
    expect((await post(t, '/auth/sendOtp', { email: ` ${email.toUpperCase()} ` })).status).toBe(
      200,
    );

    expect(t.consoleLines).toHaveLength(1);
    const [line] = t.consoleLines;
    expect(line).toMatch(new RegExp(`^Sign-in code for ${email.replace('.', '\\.')}: \\d{6}$`));
    const code = line?.slice(-6) ?? '';

    const [kept] = await t.db.select().from(mailOutbox);
    expect(kept).toMatchObject({
      toAddress: email,
      subject: `Your BOGO Together sign-in code: ${code}`,
    });
    expect(kept?.textBody).toContain(`sign-in code is ${code}`);
    expect(kept?.textBody).toContain('valid for 5 minutes');
    expect(kept?.htmlBody).toContain(`>${code}<`);
    expect((await post(t, '/auth/verifyOtp', { email, otp: code })).status).toBe(200);
  });

  it('writes its line to standard output by default', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const mailer = createOutboxMailer({ db: t.db, clock: t.clock });
    await mailer.send({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      consoleLine: 'Sign-in code for a@example.com: 123456',
    });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Your group filled',
      text: 'T',
      html: '<p>T</p>',
    });
    vi.restoreAllMocks();
    expect(written).toEqual([
      'Sign-in code for a@example.com: 123456\n',
      'Mail for b@example.com kept in the outbox: Your group filled\n',
    ]);
  });
});
