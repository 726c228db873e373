/**
 * The secure site's mail: an in-process SMTP sink (smtp-server + mailparser) that keeps every
 * message in an inbox, and a nodemailer transport that sends real SMTP into it. Tests read the
 * inbox over `GET /__control/mail` (each entry: to, subject, text, code, link, at); a person
 * reads it at `GET /mail` (sitePages.mjs).
 */
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

const CODE = /\b(\d{6})\b/;
const LINK = /(https?:\/\/\S+\/api\/device\/approve\?\S+)/;

export async function startMailSink({ host = '127.0.0.1' } = {}) {
  const inbox = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const text = mail.text ?? '';
        inbox.push({
          to: [mail.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(', '),
          subject: mail.subject ?? '',
          text,
          code: CODE.exec(text)?.[1] ?? null,
          link: LINK.exec(text)?.[1] ?? null,
          at: new Date().toISOString(),
        });
        callback();
      }, callback);
    },
  });
  await new Promise((resolveListen) => server.listen(0, host, () => resolveListen(undefined)));
  // SMTPServer is not a net.Server: its address is on `.server`.
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
  });
  return {
    inbox,
    /** Sends one plain-text mail through SMTP; resolves once the sink has parsed it. */
    async send({ to, subject, text }) {
      const before = inbox.length;
      await transport.sendMail({
        from: 'Portico secure site <no-reply@secure.test>',
        to,
        subject,
        text,
      });
      // The sink's onData callback runs before the SMTP reply, so the mail is already there.
      if (inbox.length === before) throw new Error('mail sink did not record the mail');
    },
    clear() {
      inbox.length = 0;
    },
    async stop() {
      transport.close();
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
    },
  };
}
