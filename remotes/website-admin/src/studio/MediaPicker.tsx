/** Chooses an image from the media library (GET /api/website-admin/media). */
import { messageOf } from '@managewell/api';
import type { MediaItem } from '@managewell/api/contract';
import { EmptyState, ErrorState, useRemoteData } from '@managewell/ui';
import { Button, Flex, Image, Input, Modal, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { studioApi } from './api';

const PAGE_SIZE = 12;

/** A small variant of a stored image (every stored picture is at least 320 px wide). */
export const thumbnailUrl = (id: string) => `/media/${encodeURIComponent(id)}/320.webp`;

export function MediaGrid({ onPick }: { onPick: (item: MediaItem) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const media = useRemoteData(
    () => studioApi.media({ search: search || undefined, page, pageSize: PAGE_SIZE }),
    `${search}|${page}`,
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder="Search by name or alt text"
        aria-label="Search images"
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      {media.error ? (
        <ErrorState message={messageOf(media.error)} onRetry={media.reload} />
      ) : media.data?.items.length === 0 ? (
        <EmptyState description="No images match." />
      ) : (
        <Flex wrap gap={12} aria-busy={media.loading}>
          {media.data?.items.map((item) => (
            <button
              key={item.id}
              type="button"
              className="studio-media-tile"
              onClick={() => onPick(item)}
              aria-label={`Choose ${item.alt || item.id}`}
            >
              <img src={item.url} alt={item.alt} loading="lazy" width={120} height={90} />
              <Typography.Text ellipsis style={{ width: 120, display: 'block', fontSize: 12 }}>
                {item.alt || <Typography.Text type="danger">No alt text</Typography.Text>}
              </Typography.Text>
            </button>
          ))}
        </Flex>
      )}
      <Pagination
        size="small"
        current={page}
        pageSize={PAGE_SIZE}
        total={media.data?.total ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </Space>
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
        <MediaGrid
          onPick={(item) => {
            onChange?.(item.id);
            setOpen(false);
          }}
        />
      </Modal>
    </Flex>
  );
}
