// From the shared root, so a remote reads the host's antd App context (see useAntApp.ts).
import { showFailure, useAntApp } from '@managewell/ui';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The comment field (antd's Input, ~17 KB brotli) loads when the popover first opens (see docs/decisions/0011-load-on-first-use.md).
const DecideForm = lazy(() => import('./DecideForm').then((m) => ({ default: m.DecideForm })));

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
