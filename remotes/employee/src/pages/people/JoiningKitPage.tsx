import { fetchMyJoiningFile, fetchMyJoiningKit, messageOf, uploadJoiningDocument } from '@managewell/api';
import {
  JOINING_DOCUMENTS,
  JOINING_FILE_MAX_BYTES,
  JOINING_MESSAGES,
  type JoiningChecklistItem,
} from '@managewell/api/contract';
import { ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { Alert, Button, Card, List, Progress, Space, Tag, Upload } from 'antd';
import { useState } from 'react';

const STATUS: Record<string, { color: string; label: string }> = {
  uploaded: { color: 'gold', label: 'Waiting for HR' },
  verified: { color: 'green', label: 'Verified' },
  'ask-again': { color: 'red', label: 'Please upload again' },
};

const ACCEPT: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** /app/employee/joiningkit: the documents a new joiner uploads, and what HR said about each. */
export function JoiningKitPage() {
  const { data, error, loading, reload } = useRemoteData(fetchMyJoiningKit, 'mine');
  const { message } = useAntApp();
  const [uploading, setUploading] = useState<string | null>(null);

  const upload = async (item: JoiningChecklistItem, file: File) => {
    if (file.size > JOINING_FILE_MAX_BYTES) {
      void message.error(JOINING_MESSAGES.size);
      return;
    }
    setUploading(item.kind);
    try {
      await uploadJoiningDocument(item.kind, file);
      void message.success(`${item.label} uploaded: HR will verify it.`);
      reload();
    } catch (failure) {
      void message.error(messageOf(failure, 'The file could not be uploaded.'));
    } finally {
      setUploading(null);
    }
  };
  const view = async (id: number) => {
    try {
      window.open(URL.createObjectURL(await fetchMyJoiningFile(id)), '_blank', 'noopener');
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  return (
    <>
      <PageHeader
        title="Joining kit"
        subtitle="Upload each document as a PDF, JPEG or PNG (at most 5 MB). Only you and HR can see them."
      />
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : (
        <Card loading={loading && !data}>
          {data && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Progress
                percent={Math.round((data.verified / data.total) * 100)}
                format={() => `${data.verified} of ${data.total} verified`}
              />
              <List
                dataSource={data.items}
                renderItem={(item) => {
                  const doc = item.document;
                  const status = doc ? STATUS[doc.status] : null;
                  return (
                    <List.Item
                      actions={[
                        doc && (
                          <Button key="view" size="small" onClick={() => void view(doc.id)}>
                            View
                          </Button>
                        ),
                        doc?.status !== 'verified' && (
                          <Upload
                            key="upload"
                            accept={JOINING_DOCUMENTS[item.kind].types.map((t) => ACCEPT[t]).join(',')}
                            showUploadList={false}
                            beforeUpload={(file) => {
                              void upload(item, file);
                              return false;
                            }}
                          >
                            <Button
                              size="small"
                              type={doc ? 'default' : 'primary'}
                              loading={uploading === item.kind}
                              aria-label={`Upload ${item.label}`}
                            >
                              {doc ? 'Replace' : 'Upload'}
                            </Button>
                          </Upload>
                        ),
                      ].filter(Boolean)}
                    >
                      <List.Item.Meta
                        title={
                          <Space wrap>
                            {item.label}
                            {status ? (
                              <Tag color={status.color}>{status.label}</Tag>
                            ) : (
                              <Tag>Not uploaded</Tag>
                            )}
                          </Space>
                        }
                        description={
                          <>
                            {doc ? `${doc.originalName} · ${Math.ceil(doc.bytes / 1024)} KB` : item.hint}
                            {doc?.status === 'ask-again' && doc.note && (
                              <Alert
                                type="warning"
                                showIcon
                                style={{ marginTop: 6 }}
                                title={`HR: ${doc.note}`}
                              />
                            )}
                          </>
                        }
                      />
                    </List.Item>
                  );
                }}
              />
            </Space>
          )}
        </Card>
      )}
    </>
  );
}
