/**
 * Sends the outbox: a pg-boss queue with one job per stored mail, retried with back-off while
 * the SMTP server is unreachable or answers 4xx; a 5xx answer (or the last retry) marks it
 * failed. Without SMTP_URL nothing is sent: queued mail is marked 'kept' and stays readable in
 * the outbox. Every process runs one; jobs are deduplicated per mail and the outbox row is
 * locked while it is sent, so a mail goes out once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from '../../platform/config';
import type { Db, EventBus } from '../../platform/db';
import { isLastAttempt, type JobRunner, retryOptions } from '../../platform/jobs';
import { mailAttachments, mailOutbox } from './schema';

export const MAIL_QUEUE = 'mail-delivery';

interface MailJob {
  mailId: number;
}

export interface MailerDeps {
  db: Db;
  jobs: JobRunner;
  events: EventBus;
  settings: MailSettings;
  log: FastifyBaseLogger;
}

export interface MailerStartOptions {
  /** Run the queue's worker in this process. */
  worker?: boolean;
  /** How often the worker looks for due jobs. */
  pollingIntervalSeconds?: number;
}

export type DeliveryResult = { status: 'sent' | 'failed' | 'kept' | 'queued' | 'gone'; retry: boolean };

/** SMTP answers 5xx: the message will never be accepted as it is. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const text = (e.message ?? String(error)).replace(/\s+/g, ' ').slice(0, 500);
  return e.responseCode ? `${e.responseCode}: ${text}` : e.code ? `${e.code}: ${text}` : text;
}

export class Mailer {
  #stopListening: (() => void) | null = null;
  #transport: Transporter | null = null;

  constructor(private readonly deps: MailerDeps) {}

  get configured(): boolean {
    return Boolean(this.deps.settings.smtpUrl);
  }

  /** Registers the queue with the job runner; resolves once it runs (or will not). */
  async start(options: MailerStartOptions = {}): Promise<void> {
    if (this.#stopListening) return;
    const { events, log, settings, jobs } = this.deps;
    if (!this.configured) {
      this.#stopListening = events.on('mail.queued', ({ mailId }) => void this.keep(mailId));
      const kept = await this.keep();
      log.info({ kept }, 'SMTP_URL is not set: mail is kept in the outbox, not sent');
      return;
    }
    this.#transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    this.#stopListening = events.on('mail.queued', ({ mailId }) => void this.queue(mailId));
    const running = await jobs.register<MailJob>({
      name: MAIL_QUEUE,
      options: { policy: 'stately', ...retryOptions(settings) },
      update: true,
      worker:
        (options.worker ?? true)
          ? {
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
              handler: async (job) => {
                const result = await this.deliver(job.data.mailId, { lastAttempt: isLastAttempt(job) });
                if (result.retry) throw new Error(`mail ${job.data.mailId} not sent yet`);
              },
            }
          : undefined,
    });
    if (running) await jobs.run('requeueing the outbox', () => this.requeue());
  }

  /** After the job runner has stopped: nothing is sent any more. */
  stop(): void {
    this.#stopListening?.();
    this.#stopListening = null;
    this.#transport?.close();
    this.#transport = null;
  }

  /** Marks queued mail (one, or all) 'kept': there is no mail server to send it to. */
  async keep(mailId?: number): Promise<number> {
    try {
      const rows = await this.deps.db
        .update(mailOutbox)
        .set({ status: 'kept', updatedAt: new Date() })
        .where(
          mailId === undefined
            ? eq(mailOutbox.status, 'queued')
            : and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'queued')),
        )
        .returning({ id: mailOutbox.id });
      return rows.length;
    } catch (error) {
      this.deps.log.warn({ err: error, mailId }, 'could not mark mail as kept');
      return 0;
    }
  }

  /** Queues the sending of a stored mail. Never throws: a mail left queued is requeued at start. */
  async queue(mailId: number): Promise<boolean> {
    const { jobs, settings } = this.deps;
    if (!jobs.ready(MAIL_QUEUE)) return false;
    try {
      await jobs.send(MAIL_QUEUE, { mailId } satisfies MailJob, {
        singletonKey: String(mailId),
        ...retryOptions(settings),
      });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, mailId }, 'could not queue a mail; it stays queued');
      return false;
    }
  }

  /** Queues every mail still 'queued' (after a restart, a crash or a failed queueing). */
  async requeue(): Promise<number> {
    const rows = await this.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued'))
      .orderBy(asc(mailOutbox.id));
    for (const row of rows) await this.queue(row.id);
    return rows.length;
  }

  /**
   * One attempt to send a mail. Its outbox row stays locked meanwhile, so two runs of one job
   * cannot both send it; mail no longer 'queued' is skipped.
   */
  async deliver(
    mailId: number,
    { lastAttempt = false }: { lastAttempt?: boolean } = {},
  ): Promise<DeliveryResult> {
    const { db, log, settings } = this.deps;
    const transport = this.#transport;
    if (!transport) return { status: (await this.keep(mailId)) ? 'kept' : 'gone', retry: false };
    return db.transaction(async (tx) => {
      const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
      if (!mail) return { status: 'gone' as const, retry: false };
      if (mail.status !== 'queued') return { status: mail.status as DeliveryResult['status'], retry: false };
      const files = await tx
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, mailId))
        .orderBy(asc(mailAttachments.position));
      const attempts = sql`${mailOutbox.attempts} + 1`;
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: mail.toAddress,
          cc: mail.cc.length > 0 ? mail.cc : undefined,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody ?? undefined,
          attachments: files.map((f) => ({
            filename: f.filename,
            contentType: f.contentType,
            content: f.content,
          })),
        });
        // Sent, but some recipients refused: noted, not retried (the others have it already).
        const refused = ((info.rejected ?? []) as unknown[]).map((a) =>
          typeof a === 'string' ? a : String((a as { address?: string }).address),
        );
        await tx
          .update(mailOutbox)
          .set({
            status: 'sent',
            attempts,
            lastError: refused.length > 0 ? `Not accepted for: ${refused.join(', ')}` : null,
            messageId: info.messageId ?? null,
            sentAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(mailOutbox.id, mailId));
        log.info({ mailId }, 'mail sent');
        return { status: 'sent' as const, retry: false };
      } catch (error) {
        const giveUp = lastAttempt || isPermanent(error);
        const status = giveUp ? ('failed' as const) : ('queued' as const);
        await tx
          .update(mailOutbox)
          .set({ status, attempts, lastError: describe(error), updatedAt: new Date() })
          .where(eq(mailOutbox.id, mailId));
        log.warn(
          { mailId, status, code: (error as { responseCode?: number }).responseCode },
          'mail not sent',
        );
        return { status, retry: !giveUp };
      }
    });
  }
}
