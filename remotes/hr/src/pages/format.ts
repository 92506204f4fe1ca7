import dayjs from 'dayjs';

export const formatDate = (date: string | null | undefined) =>
  date ? dayjs(date).format('D MMM YYYY') : '—';

export { showFailure, showIssues } from '@managewell/ui';
