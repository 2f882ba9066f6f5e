import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Outgoing mail. `smtp` sends through the configured server; `log` (development and tests without
 * SMTP) builds the message with nodemailer's JSON transport and writes it to the server log
 * instead of a mailbox; `off` (production without SMTP) cannot send at all.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'log' | 'off';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailUnavailableError';
  }
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export function createMailer(config: Config, log: Logger): Mailer {
  if (config.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } } : {}),
      // A stuck mail server must not hold a member's request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      mode: 'smtp',
      async send(m) {
        try {
          await transport.sendMail({
            from: config.MAIL_FROM,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
          });
        } catch (err) {
          log.warn({ err, host: config.SMTP_HOST }, 'mail could not be sent');
          throw new MailUnavailableError((err as Error).message);
        }
      },
      close: () => transport.close(),
    };
  }
  if (config.NODE_ENV !== 'production') {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return {
      mode: 'log',
      async send(m) {
        const info = await transport.sendMail({
          from: config.MAIL_FROM,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        // Development has no mailbox: the developer reads the message (and its code) here.
        log.info(
          { mail: { to: m.to, subject: m.subject, text: m.text }, messageId: info.messageId },
          '메일 (개발 모드: 보내지 않고 기록만 했어요)',
        );
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'off',
    async send() {
      throw new MailUnavailableError('SMTP_HOST is not configured');
    },
    close: () => undefined,
  };
}
