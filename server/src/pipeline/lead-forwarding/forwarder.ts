import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { isLastAttempt, type JobRunner, retryOptions } from '../../platform/jobs';
import { leads } from '../leads';
import { type HelloLeadsSettings, isHelloLeadsConfigured, postLeadToHelloLeads } from './client';
import { helloLeadsPayload } from './payload';
import { leadForwarding } from './schema';

/** The pg-boss queue that forwards stored website leads to HelloLeads. */
export const LEAD_FORWARDING_QUEUE = 'lead-forwarding';

export type ForwardingStatus = 'pending' | 'delivered' | 'failed' | 'not-configured';

interface ForwardingJob {
  leadId: number;
}

export interface StartOptions {
  /** Run the queue's worker in this process (tests turn it off and call `deliver` themselves). */
  worker?: boolean;
  /** How often the worker looks for due jobs. */
  pollingIntervalSeconds?: number;
}

export interface LeadForwarderDeps {
  db: Db;
  jobs: JobRunner;
  settings: HelloLeadsSettings;
  log: FastifyBaseLogger;
}

/**
 * Forwards public leads to HelloLeads from a pg-boss queue with retries, at most once per lead.
 * Without HELLOLEADS_EMAIL, _API_KEY and _LIST_KEY nothing is started: leads are only stored.
 */
export class LeadForwarder {
  constructor(private readonly deps: LeadForwarderDeps) {}

  get configured(): boolean {
    return isHelloLeadsConfigured(this.deps.settings);
  }

  /** The lead_forwarding status a newly stored public lead starts with. */
  initialStatus(): ForwardingStatus {
    return this.configured ? 'pending' : 'not-configured';
  }

  /** Registers the queue with the job runner and, once it runs, requeues leads still pending. */
  async start(options: StartOptions = {}): Promise<void> {
    const { log, settings, jobs } = this.deps;
    if (!this.configured) {
      log.info('HelloLeads is not configured: website leads are stored but not forwarded');
      return;
    }
    const running = await jobs.register<ForwardingJob>({
      name: LEAD_FORWARDING_QUEUE,
      options: { policy: 'stately', ...retryOptions(settings) },
      update: true,
      worker:
        (options.worker ?? true)
          ? {
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
              handler: async (job) => {
                await this.deliverOrThrow(job.data.leadId, isLastAttempt(job));
              },
            }
          : undefined,
    });
    if (running) await jobs.run('requeueing pending lead forwarding', () => this.requeuePending());
  }

  /**
   * Queues the forwarding of a stored lead. Never throws: when queueing fails the lead stays
   * stored with its row 'pending', and the next start-up queues it again.
   */
  async queue(leadId: number): Promise<boolean> {
    const { jobs, settings } = this.deps;
    if (!jobs.ready(LEAD_FORWARDING_QUEUE)) return false;
    try {
      await jobs.send(LEAD_FORWARDING_QUEUE, { leadId } satisfies ForwardingJob, {
        singletonKey: String(leadId),
        ...retryOptions(settings),
      });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, leadId }, 'could not queue a lead for forwarding; it stays pending');
      return false;
    }
  }

  /** Queues every lead whose forwarding is still pending (after a crash or a failed queueing). */
  async requeuePending(): Promise<number> {
    const rows = await this.deps.db
      .select({ leadId: leadForwarding.leadId })
      .from(leadForwarding)
      .where(eq(leadForwarding.status, 'pending'));
    for (const row of rows) await this.queue(row.leadId);
    if (rows.length > 0) this.deps.log.info({ count: rows.length }, 'requeued pending lead forwarding');
    return rows.length;
  }

  /** The queue's handler: like `deliver`, but throws on a retryable failure so pg-boss retries. */
  async deliverOrThrow(leadId: number, lastAttempt: boolean): Promise<ForwardingStatus> {
    const result = await this.deliver(leadId, { lastAttempt });
    if (result.retry) throw new Error(result.error ?? 'HelloLeads could not take the lead.');
    return result.status;
  }

  /**
   * One delivery attempt for a lead. The forwarding row stays locked during the post, so two
   * runs of the same job cannot both send it; a lead already delivered (or given up) is skipped.
   */
  async deliver(
    leadId: number,
    { lastAttempt = false }: { lastAttempt?: boolean } = {},
  ): Promise<{ status: ForwardingStatus; retry: boolean; error?: string }> {
    const { db, settings, log } = this.deps;
    if (!isHelloLeadsConfigured(settings)) return { status: 'not-configured', retry: false };
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(leadForwarding)
        .where(eq(leadForwarding.leadId, leadId))
        .for('update');
      if (!row) {
        log.warn({ leadId }, 'lead forwarding job for a lead that no longer exists');
        return { status: 'failed' as const, retry: false };
      }
      if (row.status !== 'pending') return { status: row.status as ForwardingStatus, retry: false };
      const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
      if (!lead) return { status: 'failed' as const, retry: false };

      const outcome = await postLeadToHelloLeads(settings, helloLeadsPayload(lead, settings.listKey));
      const attempts = sql`${leadForwarding.attempts} + 1`;
      const where = and(eq(leadForwarding.leadId, leadId), eq(leadForwarding.status, 'pending'));
      if (outcome.kind === 'delivered') {
        await tx
          .update(leadForwarding)
          .set({
            status: 'delivered',
            attempts,
            lastError: null,
            response: outcome.response ?? { status: outcome.status },
            deliveredAt: new Date(),
            updatedAt: new Date(),
          })
          .where(where);
        log.info({ leadId }, 'lead forwarded to HelloLeads');
        return { status: 'delivered' as const, retry: false };
      }
      const giveUp = outcome.kind === 'rejected' || lastAttempt;
      const status: ForwardingStatus = giveUp ? 'failed' : 'pending';
      await tx
        .update(leadForwarding)
        .set({ status, attempts, lastError: outcome.error, updatedAt: new Date() })
        .where(where);
      log.warn({ leadId, status, error: outcome.error }, 'lead forwarding attempt failed');
      return { status, retry: !giveUp, error: outcome.error };
    });
  }
}
