import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { MediaItem } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Tag, theme } from 'antd';

export interface UploadRow {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
  item?: MediaItem;
}

/**
 * The uploads of this visit, each with a progress bar shaped like antd's small line `Progress`
 * (role `progressbar`, its value 0–100; green when done, red with the reason when refused).
 */
export function UploadList({ uploads }: { uploads: UploadRow[] }) {
  const { token } = theme.useToken();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
      {uploads.map((row) => {
        const percent = Math.round(row.progress * 100);
        const colour =
          row.state === 'failed'
            ? token.colorError
            : row.state === 'done'
              ? token.colorSuccess
              : token.colorPrimary;
        return (
          <li key={row.key} style={{ marginBottom: 6 }}>
            <Text>{row.name}</Text>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: token.marginXS,
                minHeight: token.fontSize * token.lineHeight,
                lineHeight: 1,
              }}
            >
              <div
                role="progressbar"
                aria-label={`Upload of ${row.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                style={{
                  flex: 1,
                  height: 6,
                  borderRadius: 100,
                  background: token.colorFillSecondary,
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    width: `${row.state === 'failed' && percent === 0 ? 0 : percent}%`,
                    height: '100%',
                    borderRadius: 100,
                    background: colour,
                    transition: `width ${token.motionDurationSlow}`,
                  }}
                />
              </div>
              <span
                style={{
                  minWidth: row.state === 'uploading' ? '2.5em' : undefined,
                  fontSize: token.fontSizeSM,
                  color: colour,
                  textAlign: 'start',
                }}
              >
                {row.state === 'done' ? (
                  <CheckCircleFilled aria-label="Uploaded" />
                ) : row.state === 'failed' ? (
                  <CloseCircleFilled aria-label="Failed" />
                ) : (
                  <span style={{ color: token.colorText }}>{percent}%</span>
                )}
              </span>
            </div>
            {row.error && <Text type="danger">{row.error}</Text>}
            {row.item && !row.item.alt && row.item.mime !== 'application/pdf' && (
              <Tag color="warning">Add alt text below before using it</Tag>
            )}
          </li>
        );
      })}
    </ul>
  );
}
