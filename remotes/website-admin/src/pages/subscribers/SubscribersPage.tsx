import { listSubscribers, messageOf, removeSubscriber, SUBSCRIBERS_EXPORT_URL } from '@managewell/api';
import {
  SUBSCRIBER_LIST_FIELDS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Text } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Tag } from 'antd';
import { formatDateTime } from '../shared/format';
import { useToast } from '../shared/toast';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, { label: string; color: string }> = {
  pending: { label: 'Awaiting confirmation', color: 'processing' },
  confirmed: { label: 'Confirmed', color: 'success' },
  unsubscribed: { label: 'Unsubscribed', color: 'default' },
};

/** The newsletter list (/app/auth/subscribe): who signed up in the site's footer, with their consent. */
export function SubscribersPage() {
  const toast = useToast();
  const { modal } = useAntApp();
  const list = useListQuery(SUBSCRIBER_LIST_FIELDS, { filters: ['q', 'status'] });
  const { query } = list;
  const remote = useRemoteData(() => listSubscribers(query), JSON.stringify(query));
  const { data, reload } = remote;

  const remove = async (subscriber: Subscriber) => {
    try {
      await removeSubscriber(subscriber.id);
      toast.success(`${subscriber.email} removed from the list.`);
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };
  // The shell's themed confirmation dialog: removing also erases the consent record.
  const confirmRemove = (subscriber: Subscriber) =>
    modal?.confirm({
      title: `Remove ${subscriber.email}?`,
      content: 'The address and its consent record are deleted. This cannot be undone.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => remove(subscriber),
    });

  const columns: DataColumn<Subscriber>[] = [
    { key: 'email', title: 'E-mail', render: (s) => <Text strong>{s.email}</Text> },
    {
      key: 'status',
      title: 'Status',
      width: 190,
      render: (s) => (
        <Tag color={SUBSCRIBER_STATUS_LABELS[s.status].color}>{SUBSCRIBER_STATUS_LABELS[s.status].label}</Tag>
      ),
    },
    {
      key: 'consent_at',
      title: 'Signed up',
      width: 200,
      render: (s) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.consent_at)}</span>
          {s.consent_ip && (
            <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              from {s.consent_ip}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'confirmed_at',
      title: 'Confirmed',
      width: 170,
      responsive: 'lg',
      render: (s) => (s.confirmed_at ? formatDateTime(s.confirmed_at) : '—'),
    },
    {
      key: 'actions',
      title: '',
      width: 100,
      render: (s) => (
        <Button size="small" danger aria-label={`Remove ${s.email}`} onClick={() => void confirmRemove(s)}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Subscribe"
        crumbs={[{ title: 'Newsletter' }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? 'subscriber' : 'subscribers'}` : undefined}
      />
      <ListFrame
        actions={<ExportButton url={SUBSCRIBERS_EXPORT_URL} query={query} />}
        list={list}
        remote={remote}
        errorTitle="The subscribers could not be loaded"
        noun="subscribers"
        emptyText="Nobody has signed up for the newsletter yet"
        filters={
          <>
            <ListSearch list={list} id="subscriber-search" placeholder="E-mail" />
            <ListSelect
              list={list}
              field="status"
              id="subscriber-status"
              label="Status"
              placeholder="Any status"
              options={SUBSCRIBER_STATUSES.map((value) => ({
                value,
                label: SUBSCRIBER_STATUS_LABELS[value].label,
              }))}
            />
          </>
        }
        table={{ rowKey: 'id', columns, minWidth: 760 }}
      />
    </>
  );
}
