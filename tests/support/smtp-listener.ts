import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; html: string; language: string | null; receivedAt: number };

/**
 * A real SMTP server on loopback (smtp-server), each message parsed with postal-mime: what a
 * mail provider would receive, so tests read the mail as a person would, not our own row.
 * `refuse`: answer every message with a 451, as a provider that is down or throttling would.
 * `holdFirst`: never answer the first message (the sender waits, as on a provider that hangs),
 * and `held()` resolves once it has arrived; it is not received unless the test releases it.
 */
export async function startSmtpListener({ port = 0, refuse = false, holdFirst = false } = {}) {
  const mails: ReceivedMail[] = [];
  let holding = holdFirst;
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing waits for open connections; a test run should not wait out the 30 s default.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (holding) {
          holding = false;
          arrived();
          return;
        }
        if (refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          language: /<html lang="([^"]+)"/.exec(parsed.html ?? '')?.[1] ?? null,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;
