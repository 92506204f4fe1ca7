import { bulkChangeWebsiteLeads, messageOf } from '@managewell/api';
import type { InboxBulkAnswer, InboxBulkRequest, InboxStatus } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
import { Button } from 'antd';

export const INBOX_STATUS_LABELS: Record<InboxStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'processing' },
  contacted: { label: 'Contacted', color: 'gold' },
  converted: { label: 'Converted', color: 'success' },
  spam: { label: 'Spam', color: 'default' },
};

/** The verification lead's editor (the verification area's own route). */
export const verificationLeadPath = (id: number) => `/app/verification/edit-leads/${id}`;

/** The changes that put the leads back as the bulk answer says they were. */
export function undoOf(action: InboxBulkRequest['action'], answer: InboxBulkAnswer): InboxBulkRequest[] {
  if (action === 'delete') return [{ action: 'restore', ids: answer.before.map((b) => b.id) }];
  if (action === 'restore') return [{ action: 'delete', ids: answer.before.map((b) => b.id) }];
  const groups = new Map<string, number[]>();
  for (const b of answer.before) {
    const key = String(action === 'status' ? b.status : b.assignee_id);
    groups.set(key, [...(groups.get(key) ?? []), b.id]);
  }
  return [...groups].map(([key, ids]) =>
    action === 'status'
      ? { action: 'status', ids, status: key as InboxStatus }
      : { action: 'assign', ids, assignee_id: key === 'null' ? null : Number(key) },
  );
}

/**
 * Runs a bulk change of the inbox and shows what it did with an Undo button (which puts each
 * lead back as it was); `done` runs after the change and after an undo.
 */
export function useInboxBulk(done: () => void) {
  const { message } = useAntApp();
  return async (change: InboxBulkRequest, said: string): Promise<boolean> => {
    try {
      const answer = await bulkChangeWebsiteLeads(change);
      done();
      const key = `inbox-undo-${Date.now()}`;
      const undo = async () => {
        message?.destroy?.(key);
        try {
          for (const back of undoOf(change.action, answer)) await bulkChangeWebsiteLeads(back);
          void message?.success?.('Undone.');
        } catch (failure) {
          void message?.error?.(messageOf(failure));
        }
        done();
      };
      void message?.open?.({
        key,
        type: 'success',
        duration: 8,
        content: (
          <span>
            {said}{' '}
            <Button size="small" type="link" onClick={() => void undo()}>
              Undo
            </Button>
          </span>
        ),
      });
      return true;
    } catch (failure) {
      void message?.error?.(messageOf(failure));
      return false;
    }
  };
}
