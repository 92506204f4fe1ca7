/** Chooses an image from the media library (GET /api/website-admin/media). */
import { Text } from '@managewell/ui/light';
import type { ImageProps } from 'antd';
import { Button, Flex } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { thumbnailUrl } from '../pages/media/thumb';

// The library dialog (its grid, search and paging) loads when the picker is first opened, and
// antd's Image (its preview viewer) when a thumbnail is first clicked (see docs/decisions/0011-load-on-first-use.md).
const MediaDialog = lazy(() =>
  import('../pages/media/MediaPicker').then((m) => ({ default: m.MediaPicker })),
);
const AntImage = lazy(() => import('antd/es/image')) as unknown as ComponentType<ImageProps>;

export { thumbnailUrl };

/**
 * The chosen image's thumbnail; a click shows it large in antd's image viewer (downloaded then),
 * as antd's Image does.
 */
export function Thumbnail({ id }: { id: string }) {
  const [viewing, setViewing] = useState(false);
  const [viewed, setViewed] = useState(false);
  const src = thumbnailUrl(id);
  return (
    <>
      <button
        type="button"
        className="studio-thumbnail"
        aria-label={`Enlarge ${id}`}
        onClick={() => {
          setViewed(true);
          setViewing(true);
        }}
      >
        <img src={src} width={96} height={64} alt={id} />
      </button>
      {viewed && (
        <Suspense fallback={null}>
          <AntImage
            src={src}
            alt={id}
            rootClassName="studio-hidden"
            preview={{ open: viewing, onOpenChange: setViewing }}
          />
        </Suspense>
      )}
    </>
  );
}

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
  const [opened, setOpened] = useState(false);
  return (
    <Flex gap={12} align="center" id={id}>
      {value ? <Thumbnail id={value} /> : <Text type="secondary">No image chosen</Text>}
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {value ? 'Change image' : 'Choose image'}
      </Button>
      {value && onChange && <code className="studio-code">{value}</code>}
      {opened && (
        <Suspense fallback={null}>
          <MediaDialog
            open={open}
            onClose={() => setOpen(false)}
            onPick={(item) => {
              onChange?.(item.id);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
