/** Outgoing mail through the outbox. */
// Routes and the mailer, started by app.ts.

export { Mailer, type MailerStartOptions } from './mailer';
// Queueing a mail, for every module.
export { mailsAbout, queueMail } from './outbox';
export { outboxRoutes } from './routes';
// Narrowing who reads a kind of mail, for the module that owns the kind.
export { mailOutbox } from './schema';
export { type OutboxReader, restrictMailReaders } from './service';
