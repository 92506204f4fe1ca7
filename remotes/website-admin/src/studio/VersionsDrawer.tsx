/** The history of an item: every saved version, a field-by-field comparison, restore. */
import { messageOf } from '@managewell/api';
import type { ContentItemDetail, ContentKind, ContentVersion, FieldChange } from '@managewell/api/contract';
import { ErrorState, useAntApp, useRemoteData } from '@managewell/ui';
import { Button, Checkbox, Drawer, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../pages/shared/format';
import { studioApi } from './api';
import { ChangesTable } from './ChangesTable';

/** A line of the history: a saved version (ticked to compare, restorable), the live copy
 * (version 0), or a publish or unpublish (version null). */
interface Row {
  key: string;
  version: number | null;
  label: string;
  at: string;
  by: string | null;
}

const ACTION_TEXT: Record<ContentVersion['action'], string> = {
  create: 'created',
  save: 'saved',
  autosave: 'autosaved',
  restore: 'restored',
  import: 'as imported',
};

/** When and by whom; nobody named: the scheduler for a publish, the seed or import for a version. */
function When({ at, by }: { at: string; by: string | null }) {
  return (
    <Typography.Text type="secondary">
      · {formatDateTime(at)}
      {by && ` · ${by}`}
    </Typography.Text>
  );
}

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
  const { message } = useAntApp();
  const versions = useRemoteData(
    () => (open ? studioApi.versions(kind, item.id) : Promise.resolve(null)),
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
  const history = versions.data;
  const live = history?.live ?? null;
  // Saves and publishes in the order they happened, newest first; the live copy on top.
  const rows: Row[] = [
    ...(live ? [{ key: 'live', version: 0, label: 'Live', at: live.at, by: live.by } as Row] : []),
    ...[
      ...(history?.versions ?? []).map(
        (v): Row => ({
          key: `v${v.version}`,
          version: v.version,
          label: `Version ${v.version} · ${ACTION_TEXT[v.action]}`,
          at: v.savedAt,
          by: v.savedBy,
        }),
      ),
      ...(history?.events ?? []).map(
        (e, i): Row => ({
          key: `e${i}`,
          version: null,
          label: e.action === 'publish' ? 'Published' : 'Unpublished',
          at: e.at,
          by: e.by ?? 'scheduler',
        }),
      ),
    ].sort((a, b) => b.at.localeCompare(a.at)),
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
            rowKey="key"
            renderItem={(v) => (
              <List.Item
                actions={[
                  v.version !== null && v.version !== item.version && (
                    <Button
                      key="restore"
                      size="small"
                      onClick={async () => {
                        try {
                          const restored = await studioApi.restore(kind, item.id, v.version!, item.version);
                          onRestored(restored);
                          // Pictures deleted since that version: said, so another is chosen before publishing.
                          const missing = restored.missingMedia;
                          if (missing.length > 0)
                            message.warning(
                              `Restored as a new draft, but ${missing.length === 1 ? 'this picture was' : 'these pictures were'} deleted since: ${missing.join(', ')}. Choose another before publishing.`,
                              8,
                            );
                          else message.success('Restored as a new draft.');
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
                {v.version === null ? (
                  <Typography.Text>
                    <strong>{v.label}</strong> <When at={v.at} by={v.by} />
                  </Typography.Text>
                ) : (
                  <Checkbox
                    checked={picked.includes(v.version)}
                    onChange={(e) => toggle(v.version!, e.target.checked)}
                  >
                    <strong>{v.label}</strong> <When at={v.at} by={v.by} />
                  </Checkbox>
                )}
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
