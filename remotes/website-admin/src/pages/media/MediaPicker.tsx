import { listMedia, messageOf } from '@managewell/api';
import type { MediaItem } from '@managewell/api/contract';
import { EmptyState, ErrorState, useRemoteData } from '@managewell/ui';
import { Input, Modal, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { thumbUrl } from './thumb';

export const PICKER_PAGE_SIZE = 18;

/**
 * Chooses an image from the media library (GET /api/website-admin/media): search, pages,
 * and a warning on images that have no alt text yet.
 */
export function MediaPicker({
  open,
  onClose,
  onPick,
  type = 'image',
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
  type?: 'image' | 'pdf';
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const key = JSON.stringify({ open, search, page, type });
  const { data, error, loading, reload } = useRemoteData(
    () =>
      open
        ? listMedia({ search: search || undefined, page, pageSize: PICKER_PAGE_SIZE, type })
        : Promise.resolve(undefined),
    key,
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={type === 'pdf' ? 'Choose a PDF' : 'Choose an image'}
      width={860}
    >
      <Input.Search
        aria-label="Search the media library"
        placeholder="Search by name or alt text"
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {error !== undefined ? (
        <ErrorState
          title="The media library could not be loaded"
          message={messageOf(error)}
          onRetry={reload}
        />
      ) : loading && !data ? (
        <Spin />
      ) : data && data.items.length === 0 ? (
        <EmptyState description={search ? 'Nothing matches this search' : 'The media library is empty'} />
      ) : (
        <ul
          aria-label="Media"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 10,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {data?.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                aria-label={`Choose ${item.alt || item.id}`}
                style={{
                  width: '100%',
                  padding: 4,
                  border: '1px solid rgba(127,127,127,.35)',
                  borderRadius: 6,
                  background: 'transparent',
                  cursor: 'pointer',
                  textAlign: 'left',
                }}
              >
                {item.mime === 'application/pdf' ? (
                  <div style={{ height: 80, display: 'grid', placeItems: 'center' }}>PDF</div>
                ) : (
                  <img
                    src={thumbUrl(item)}
                    alt=""
                    loading="lazy"
                    style={{
                      width: '100%',
                      height: 80,
                      objectFit: 'cover',
                      display: 'block',
                      borderRadius: 4,
                    }}
                  />
                )}
                <Typography.Text ellipsis style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
                  {item.alt || item.id}
                </Typography.Text>
                {!item.alt && item.mime !== 'application/pdf' && <Tag color="warning">No alt text</Tag>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PICKER_PAGE_SIZE && (
        <Pagination
          align="center"
          style={{ marginTop: 12 }}
          current={page}
          pageSize={PICKER_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Modal>
  );
}
