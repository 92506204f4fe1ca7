import type { DuplicateLead } from '@managewell/api/contract';
import { DataTable } from '@managewell/ui/data-table';
import { Button, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatMobile, fullName, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';

const MATCH_LABELS: Record<DuplicateLead['matchedOn'][number], string> = {
  mobile: 'Mobile',
  email: 'E-mail',
};

/** The matches of a 409 DUPLICATE_LEAD answer (`details`), or none when it carried none. */
export function duplicatesOf(details: unknown): DuplicateLead[] {
  return Array.isArray(details) ? (details as DuplicateLead[]) : [];
}

/**
 * The leads the server found with the same mobile or e-mail (409 DUPLICATE_LEAD), when
 * adding a lead or when an edit changes its contact details.
 */
export function DuplicateLeadsModal({
  matches,
  saving,
  onCancel,
  onAddAnyway,
  proceedLabel = 'Add anyway',
  intro = 'Open one to check it (it opens in a new tab, your form stays as it is), or go ahead anyway.',
}: {
  matches: DuplicateLead[] | null;
  saving: boolean;
  onCancel: () => void;
  onAddAnyway: () => void;
  proceedLabel?: string;
  /** What the person can do about the matches. */
  intro?: string;
}) {
  const count = matches?.length ?? 0;
  return (
    <Modal
      open={matches !== null}
      title="This lead may already exist"
      onCancel={onCancel}
      width={860}
      footer={[
        <Button key="back" onClick={onCancel}>
          Back to the form
        </Button>,
        <Button key="add" type="primary" onClick={onAddAnyway} loading={saving} disabled={saving}>
          {proceedLabel}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {count === 1
          ? 'A lead with the same mobile or e-mail is already on file.'
          : `${count} leads with the same mobile or e-mail are already on file.`}{' '}
        {intro}
      </Typography.Paragraph>
      <DataTable<DuplicateLead>
        label="Leads on file"
        rowKey="id"
        size="small"
        dataSource={matches ?? []}
        columns={[
          { key: 'name', title: 'Name', render: (lead) => fullName(lead) },
          { key: 'mobile', title: 'Mobile', render: (lead) => formatMobile(lead.mobile) },
          { key: 'email', title: 'E-mail', render: (lead) => lead.email ?? '—' },
          { key: 'status', title: 'Status', render: (lead) => <StatusTag status={lead.status} /> },
          { key: 'created', title: 'Created', render: (lead) => formatDate(lead.created_at) },
          {
            key: 'matchedOn',
            title: 'Matched on',
            render: (lead) => lead.matchedOn.map((m) => MATCH_LABELS[m] ?? m).join(', '),
          },
          {
            key: 'open',
            title: 'Open',
            render: (lead) => (
              <Link
                to={paths.editLead(lead.id)}
                target="_blank"
                rel="noopener"
                aria-label={`Open ${fullName(lead)} (new tab)`}
              >
                Open
              </Link>
            ),
          },
        ]}
      />
    </Modal>
  );
}
