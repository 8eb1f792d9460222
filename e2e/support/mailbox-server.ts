import { createServer } from 'node:http';
import { startSmtpListener } from '../../tests/support/smtp-listener';
import { E2E } from './hosts';

/**
 * The e2e run's mail provider: a real SMTP server the product sends to (SMTP_URL), and a small
 * HTTP window on what it received, so a test reads a mail as its recipient would.
 * GET /mails?to=<address> → the mails to that address, oldest first.
 */
const smtp = await startSmtpListener({ port: E2E.smtpPort });
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void response.end('ok');
  if (url.pathname !== '/mails') return void response.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(smtp.mails.filter((mail) => !to || mail.to.includes(to))));
}).listen(E2E.mailboxPort, '127.0.0.1');
