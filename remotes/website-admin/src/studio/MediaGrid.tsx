/** The media library's grid with search and paging: loaded when a picker opens (issue 8). */
import { messageOf } from '@managewell/api';
import type { MediaItem } from '@managewell/api/contract';
import { EmptyState, ErrorState, useRemoteData } from '@managewell/ui';
import { Flex, Input, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { studioApi } from './api';

const PAGE_SIZE = 12;

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
