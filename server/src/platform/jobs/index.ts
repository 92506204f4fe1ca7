/** Background jobs: the process's one pg-boss, which modules register their queues with. */
export type { Job, JobLog, JobRunnerOptions, QueueOptions, QueueRegistration, SendOptions } from './runner';
export { isLastAttempt, JobRunner, retryOptions } from './runner';
