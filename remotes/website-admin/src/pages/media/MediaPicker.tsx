import { listMedia, messageOf, uploadMedia } from '@managewell/api';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaItem } from '@managewell/api/contract';
import { EmptyState, ErrorState, useRemoteData } from '@managewell/ui';
import { Alert, Flex, Input, Modal, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FileButton } from '../shared/FilePick';
import { formatBytes } from '../shared/format';
import { thumbUrl } from './thumb';

const UPLOAD_ACCEPT = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  pdf: 'application/pdf',
} as const;

export const PICKER_PAGE_SIZE = 18;

/**
 * Chooses an image from the media library (GET /api/website-admin/media): search, pages,
 * and a warning on images that have no alt text yet; or uploads a new one, which is chosen.
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

  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    setProblem(null);
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
      setProblem(`${formatBytes(file.size)} is over the ${formatBytes(MEDIA_UPLOAD_MAX_BYTES)} limit.`);
      return;
    }
    setUploading(true);
    try {
      const item = await uploadMedia(file, alt.trim());
      setAlt('');
      onPick(item);
    } catch (failure) {
      setProblem(messageOf(failure, 'The file could not be uploaded.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={type === 'pdf' ? 'Choose a PDF' : 'Choose an image'}
      width={860}
    >
      <Flex gap={8} style={{ marginBottom: 12 }}>
        {type === 'image' && (
          <Input
            aria-label="Alt text of the new picture"
            placeholder="Alt text of a new picture (what it shows)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        )}
        <FileButton accept={UPLOAD_ACCEPT[type]} onFile={(file) => void upload(file)} loading={uploading}>
          {type === 'pdf' ? 'Upload a PDF' : 'Upload a picture'}
        </FileButton>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
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
