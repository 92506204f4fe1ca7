import { PaperClipOutlined } from '@ant-design/icons';
import { listOutbox, type MailStatus, OUTBOX_EXPORT_URL, type OutboxMailSummary } from '@managewell/api';
import { MAIL_STATUS_LABEL, MAIL_STATUSES, OUTBOX_LIST_FIELDS } from '@managewell/api/contract';
import { ExportButton, NARROW_QUERY, PageHeader, useMediaQuery, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { ListFilter, ListFrame, useListQuery } from '@managewell/ui/list';
import { Flex, List, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, kindLabel, MailStatusTag } from './mailDisplay';

/** /app/outbox: the mail this person sent and the mail about their role's work, newest first. */
export function OutboxPage() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const list = useListQuery(OUTBOX_LIST_FIELDS, { filters: ['status'] });
  const { query, set: update } = list;
  const remote = useRemoteData(() => listOutbox(query), JSON.stringify(query));
  const { loading } = remote;

  const columns: DataColumn<OutboxMailSummary>[] = [
    {
      key: 'subject',
      title: 'Subject',
      render: (mail) => (
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
    { key: 'to', title: 'To', width: 240, ellipsis: true, render: (mail) => mail.to },
    {
      key: 'status',
      title: 'Status',
      width: 190,
      render: (mail) => <MailStatusTag status={mail.status} />,
    },
    {
      key: 'createdAt',
      title: 'Queued',
      width: 190,
      render: (mail) => formatDateTime(mail.createdAt),
    },
  ];

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="Mail you sent, and mail about your role's work (quotations, offer letters, payslips)."
      />
      <ListFrame
        list={list}
        remote={remote}
        errorTitle="The outbox could not be loaded"
        noun="mails"
        emptyText="No mail yet. Quotations, offer letters and payslips sent by e-mail appear here."
        filteredText={query.status && `No mail with the status “${MAIL_STATUS_LABEL[query.status]}”.`}
        totalText={narrow ? undefined : (total) => `${total} mail${total === 1 ? '' : 's'}`}
        actions={<ExportButton url={OUTBOX_EXPORT_URL} query={query} />}
        filters={
          <ListFilter id="outbox-status" label="Status" span={{ xs: 24, md: 8, xl: 6 }}>
            <Select
              id="outbox-status"
              allowClear
              placeholder="Any status"
              style={{ width: '100%' }}
              value={query.status}
              onChange={(value?: MailStatus) => update({ status: value })}
              options={MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABEL[value] }))}
            />
          </ListFilter>
        }
        renderRows={
          narrow
            ? (mails, empty) =>
                mails.length === 0 && !loading ? (
                  empty
                ) : (
                  <List
                    loading={loading}
                    dataSource={[...mails]}
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
                )
            : undefined
        }
        table={{ label: 'Outbox', rowKey: 'id', columns }}
      />
    </>
  );
}
