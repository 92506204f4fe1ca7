/** The draft's preview dialog: loaded when a preview is first asked for (see docs/decisions/0011-load-on-first-use.md). */
import { Text } from '@managewell/ui/light';
import { Button, Flex, Modal, Space } from 'antd';

/**
 * The preview opens in its own window (the back office's pages may not frame others): at a
 * desktop or a phone width, in the real public page template.
 */
export function PreviewModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  const open = (width: number) =>
    url &&
    window.open(
      url,
      `preview-${width}`,
      `popup,width=${width},height=${Math.min(900, window.screen.availHeight)}`,
    );
  return (
    <Modal title="Preview of the draft" open={url !== null} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical">
        <Text>The draft in the site’s own page, before it is published.</Text>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => open(1280)}>
            Desktop (1280 px)
          </Button>
          <Button onClick={() => open(375)}>Phone (375 px)</Button>
          {url && (
            <Button href={url} target="_blank" rel="noreferrer">
              New tab
            </Button>
          )}
        </Flex>
        <Text type="secondary">The link works for an hour.</Text>
      </Space>
    </Modal>
  );
}
