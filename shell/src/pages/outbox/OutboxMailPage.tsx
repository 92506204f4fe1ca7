import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { fetchOutboxAttachment, fetchOutboxMail, messageOf, type OutboxAttachment } from '@managewell/api';
import { ErrorState, PageHeader, PageSpinner, saveBlob, useAntApp, useRemoteData } from '@managewell/ui';
import { Alert, Button, Card, Descriptions, Flex, List, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatBytes, formatDateTime, kindLabel, MailStatusTag } from './mailDisplay';

const CRUMBS = [{ title: 'Outbox', to: '/app/outbox' }];

function AttachmentButton({ mailId, file }: { mailId: number; file: OutboxAttachment }) {
  const { message } = useAntApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchOutboxAttachment(mailId, file.id), file.filename);
    } catch (error) {
      message.error(`Could not download ${file.filename}: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={download}
      aria-label={`Download ${file.filename}`}
    >
      Download
    </Button>
  );
}

/** /app/outbox/:id: one mail as it was (or will be) sent, with its attachments. */
export function OutboxMailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: mail,
    error,
    loading,
    reload,
  } = useRemoteData(
    () => (valid ? fetchOutboxMail(id) : Promise.reject(new Error('This is not a mail number.'))),
    String(id),
  );
  const [view, setView] = useState<'html' | 'text'>('html');

  if (loading && !mail) return <PageSpinner />;
  if (error || !mail)
    return (
      <>
        <PageHeader title="Mail" crumbs={CRUMBS} />
        <ErrorState title="This mail could not be shown" message={messageOf(error)} onRetry={reload} />
      </>
    );

  const showHtml = mail.html !== null && view === 'html';
  return (
    <>
      <PageHeader title={mail.subject} crumbs={CRUMBS} />
      <Flex vertical gap={16}>
        {mail.status === 'kept' && (
          <Alert
            type="info"
            showIcon
            title="Not sent: no mail server is set up (SMTP_URL). The message is kept here."
          />
        )}
        {mail.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title="The mail server refused this mail."
            description={mail.lastError}
          />
        )}
        <Card>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="To">{mail.to}</Descriptions.Item>
            <Descriptions.Item label="Copy to">
              {mail.cc.length > 0 ? mail.cc.join(', ') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              <MailStatusTag status={mail.status} />
            </Descriptions.Item>
            <Descriptions.Item label="About">
              {kindLabel(mail.about.kind)} #{mail.about.id}
            </Descriptions.Item>
            <Descriptions.Item label="Queued">{formatDateTime(mail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Sent">
              {mail.sentAt ? formatDateTime(mail.sentAt) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Sent by">{mail.queuedBy?.fullName ?? 'The system'}</Descriptions.Item>
            <Descriptions.Item label="Attempts">{mail.attempts}</Descriptions.Item>
            {mail.lastError && mail.status !== 'failed' && (
              <Descriptions.Item label="Last error">{mail.lastError}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Card
          title="Message"
          extra={
            mail.html !== null && (
              <Segmented
                size="small"
                value={view}
                onChange={(value) => setView(value as 'html' | 'text')}
                options={[
                  { value: 'html', label: 'Formatted' },
                  { value: 'text', label: 'Plain text' },
                ]}
              />
            )
          }
        >
          {showHtml ? (
            // The HTML body in a sandbox: no scripts, no forms, nothing reaches this page.
            <iframe
              title="Message"
              sandbox=""
              srcDoc={mail.html ?? ''}
              style={{ width: '100%', minHeight: 320, border: 0, background: '#fff' }}
            />
          ) : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {mail.text}
            </Typography.Paragraph>
          )}
        </Card>
        <Card title={`Attachments (${mail.attachments.length})`}>
          {mail.attachments.length === 0 ? (
            <Typography.Text type="secondary">No attachments.</Typography.Text>
          ) : (
            <List
              dataSource={mail.attachments}
              renderItem={(file) => (
                <List.Item
                  key={file.id}
                  actions={[<AttachmentButton key="download" mailId={mail.id} file={file} />]}
                >
                  <List.Item.Meta
                    avatar={<PaperClipOutlined />}
                    title={file.filename}
                    description={`${file.contentType} · ${formatBytes(file.bytes)}`}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Flex>
    </>
  );
}
