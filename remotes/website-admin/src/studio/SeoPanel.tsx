/**
 * Search and social: the page's own meta title and social image (`data.seo`, optional: empty,
 * the title and the item's first picture are used), the summary as meta description, length
 * counters and a live search-result preview of what the public page's head will say.
 */
import { type ContentKind, META_DESCRIPTION_MAX, META_TITLE_MAX } from '@managewell/api/contract';
import { Panel, Text } from '@managewell/ui/light';
import { Button, Flex, Form, Input } from 'antd';
import { hasSeoFields } from './fields';
import { MediaPicker, thumbnailUrl } from './MediaPicker';
import { mediaIdsIn } from './media';

export { hasSeoFields, META_DESCRIPTION_MAX, META_TITLE_MAX };

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text type={length > max ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
      {length} / {max}
      {length > max ? ' — search engines will cut it' : ''}
    </Text>
  );
}

/** The chosen social image, or none (the item's picture): a media picker with "clear". */
function SocialImageField({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id: string;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <MediaPicker id={id} value={value} onChange={onChange} />
      {value && (
        <Button size="small" onClick={() => onChange?.(undefined)}>
          Use the item’s picture
        </Button>
      )}
    </Flex>
  );
}

export function SeoPanel({ kind, publicPath }: { kind: ContentKind; publicPath: string | null }) {
  const form = Form.useFormInstance();
  const own = hasSeoFields(kind);
  const title = (Form.useWatch('title', { form, preserve: true }) as string | undefined) ?? '';
  const summary = (Form.useWatch('summary', form) as string | undefined) ?? '';
  const slug = (Form.useWatch('slug', { form, preserve: true }) as string | undefined) ?? '';
  const data = Form.useWatch('data', { form, preserve: true }) as Record<string, unknown> | undefined;
  const seo = (data?.seo ?? {}) as { title?: string; image?: string };
  const metaTitle = seo.title?.trim() || title;
  const image = seo.image || mediaIdsIn(kind, { ...data, seo: undefined })[0];
  const url = `${window.location.origin}${publicPath ?? `/…/${slug}`}`;
  return (
    <Panel size="small" title="Search and social">
      {own ? (
        <Form.Item
          name={['data', 'seo', 'title']}
          label="Meta title"
          tooltip="The title in search results and link previews. Empty: the page's title."
          rules={[{ max: META_TITLE_MAX, message: `At most ${META_TITLE_MAX} characters.` }]}
          extra={<Counter length={metaTitle.length} max={META_TITLE_MAX} />}
        >
          <Input placeholder={title || 'The title above'} />
        </Form.Item>
      ) : (
        <Form.Item
          label="Meta title"
          tooltip="The title is its title in search results."
          style={{ marginBottom: 8 }}
        >
          <Text type="secondary" style={{ fontSize: 12 }}>
            The title above ·{' '}
          </Text>
          <Counter length={title.length} max={META_TITLE_MAX} />
        </Form.Item>
      )}
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
        <div className="studio-serp-title">{metaTitle.slice(0, META_TITLE_MAX) || 'Title'}</div>
        <div className="studio-serp-text">
          {summary.length > META_DESCRIPTION_MAX
            ? `${summary.slice(0, META_DESCRIPTION_MAX - 1)}…`
            : summary || 'Description'}
        </div>
      </section>
      <p style={{ marginTop: 12, marginBottom: 4 }}>
        <Text type="secondary">
          Social image{own && !seo.image ? ' (the item’s picture unless you choose one)' : ''}
        </Text>
      </p>
      {!seo.image &&
        (image ? (
          <img
            src={thumbnailUrl(image)}
            alt=""
            width={160}
            height={84}
            style={{ objectFit: 'cover', borderRadius: 4, display: 'block', marginBottom: 8 }}
          />
        ) : (
          <p>
            <Text type="secondary">The site's default picture (this item has none).</Text>
          </p>
        ))}
      {own && (
        <Form.Item name={['data', 'seo', 'image']} noStyle>
          <SocialImageField id={`studio-${kind}-seo-image`} />
        </Form.Item>
      )}
    </Panel>
  );
}
