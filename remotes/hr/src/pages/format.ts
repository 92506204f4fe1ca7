import dayjs from 'dayjs';

export const formatDate = (date: string | null | undefined) =>
  date ? dayjs(date).format('D MMM YYYY') : '—';

export { showFailure, showIssues } from '@managewell/ui';

/** What the created-employee dialog shows of a new record (the password only this once). */
export interface CreatedPerson {
  id: number;
  code: string;
  name: string;
  username?: string;
  password: string | null;
}

export const createdPersonOf = (result: {
  employee: { id: number; code: string; fullName: string; username: string | null };
  temporaryPassword: string | null;
}): CreatedPerson => ({
  id: result.employee.id,
  code: result.employee.code,
  name: result.employee.fullName,
  username: result.employee.username ?? undefined,
  password: result.temporaryPassword,
});
