/** Chooses an image from the media library (GET /api/website-admin/media). */
import { Button, Flex, Image, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The library's grid (search, paging) loads when the picker is opened.
const MediaGrid = lazy(() => import('./MediaGrid').then((m) => ({ default: m.MediaGrid })));

/** A small variant of a stored image (every stored picture is at least 320 px wide). */
export const thumbnailUrl = (id: string) => `/media/${encodeURIComponent(id)}/320.webp`;

/** A form control: the chosen image's preview and a button that opens the library. */
export function MediaPicker({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={12} align="center" id={id}>
      {value ? (
        <Image src={thumbnailUrl(value)} width={96} height={64} style={{ objectFit: 'cover' }} alt={value} />
      ) : (
        <Typography.Text type="secondary">No image chosen</Typography.Text>
      )}
      <Button onClick={() => setOpen(true)}>{value ? 'Change image' : 'Choose image'}</Button>
      {value && onChange && (
        <Typography.Text code style={{ fontSize: 12 }}>
          {value}
        </Typography.Text>
      )}
      <Modal
        title="Media library"
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Suspense fallback={<Spin />}>
          <MediaGrid
            onPick={(item) => {
              onChange?.(item.id);
              setOpen(false);
            }}
          />
        </Suspense>
      </Modal>
    </Flex>
  );
}
