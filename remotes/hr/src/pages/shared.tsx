import type { DecisionStatus } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
import { Button, Popover, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
// The dashboard (HR's first page) and the create-employee form import these from './format',
// without this file's antd Input and Tag.
import { formatDate, showFailure, showIssues } from './format';

export { formatDate, showFailure, showIssues };

// The comment field (antd's Input, ~17 KB brotli) loads when the popover first opens (see docs/decisions/0011-load-on-first-use.md).
const DecideForm = lazy(() => import('./DecideForm').then((m) => ({ default: m.DecideForm })));

const COLOURS: Record<string, string> = {
  pending: 'gold',
  submitted: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
  draft: 'blue',
};

export function StatusTag({ status }: { status: DecisionStatus | string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag>;
}

export const formatTime = (instant: string | null | undefined) =>
  instant ? dayjs(instant).format('HH:mm') : '—';
export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Approve or reject with an optional comment (one popover), then `onDone`. */
export function DecideButtons({
  decide,
  onDone,
  warning,
}: {
  decide: (body: { decision: 'approved' | 'rejected'; comment?: string }) => Promise<unknown>;
  onDone: () => void;
  warning?: string | undefined;
}) {
  const { message } = useAntApp();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const run = async (decision: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      await decide({ decision, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      message.success(decision === 'approved' ? 'Approved.' : 'Rejected.');
      setOpen(false);
      setComment('');
      onDone();
    } catch (failure) {
      message.error(showFailure(null, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Decide"
      content={
        <Suspense fallback={<Spin size="small" />}>
          <DecideForm comment={comment} setComment={setComment} busy={busy} run={run} warning={warning} />
        </Suspense>
      }
    >
      <Button size="small" type="primary" ghost>
        Decide
      </Button>
    </Popover>
  );
}
