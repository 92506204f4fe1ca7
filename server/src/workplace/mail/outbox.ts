/**
 * queueMail: stores a message in the outbox in the caller's transaction (nothing is stored or
 * sent when it rolls back) and announces it at commit; the Mailer then sends it, or keeps it
 * when no SMTP server is configured.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { sendEvent } from '../../platform/db';
import { sanitiseMailHtml } from './sanitise';
import { mailAttachments, mailOutbox } from './schema';

export interface MailAttachmentInput {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  cc?: string[];
  subject: string;
  text: string;
  /** Sanitised before it is stored (scripts, handlers and javascript: URLs removed). */
  html?: string;
  attachments?: MailAttachmentInput[];
  /** What the mail is about: a kind of contract MAIL_ABOUT_ROLES and the document's id. */
  about: { kind: string; id: number };
  /** The staff member who sent it, or null for the system. */
  queuedBy: number | null;
}

/** Largest total of attachments in one mail (most mail servers refuse more than 25 MB). */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export class InvalidMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailError';
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new InvalidMailError(message);
}

/** A filename safe in a Content-Disposition header and on any disk. */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || 'attachment';
}

/** Stores the message in the outbox in the caller's transaction; returns its outbox id. */
export async function queueMail(tx: DbOrTx, message: MailMessage): Promise<number> {
  const cc = message.cc ?? [];
  check(EMAIL.test(message.to) && message.to.length <= 254, 'The recipient is not an e-mail address.');
  check(
    cc.length <= 20 && cc.every((a) => EMAIL.test(a) && a.length <= 254),
    'A copy recipient is not an e-mail address.',
  );
  const subject = message.subject.trim();
  check(
    subject.length > 0 && subject.length <= 300 && !/[\r\n]/.test(subject),
    'The subject must be one line.',
  );
  check(/^[a-z0-9-]{1,40}$/.test(message.about.kind), `Invalid mail kind '${message.about.kind}'.`);
  check(
    Number.isInteger(message.about.id) && message.about.id >= 1 && message.about.id <= 2_147_483_647,
    'The mail must be about a stored document (a positive id).',
  );
  const attachments = message.attachments ?? [];
  const total = attachments.reduce((sum, a) => sum + a.content.length, 0);
  check(total <= MAX_ATTACHMENT_BYTES, 'The attachments are larger than 20 MB.');
  check(
    attachments.every((a) => /^[\w.+-]+\/[\w.+-]+$/.test(a.contentType)),
    'An attachment has an invalid content type.',
  );

  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      cc,
      subject,
      textBody: message.text,
      htmlBody: message.html === undefined ? null : sanitiseMailHtml(message.html),
      aboutKind: message.about.kind,
      aboutId: message.about.id,
      queuedBy: message.queuedBy,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox returned no row.');
  if (attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      attachments.map((a, position) => ({
        mailId: row.id,
        position,
        filename: safeFilename(a.filename),
        contentType: a.contentType,
        bytes: a.content.length,
        content: a.content,
      })),
    );
  }
  await sendEvent(tx, { type: 'mail.queued', mailId: row.id });
  return row.id;
}

/** The mails queued about one document, newest first (what its page lists as sent). */
export async function mailsAbout(
  db: DbOrTx,
  about: { kind: string; id: number },
): Promise<{ id: number; subject: string; status: string; queued_at: string }[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.aboutKind, about.kind), eq(mailOutbox.aboutId, about.id)))
    .orderBy(desc(mailOutbox.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, queued_at: createdAt.toISOString() }));
}
