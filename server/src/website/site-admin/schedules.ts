/**
 * Scheduled publish/unpublish: a row in content_schedules (what the editor sees) and a pg-boss
 * job that starts at that time (stored in PostgreSQL, so it survives restarts and runs on
 * whichever process picks it up first). The job re-reads its row: a cancelled schedule does nothing.
 */
import type { ContentKind, ScheduleAction } from '@managewell/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { ApiError, notFound, validationFailed } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import { contentItems } from '../site';
import type { Actor } from './items';
import { contentSchedules } from './schema';
import type { ContentStudio } from './service';

export const CONTENT_SCHEDULE_QUEUE = 'content-schedule';

/** A schedule must be at least this far ahead (a past time is a mistake, not a plan). */
export const SCHEDULE_MIN_AHEAD_MS = 0;
/** …and at most this far (two years). */
export const SCHEDULE_MAX_AHEAD_MS = 2 * 366 * 24 * 3_600_000;

/** The rule for a schedule's time, as a field message, or null when it is fine. */
export function scheduleTimeProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Give a date and time.';
  if (at.getTime() <= now.getTime() + SCHEDULE_MIN_AHEAD_MS) return 'Choose a time in the future.';
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_MS) return 'Choose a time within two years.';
  return null;
}

interface ScheduleJob {
  scheduleId: number;
}

export interface ScheduleDeps {
  db: Db;
  jobs: JobRunner;
  studio: ContentStudio;
}

export class ContentSchedules {
  constructor(private readonly deps: ScheduleDeps) {}

  /** Registers the queue and its worker with the job runner; true once it runs. */
  start(pollingIntervalSeconds = 1): Promise<boolean> {
    return this.deps.jobs.register<ScheduleJob>({
      name: CONTENT_SCHEDULE_QUEUE,
      options: { retryLimit: 3, retryDelay: 5 },
      worker: { pollingIntervalSeconds, handler: (job) => this.run(job.data.scheduleId) },
    });
  }

  async add(kind: ContentKind, id: number, action: ScheduleAction, at: Date, actor: Actor) {
    const problem = scheduleTimeProblem(at, new Date());
    if (problem) throw validationFailed(problem, { at: problem });
    const { jobs } = this.deps;
    if (!jobs.ready(CONTENT_SCHEDULE_QUEUE))
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Scheduling is starting up: try again in a moment.');
    const [item] = await this.deps.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
    if (!item) throw notFound(`There is no ${kind} ${id}.`);
    const [row] = await this.deps.db
      .insert(contentSchedules)
      .values({ itemId: id, action, runAt: at, createdBy: actor?.id ?? null })
      .returning({ id: contentSchedules.id });
    await jobs.send(CONTENT_SCHEDULE_QUEUE, { scheduleId: row!.id } satisfies ScheduleJob, {
      startAfter: at,
    });
    return row!.id;
  }

  async cancel(kind: ContentKind, id: number, scheduleId: number): Promise<void> {
    const rows = await this.deps.db
      .update(contentSchedules)
      .set({ status: 'cancelled', doneAt: new Date() })
      .where(
        and(
          eq(contentSchedules.id, scheduleId),
          eq(contentSchedules.itemId, id),
          eq(contentSchedules.status, 'pending'),
        ),
      )
      .returning({ id: contentSchedules.id });
    if (rows.length === 0) throw notFound(`There is no pending schedule ${scheduleId} on this ${kind}.`);
  }

  /** Runs one due schedule (the job); claims it first, so it runs once even if retried. */
  async run(scheduleId: number): Promise<void> {
    const [claimed] = await this.deps.db
      .update(contentSchedules)
      .set({ status: 'running' })
      .where(and(eq(contentSchedules.id, scheduleId), eq(contentSchedules.status, 'pending')))
      .returning();
    if (!claimed) return;
    const [item] = await this.deps.db
      .select({ kind: contentItems.kind })
      .from(contentItems)
      .where(eq(contentItems.id, claimed.itemId));
    let status = 'done';
    let error: string | null = null;
    try {
      if (!item) throw notFound('The item was deleted.');
      const kind = item.kind as ContentKind;
      // Done in the name of who scheduled it, so the history says who published it.
      const actor = claimed.createdBy === null ? null : { id: claimed.createdBy };
      if (claimed.action === 'publish') await this.deps.studio.publish(kind, claimed.itemId, actor);
      else await this.deps.studio.unpublish(kind, claimed.itemId, actor, true);
    } catch (e) {
      if (!(e instanceof ApiError)) {
        await this.deps.db
          .update(contentSchedules)
          .set({ status: 'pending' })
          .where(eq(contentSchedules.id, scheduleId));
        throw e; // retried by pg-boss
      }
      status = 'failed';
      error = e.message;
    }
    await this.deps.db
      .update(contentSchedules)
      .set({ status, error, doneAt: new Date() })
      .where(eq(contentSchedules.id, scheduleId));
  }
}
