import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import {
  deleteMedia,
  fetchMediaUsage,
  listMedia,
  messageOf,
  replaceMedia,
  STUDIO_EXPORT_URLS,
  updateMedia,
  uploadMedia,
} from '@managewell/api';
import {
  MEDIA_ALT_MAX_LENGTH as ALT_MAX,
  type ListField,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaItem,
  type MediaUsage,
  mediaUpdateRequest,
  PAGE_FIELDS,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Panel, Text } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Checkbox, Col, Input, Row, Space, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Field } from '../shared/Field';
import { DropZone, FileButton } from '../shared/FilePick';
import { formatBytes, formatDateTime } from '../shared/format';
import { useToast } from '../shared/toast';
import { thumbUrl } from './thumb';
import { UploadList, type UploadRow } from './UploadList';
import { UsageList } from './UsageList';

// The dialogs (antd's Modal) load when one is first opened (see docs/decisions/0011-load-on-first-use.md).
const MediaDialogs = lazy(() => import('./MediaDialogs').then((m) => ({ default: m.MediaDialogs })));

/** Why the contract refuses an alt text (too long), or undefined: the text stays as typed. */
function altTextProblem(alt: string): string | undefined {
  const parsed = mediaUpdateRequest.shape.alt.safeParse(alt);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The library's query in the URL (`mediaListQuery` validates it; `q` is its `search`). */
const MEDIA_LIST_FIELDS = {
  page: PAGE_FIELDS.page,
  // Pictures come in rows of a few: a page of 24 fills them.
  pageSize: { ...PAGE_FIELDS.pageSize, default: 24 },
  q: { kind: 'text', max: 100 },
  type: { kind: 'enum', values: ['image', 'pdf', 'all'], default: 'all' },
  missingAlt: { kind: 'enum', values: ['true'] },
} as const satisfies Record<string, ListField>;
const MEDIA_PAGE_SIZES = [24, 48, 96];

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,application/pdf';
const MAX_MB = MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * A file's id in code style with a copy button for its address, as antd's
 * `Typography.Text code copyable ellipsis` showed it (Typography brings Tooltip, Input and
 * TextArea for its editable part: ~7 KB brotli).
 */
function CopyableId({ item }: { item: MediaItem }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXXS, maxWidth: 180 }}>
      <code
        title={item.id}
        style={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          margin: '0 0.2em',
          padding: '0.2em 0.4em 0.1em',
          fontSize: '85%',
          fontFamily: token.fontFamilyCode,
          background: token.colorFillTertiary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 3,
        }}
      >
        {item.id}
      </code>
      <button
        type="button"
        aria-label={copied ? 'Copied' : 'Copy'}
        title={copied ? 'Copied' : 'Copy'}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(item.url);
            setCopied(true);
          } catch {
            toast.error('The address could not be copied: select it and copy it by hand.');
          }
        }}
        style={{
          flex: 'none',
          padding: 0,
          border: 0,
          background: 'transparent',
          cursor: 'pointer',
          color: copied ? token.colorSuccess : token.colorLink,
          fontSize: token.fontSize,
          lineHeight: 1,
        }}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </span>
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
    const problem = altTextProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await updateMedia(item.id, { alt: value.trim() });
      setError(undefined);
      toast.success('Alt text saved.');
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  if (item.mime === 'application/pdf') return <Text type="secondary">PDF</Text>;
  return (
    <>
      <Input
        aria-label={`Alt text of ${item.id}`}
        value={value}
        count={{ show: true, max: ALT_MAX }}
        status={!value.trim() ? 'warning' : error ? 'error' : undefined}
        placeholder="Describe the picture for people who cannot see it"
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onPressEnter={save}
      />
      {!value.trim() && (
        <Text type="warning" style={{ fontSize: 12 }}>
          Needed before it can go on a published page.
        </Text>
      )}
      {error && (
        <Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Text>
      )}
    </>
  );
}

/** /app/website-admin/media-library: upload, describe, focus, replace and clean up the site's files. */
export function MediaLibraryPage() {
  const toast = useToast();
  const { modal } = useAntApp();
  const list = useListQuery(MEDIA_LIST_FIELDS, { filters: ['q', 'type', 'missingAlt'] });
  const { q, ...rest } = list.query;
  const query = { ...rest, search: q };
  const remote = useRemoteData(() => listMedia(query), JSON.stringify(query));
  const { data, reload } = remote;
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [uploadAlt, setUploadAlt] = useState('');
  const uploadAltProblem = altTextProblem(uploadAlt);
  const [usage, setUsage] = useState<{ item: MediaItem; uses: MediaUsage[] } | null>(null);
  const [focus, setFocus] = useState<MediaItem | null>(null);
  // Once a dialog has been opened its module stays rendered, so closing it animates as before.
  const dialogsOpened = useRef(false);
  if (usage || focus) dialogsOpened.current = true;
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
    if (uploadAltProblem) {
      patchUpload(key, { state: 'failed', error: uploadAltProblem });
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

  const remove = async (item: MediaItem, force: boolean) => {
    try {
      await deleteMedia(item.id, force);
      toast.success(`${item.id} deleted.`);
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  // The shell's themed confirmation dialog (antd's App loads on its first use) instead of Popconfirm.
  // A file in use (live, in a draft or an older version) is deleted only once the user has seen where.
  const confirmDelete = async (item: MediaItem) => {
    let uses: MediaUsage[] = [];
    try {
      uses = (item.uses ?? 0) > 0 ? await fetchMediaUsage(item.id) : [];
    } catch (failure) {
      toast.error(messageOf(failure));
      return;
    }
    modal?.confirm({
      title: `Delete ${item.id}?`,
      content:
        uses.length > 0 ? (
          <>
            <p>It is still used here; those places will show a missing picture. This cannot be undone.</p>
            <UsageList uses={uses} />
          </>
        ) : (
          'It is not used anywhere. This cannot be undone.'
        ),
      okText: uses.length > 0 ? 'Delete anyway' : 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove(item, uses.length > 0),
    });
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

  const columns: DataColumn<MediaItem>[] = [
    {
      key: 'thumb',
      title: 'Preview',
      width: 110,
      render: (item) =>
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
      render: (item) => <AltTextCell item={item} onSaved={reload} />,
    },
    {
      key: 'file',
      title: 'File',
      width: 200,
      responsive: 'md',
      render: (item) => (
        <>
          <CopyableId item={item} />
          <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {item.width > 0 ? `${item.width}×${item.height} · ` : ''}
            {formatBytes(item.bytes ?? 0)}
            {item.created_at ? ` · ${formatDateTime(item.created_at)}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'uses',
      title: 'Used',
      width: 90,
      render: (item) => (
        <Button type="link" size="small" onClick={() => showUsage(item)}>
          {item.uses ?? 0} {item.uses === 1 ? 'place' : 'places'}
        </Button>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 260,
      render: (item) => (
        <Space wrap size={4}>
          {item.mime !== 'application/pdf' && (
            <Button size="small" onClick={() => setFocus(item)}>
              Focal point
            </Button>
          )}
          <FileButton size="small" accept={item.mime ?? ''} onFile={(file) => void replace(item, file)}>
            Replace
          </FileButton>
          <Button size="small" danger onClick={() => void confirmDelete(item)}>
            Delete
          </Button>
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
      <Panel size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]}>
          <Col xs={24} lg={10}>
            <Field id="upload-alt" label="Alt text for the next uploads">
              <Input
                id="upload-alt"
                value={uploadAlt}
                count={{ show: true, max: ALT_MAX }}
                status={uploadAltProblem ? 'error' : undefined}
                placeholder="e.g. Infinity pool of a villa in Lonavala at dusk"
                onChange={(event) => setUploadAlt(event.target.value)}
              />
            </Field>
            {uploadAltProblem && (
              <Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                {uploadAltProblem}
              </Text>
            )}
            <Text type="secondary" style={{ fontSize: 12 }}>
              You can also write it per picture below once uploaded. Pictures without alt text cannot go on a
              published page.
            </Text>
          </Col>
          <Col xs={24} lg={14}>
            <DropZone
              multiple
              accept={ACCEPT}
              onFiles={(files) => files.forEach((file) => void startUpload(file))}
            >
              <p style={{ margin: 0 }}>
                <strong>Drop pictures here</strong> or click to choose
              </p>
              <p style={{ margin: 0, fontSize: 12 }}>
                JPEG, PNG, WebP or AVIF (and PDF brochures), up to {MAX_MB} MB each. SVG is not accepted.
              </p>
            </DropZone>
          </Col>
        </Row>
        <UploadList uploads={uploads} />
      </Panel>
      <ListFrame
        list={list}
        remote={remote}
        errorTitle="The media library could not be loaded"
        noun="files"
        pageSizes={MEDIA_PAGE_SIZES}
        actions={<ExportButton url={STUDIO_EXPORT_URLS.media} query={query} />}
        filters={
          <>
            <ListSearch list={list} id="media-search" placeholder="Name or alt text" />
            <ListSelect
              list={list}
              field="type"
              id="media-type"
              label="Type"
              placeholder="All files"
              options={[
                { value: 'all', label: 'All files' },
                { value: 'image', label: 'Pictures' },
                { value: 'pdf', label: 'PDFs' },
              ]}
            />
            <Col xs={24} md={8} xl={6}>
              <Checkbox
                checked={list.query.missingAlt === 'true'}
                onChange={(event) => list.set({ missingAlt: event.target.checked ? 'true' : undefined })}
              >
                Only pictures without alt text
              </Checkbox>
            </Col>
          </>
        }
        table={{ label: 'Files', rowKey: 'id', columns, minWidth: 720 }}
      />
      {dialogsOpened.current && (
        <Suspense fallback={null}>
          <MediaDialogs
            usage={usage}
            focus={focus}
            onCloseUsage={() => setUsage(null)}
            onCloseFocus={() => setFocus(null)}
            onFocusSaved={() => {
              setFocus(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
