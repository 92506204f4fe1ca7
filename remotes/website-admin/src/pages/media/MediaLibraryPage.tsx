import {
  deleteMedia,
  fetchMediaUsage,
  listMedia,
  messageOf,
  replaceMedia,
  updateMedia,
  uploadMedia,
} from '@managewell/api';
import {
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaItem,
  type MediaUsage,
  mediaUrl,
  mediaWidthsFor,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  Modal,
  Popconfirm,
  Progress,
  Row,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../shared/Field';
import { formatBytes, formatDateTime } from '../shared/format';
import { useToast } from '../shared/toast';
import { thumbUrl } from './thumb';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,application/pdf';
const MAX_MB = MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024;

interface UploadRow {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
  item?: MediaItem;
}

/** A picture up to 768 px wide to place the focal point on. */
function previewUrl(item: MediaItem): string {
  const width = mediaWidthsFor(item.width)
    .filter((w) => w <= 768)
    .at(-1);
  return item.mime === 'image/svg+xml' || !width ? item.url : mediaUrl(item.id, width, 'webp');
}

/** The focal point: click on the picture to set the point crops keep in view. */
function FocalPointEditor({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const [point, setPoint] = useState({ x: item.focal_x ?? 0.5, y: item.focal_y ?? 0.5 });
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  return (
    <>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
        <img
          src={previewUrl(item)}
          alt={item.alt}
          style={{ maxWidth: '100%', maxHeight: 360, display: 'block', cursor: 'crosshair' }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture is the focal-point control (arrow keys move it)
          tabIndex={0}
          onKeyDown={(event) => {
            const step = 0.05;
            const moves: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            };
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            setPoint((p) => ({
              x: Math.min(1, Math.max(0, p.x + move[0])),
              y: Math.min(1, Math.max(0, p.y + move[1])),
            }));
          }}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setPoint({
              x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
              y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
            });
          }}
        />
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: `${point.x * 100}%`,
            top: `${point.y * 100}%`,
            width: 18,
            height: 18,
            marginLeft: -9,
            marginTop: -9,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #1677ff',
            pointerEvents: 'none',
          }}
        />
      </div>
      <p>
        Focus at {Math.round(point.x * 100)} % from the left, {Math.round(point.y * 100)} % from the top. Wide
        and square crops on the site keep this point in view.
      </p>
      <Button
        type="primary"
        loading={saving}
        onClick={async () => {
          setSaving(true);
          try {
            await updateMedia(item.id, { focal_x: point.x, focal_y: point.y });
            toast.success('Focal point saved.');
            onSaved();
          } catch (failure) {
            toast.error(messageOf(failure));
          } finally {
            setSaving(false);
          }
        }}
      >
        Save focal point
      </Button>
    </>
  );
}

function UsageList({ uses }: { uses: MediaUsage[] }) {
  if (uses.length === 0) return <EmptyState description="Not used anywhere: it can be deleted." />;
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}-${use.field}`}>
          <strong>{use.title}</strong> ({use.kind}
          {use.published ? '' : ', unpublished'}) — <code>{use.field}</code>
        </li>
      ))}
    </ul>
  );
}

/** An alt-text cell: edited in place, saved on Enter or when leaving the field. */
function AltTextCell({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const [value, setValue] = useState(item.alt);
  const [error, setError] = useState<string>();
  const toast = useToast();
  useEffect(() => setValue(item.alt), [item.alt]);
  const save = async () => {
    if (value.trim() === item.alt) return;
    try {
      await updateMedia(item.id, { alt: value.trim() });
      setError(undefined);
      toast.success('Alt text saved.');
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  if (item.mime === 'application/pdf') return <Typography.Text type="secondary">PDF</Typography.Text>;
  return (
    <>
      <Input
        aria-label={`Alt text of ${item.id}`}
        value={value}
        maxLength={300}
        status={!value.trim() ? 'warning' : error ? 'error' : undefined}
        placeholder="Describe the picture for people who cannot see it"
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onPressEnter={save}
      />
      {!value.trim() && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          Needed before it can go on a published page.
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </>
  );
}

/** /app/website-admin/media-library: upload, describe, focus, replace and clean up the site's files. */
export function MediaLibraryPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => ({
      search: params.get('search') || undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: 24,
      missingAlt: params.get('missingAlt') === 'true' ? ('true' as const) : undefined,
      type: (['image', 'pdf', 'all'].includes(params.get('type') ?? '') ? params.get('type') : 'all') as
        | 'image'
        | 'pdf'
        | 'all',
    }),
    [params],
  );
  const { data, error, loading, reload } = useRemoteData(() => listMedia(query), JSON.stringify(query));
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [uploadAlt, setUploadAlt] = useState('');
  const [usage, setUsage] = useState<{ item: MediaItem; uses: MediaUsage[] } | null>(null);
  const [focus, setFocus] = useState<MediaItem | null>(null);
  const [typed, setTyped] = useState(query.search ?? '');
  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key !== 'page') next.delete('page');
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const setParamRef = useRef(setParam);
  setParamRef.current = setParam;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (typed === (query.search ?? '')) return;
    const timer = setTimeout(() => setParamRef.current('search', typed.trim() || undefined), 400);
    return () => clearTimeout(timer);
  }, [typed]);

  const patchUpload = (key: string, patch: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const startUpload = async (file: File) => {
    const key = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
    setUploads((rows) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...rows]);
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
      patchUpload(key, {
        state: 'failed',
        error: `${formatBytes(file.size)} is over the ${MAX_MB} MB limit: export it smaller and try again.`,
      });
      return;
    }
    try {
      const item = await uploadMedia(file, uploadAlt.trim(), (progress) => patchUpload(key, { progress }));
      patchUpload(key, { state: 'done', progress: 1, item });
      reload();
    } catch (failure) {
      patchUpload(key, { state: 'failed', error: messageOf(failure, 'The upload failed.') });
    }
  };

  const showUsage = async (item: MediaItem) => {
    try {
      setUsage({ item, uses: await fetchMediaUsage(item.id) });
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  const remove = async (item: MediaItem) => {
    try {
      await deleteMedia(item.id);
      toast.success(`${item.id} deleted.`);
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  const replace = async (item: MediaItem, file: File) => {
    try {
      await replaceMedia(item.id, file);
      toast.success('Replaced everywhere it is used. New sizes are being made now.');
      reload();
    } catch (failure) {
      toast.error(messageOf(failure, 'The file could not be replaced.'));
    }
  };

  const columns: TableProps<MediaItem>['columns'] = [
    {
      key: 'thumb',
      title: 'Preview',
      width: 110,
      render: (_, item) =>
        item.mime === 'application/pdf' ? (
          <a href={item.url} target="_blank" rel="noreferrer">
            PDF
          </a>
        ) : (
          <img
            src={thumbUrl(item)}
            alt=""
            style={{ width: 88, height: 60, objectFit: 'cover', borderRadius: 4 }}
          />
        ),
    },
    {
      key: 'alt',
      title: 'Alt text',
      render: (_, item) => <AltTextCell item={item} onSaved={reload} />,
    },
    {
      key: 'file',
      title: 'File',
      width: 200,
      responsive: ['md'],
      render: (_, item) => (
        <>
          <Typography.Text code copyable={{ text: item.url }} ellipsis style={{ maxWidth: 180 }}>
            {item.id}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {item.width > 0 ? `${item.width}×${item.height} · ` : ''}
            {formatBytes(item.bytes ?? 0)}
            {item.created_at ? ` · ${formatDateTime(item.created_at)}` : ''}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'uses',
      title: 'Used',
      width: 90,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => showUsage(item)}>
          {item.uses ?? 0} {item.uses === 1 ? 'place' : 'places'}
        </Button>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 260,
      render: (_, item) => (
        <Space wrap size={4}>
          {item.mime !== 'application/pdf' && (
            <Button size="small" onClick={() => setFocus(item)}>
              Focal point
            </Button>
          )}
          <Upload
            accept={item.mime}
            showUploadList={false}
            customRequest={({ file }) => void replace(item, file as File)}
          >
            <Button size="small">Replace</Button>
          </Upload>
          <Popconfirm
            title={`Delete ${item.id}?`}
            description="It is not used anywhere. This cannot be undone."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(item)}
            disabled={(item.uses ?? 0) > 0}
          >
            <Button
              size="small"
              danger
              disabled={(item.uses ?? 0) > 0}
              title={(item.uses ?? 0) > 0 ? 'Used on the site: remove it there first' : undefined}
            >
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Media library"
        subtitle={data ? `${data.total} ${data.total === 1 ? 'file' : 'files'}` : undefined}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]}>
          <Col xs={24} lg={10}>
            <Field id="upload-alt" label="Alt text for the next uploads">
              <Input
                id="upload-alt"
                value={uploadAlt}
                maxLength={300}
                placeholder="e.g. Infinity pool of a villa in Lonavala at dusk"
                onChange={(event) => setUploadAlt(event.target.value)}
              />
            </Field>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              You can also write it per picture below once uploaded. Pictures without alt text cannot go on a
              published page.
            </Typography.Text>
          </Col>
          <Col xs={24} lg={14}>
            <Upload.Dragger
              multiple
              accept={ACCEPT}
              showUploadList={false}
              customRequest={({ file }) => void startUpload(file as File)}
            >
              <p style={{ margin: 0 }}>
                <strong>Drop pictures here</strong> or click to choose
              </p>
              <p style={{ margin: 0, fontSize: 12 }}>
                JPEG, PNG, WebP or AVIF (and PDF brochures), up to {MAX_MB} MB each. SVG is not accepted.
              </p>
            </Upload.Dragger>
          </Col>
        </Row>
        {uploads.length > 0 && (
          <ul aria-label="Uploads" style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
            {uploads.map((row) => (
              <li key={row.key} style={{ marginBottom: 6 }}>
                <Typography.Text>{row.name}</Typography.Text>
                <Progress
                  percent={Math.round(row.progress * 100)}
                  size="small"
                  status={row.state === 'failed' ? 'exception' : row.state === 'done' ? 'success' : 'active'}
                  aria-label={`Upload of ${row.name}`}
                />
                {row.error && <Typography.Text type="danger">{row.error}</Typography.Text>}
                {row.item && !row.item.alt && row.item.mime !== 'application/pdf' && (
                  <Tag color="warning">Add alt text below before using it</Tag>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]} align="bottom">
          <Col xs={24} md={10}>
            <Field id="media-search" label="Search">
              <Input.Search
                id="media-search"
                allowClear
                placeholder="Name or alt text"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onSearch={(value) => setParam('search', value.trim() || undefined)}
              />
            </Field>
          </Col>
          <Col xs={12} md={6}>
            <Field id="media-type" label="Type">
              <Select
                id="media-type"
                style={{ width: '100%' }}
                value={query.type}
                options={[
                  { value: 'all', label: 'All files' },
                  { value: 'image', label: 'Pictures' },
                  { value: 'pdf', label: 'PDFs' },
                ]}
                onChange={(value: string) => setParam('type', value === 'all' ? undefined : value)}
              />
            </Field>
          </Col>
          <Col xs={12} md={8}>
            <Checkbox
              checked={query.missingAlt === 'true'}
              onChange={(event) => setParam('missingAlt', event.target.checked ? 'true' : undefined)}
            >
              Only pictures without alt text
            </Checkbox>
          </Col>
        </Row>
      </Card>
      {error !== undefined ? (
        <Card>
          <ErrorState
            title="The media library could not be loaded"
            message={messageOf(error)}
            onRetry={reload}
          />
        </Card>
      ) : (
        <Table<MediaItem>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={loading}
          tableLayout="fixed"
          scroll={{ x: 720 }}
          locale={{ emptyText: loading ? ' ' : <EmptyState description="No files match" /> }}
          onChange={(pagination) => setParam('page', String(pagination.current ?? 1))}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total, [first, last]) => `${first}–${last} of ${total}`,
          }}
        />
      )}
      <Modal
        open={usage !== null}
        onCancel={() => setUsage(null)}
        footer={null}
        title={`Where ${usage?.item.id} is used`}
      >
        {usage && <UsageList uses={usage.uses} />}
      </Modal>
      <Modal
        open={focus !== null}
        onCancel={() => setFocus(null)}
        footer={null}
        title="Focal point"
        width={820}
        destroyOnHidden
      >
        {focus && (
          <FocalPointEditor
            item={focus}
            onSaved={() => {
              setFocus(null);
              reload();
            }}
          />
        )}
      </Modal>
    </>
  );
}
