import type { LeadHistoryEntry } from '@managewell/api/contract';
import { SALES_STAGE_LABELS, type SalesStage } from '@managewell/api/contract';
import { Card, Empty, Timeline, Typography } from 'antd';
import { formatDateTime } from './display';

const ACTIONS: Record<string, string> = {
  created: 'Lead created',
  updated: 'Lead edited',
  verified: 'Verified',
  rejected: 'Rejected',
  stage_changed: 'Stage changed',
  call_logged: 'Call logged',
  requirements_saved: 'Requirement saved',
  design_uploaded: 'Design uploaded',
  design_chosen: 'Design chosen',
  checklist_updated: 'Checklist updated',
  owner_changed: 'Owner changed',
  'quotation-created': 'Quotation created',
  'quotation-sent': 'Quotation sent',
  'quotation-accepted': 'Quotation accepted',
  'quotation-changes-requested': 'Customer asked for changes',
  'quotation-expired': 'Quotation expired',
};

/** Who did it: the staff user, the customer on the quotation link (typed name), or the system. */
function actorOf(entry: LeadHistoryEntry): string {
  if (entry.actor) return entry.actor.username;
  const customer = entry.changes.customer?.to as { name?: unknown } | undefined;
  if (typeof customer?.name === 'string') return `the customer, ${customer.name}`;
  if ((entry.action as string) === 'quotation-changes-requested') return 'the customer';
  return 'the system';
}

function describe(entry: LeadHistoryEntry): string | null {
  const stage = entry.changes.stage;
  if (entry.action === 'stage_changed' && stage) {
    const label = (s: unknown) => SALES_STAGE_LABELS[s as SalesStage] ?? String(s);
    return `${label(stage.from)} → ${label(stage.to)}`;
  }
  const owner = entry.changes.owner;
  if (entry.action === 'owner_changed' && owner) return `${owner.from ?? 'nobody'} → ${owner.to}`;
  if (entry.action === 'requirements_saved') return `${Object.keys(entry.changes).length} field(s)`;
  return null;
}

/** The lead's history: who did what, when (newest first). */
export function LeadHistoryCard({ history }: { history: LeadHistoryEntry[] }) {
  return (
    <Card title="History" size="small">
      {history.length === 0 ? (
        <Empty description="Nothing yet" />
      ) : (
        <Timeline
          items={history.slice(0, 40).map((entry) => ({
            key: entry.id,
            content: (
              <div>
                <Typography.Text strong>{ACTIONS[entry.action] ?? entry.action}</Typography.Text>
                {describe(entry) ? ` · ${describe(entry)}` : ''} — {actorOf(entry)}
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(entry.at)}
                  </Typography.Text>
                </div>
                {entry.reason && <div>{entry.reason}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
