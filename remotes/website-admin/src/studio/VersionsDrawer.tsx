/** The history of an item: every saved version, a field-by-field comparison, restore. */
import { messageOf } from '@managewell/api';
import type { ContentItemDetail, ContentKind, FieldChange } from '@managewell/api/contract';
import { ErrorState, useRemoteData } from '@managewell/ui';
import { App, Button, Checkbox, Drawer, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../pages/shared/format';
import { studioApi } from './api';
import { ChangesTable } from './ContentEditor';

export function VersionsDrawer({
  open,
  onClose,
  kind,
  item,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  kind: ContentKind;
  item: ContentItemDetail;
  onRestored: (item: ContentItemDetail) => void;
}) {
  const { message } = App.useApp();
  const versions = useRemoteData(
    () => (open ? studioApi.versions(kind, item.id) : Promise.resolve({ versions: [] })),
    `${open}|${item.id}|${item.version}`,
  );
  const [picked, setPicked] = useState<number[]>([]);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const toggle = (v: number, on: boolean) => {
    setChanges(null);
    setPicked((p) => (on ? [...p.filter((x) => x !== v), v].slice(-2) : p.filter((x) => x !== v)));
  };
  const compare = async () => {
    const [a, b] = [...picked].sort((x, y) => x - y);
    try {
      setChanges((await studioApi.compare(kind, item.id, a!, b!)).changes);
    } catch (error) {
      message.error(messageOf(error));
    }
  };
  const rows = [
    ...(versions.data?.versions ?? []),
    { version: 0, action: 'live' as const, title: 'The published copy', savedAt: '', savedBy: null },
  ];
  return (
    <Drawer title="History" open={open} onClose={onClose} width={560}>
      {versions.error ? (
        <ErrorState message={messageOf(versions.error)} onRetry={versions.reload} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">Tick two versions to compare them.</Typography.Text>
          <List
            loading={versions.loading}
            dataSource={rows}
            renderItem={(v) => (
              <List.Item
                actions={[
                  v.version !== item.version && (
                    <Button
                      key="restore"
                      size="small"
                      onClick={async () => {
                        try {
                          onRestored(await studioApi.restore(kind, item.id, v.version, item.version));
                        } catch (error) {
                          message.error(messageOf(error));
                        }
                      }}
                    >
                      Restore
                    </Button>
                  ),
                ]}
              >
                <Checkbox
                  checked={picked.includes(v.version)}
                  onChange={(e) => toggle(v.version, e.target.checked)}
                >
                  <strong>{v.version === 0 ? 'Live' : `Version ${v.version}`}</strong> · {v.action}
                  {v.savedAt && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {formatDateTime(v.savedAt)} · {v.savedBy ?? 'scheduler'}
                    </Typography.Text>
                  )}
                </Checkbox>
              </List.Item>
            )}
          />
          <Button disabled={picked.length !== 2} onClick={() => void compare()}>
            Compare
          </Button>
          {changes && <ChangesTable kind={kind} changes={changes} />}
        </Space>
      )}
    </Drawer>
  );
}
