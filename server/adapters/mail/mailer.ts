/** One e-mail with a plain-text and an HTML part. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * One line an operator may read instead of the mail when nothing is sent (outbox mode), e.g.
   * 'Sign-in code for a@b.c: 123456'. SMTP ignores it.
   */
  consoleLine?: string;
};

/** Sends mail to shoppers; the implementation is SMTP or the outbox, chosen by configuration. */
export type Mailer = {
  /** Resolves once the message is handed over (to the SMTP server, or kept in the outbox). */
  send(message: MailMessage): Promise<void>;
};
