/**
 * Search and social: the title and summary are the page's meta title and description. Length
 * counters and a live search-result preview; the social image is the item's first picture.
 */
import type { ContentKind } from '@managewell/api/contract';
import { Card, Form, Input, Typography } from 'antd';
import { thumbnailUrl } from './MediaPicker';
import { mediaIdsIn } from './media';

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Typography.Text type={length > max ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
      {length} / {max}
      {length > max ? ' — search engines will cut it' : ''}
    </Typography.Text>
  );
}

export function SeoPanel({ kind, publicPath }: { kind: ContentKind; publicPath: string | null }) {
  const form = Form.useFormInstance();
  const title = (Form.useWatch('title', form) as string | undefined) ?? '';
  const summary = (Form.useWatch('summary', form) as string | undefined) ?? '';
  const slug = (Form.useWatch('slug', form) as string | undefined) ?? '';
  const data = Form.useWatch('data', form) as Record<string, unknown> | undefined;
  const image = mediaIdsIn(kind, data)[0];
  const url = `${window.location.origin}${publicPath ?? `/…/${slug}`}`;
  return (
    <Card size="small" title="Search and social">
      <Form.Item
        label="Meta title"
        tooltip="The page's title is its title in search results."
        style={{ marginBottom: 8 }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          The title above ·{' '}
        </Typography.Text>
        <Counter length={title.length} max={META_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="summary"
        label="Meta description"
        tooltip="Shown under the title in search results and on cards."
        rules={[{ max: 1000, message: 'At most 1,000 characters.' }]}
        extra={<Counter length={summary.length} max={META_DESCRIPTION_MAX} />}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <section className="studio-serp" aria-label="Search result preview">
        <div className="studio-serp-url">{url}</div>
        <div className="studio-serp-title">{title.slice(0, META_TITLE_MAX) || 'Title'}</div>
        <div className="studio-serp-text">
          {summary.length > META_DESCRIPTION_MAX
            ? `${summary.slice(0, META_DESCRIPTION_MAX - 1)}…`
            : summary || 'Description'}
        </div>
      </section>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        Social image
      </Typography.Paragraph>
      {image ? (
        <img
          src={thumbnailUrl(image)}
          alt=""
          width={160}
          height={84}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <Typography.Text type="secondary">The site's default picture (this item has none).</Typography.Text>
      )}
    </Card>
  );
}
