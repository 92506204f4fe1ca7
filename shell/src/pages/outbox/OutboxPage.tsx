import { PaperClipOutlined } from '@ant-design/icons';
import { listOutbox, type MailStatus, messageOf, type OutboxMailSummary } from '@managewell/api';
import { MAIL_STATUS_LABEL, MAIL_STATUSES } from '@managewell/api/contract';
import {
  EmptyState,
  ErrorState,
  NARROW_QUERY,
  PageHeader,
  useMediaQuery,
  useRemoteData,
} from '@managewell/ui';
import { Card, Flex, List, Pagination, Select, Table, type TableProps, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, kindLabel, MailStatusTag } from './mailDisplay';

const PAGE_SIZES = [10, 20, 50, 100];

function readQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 20,
    status: (MAIL_STATUSES as readonly string[]).includes(status ?? '') ? (status as MailStatus) : undefined,
  };
}

/** /app/outbox: the mail this person sent and the mail about their role's work, newest first. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery(NARROW_QUERY);
  const query = useMemo(() => readQuery(params), [params]);
  const { data, error, loading, reload } = useRemoteData(() => listOutbox(query), JSON.stringify(query));

  const update = (changes: Record<string, string | number | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  const columns: TableProps<OutboxMailSummary>['columns'] = [
    {
      key: 'subject',
      title: 'Subject',
      render: (_, mail) => (
        <>
          <Link to={`/app/outbox/${mail.id}`}>{mail.subject}</Link>
          {mail.attachmentCount > 0 && (
            <PaperClipOutlined
              aria-label={`${mail.attachmentCount} attachment(s)`}
              style={{ marginLeft: 6 }}
            />
          )}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {kindLabel(mail.about.kind)} #{mail.about.id}
            {mail.queuedBy ? ` · sent by ${mail.queuedBy.fullName}` : ''}
          </Typography.Text>
        </>
      ),
    },
    { key: 'to', title: 'To', dataIndex: 'to', width: 240, ellipsis: true },
    {
      key: 'status',
      title: 'Status',
      width: 190,
      render: (_, mail) => <MailStatusTag status={mail.status} />,
    },
    {
      key: 'createdAt',
      title: 'Queued',
      width: 190,
      render: (_, mail) => formatDateTime(mail.createdAt),
    },
  ];

  const statusFilter = (
    <Select
      aria-label="Status"
      allowClear
      placeholder="Any status"
      style={{ width: 220 }}
      value={query.status}
      onChange={(value?: MailStatus) => update({ status: value })}
      options={MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABEL[value] }))}
    />
  );

  const pagination = data && data.total > 0 && (
    <Flex justify="end" style={{ marginTop: 16 }}>
      <Pagination
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        pageSizeOptions={PAGE_SIZES}
        showSizeChanger
        simple={narrow}
        showTotal={narrow ? undefined : (total) => `${total} mail${total === 1 ? '' : 's'}`}
        onChange={(page, pageSize) =>
          pageSize !== data.pageSize ? update({ pageSize, page: undefined }) : update({ page })
        }
      />
    </Flex>
  );

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="Mail you sent, and mail about your role's work (quotations, offer letters, payslips)."
      />
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          {statusFilter}
        </Flex>
        {error && !data ? (
          <ErrorState message={messageOf(error)} onRetry={reload} />
        ) : data && data.total === 0 && !loading ? (
          <EmptyState
            description={
              query.status
                ? `No mail with the status “${MAIL_STATUS_LABEL[query.status]}”.`
                : 'No mail yet. Quotations, offer letters and payslips sent by e-mail appear here.'
            }
          />
        ) : narrow ? (
          <List
            loading={loading}
            dataSource={data?.items ?? []}
            renderItem={(mail) => (
              <List.Item key={mail.id}>
                <List.Item.Meta
                  title={<Link to={`/app/outbox/${mail.id}`}>{mail.subject}</Link>}
                  description={
                    <>
                      <div>{mail.to}</div>
                      <Flex gap={8} align="center" wrap>
                        <MailStatusTag status={mail.status} />
                        <span>{formatDateTime(mail.createdAt)}</span>
                      </Flex>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        ) : (
          <Table<OutboxMailSummary>
            rowKey="id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={data?.items ?? []}
            pagination={false}
          />
        )}
        {pagination}
      </Card>
    </>
  );
}
