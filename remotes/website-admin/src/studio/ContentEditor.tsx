/**
 * The one editor of every content kind: its form is rendered from the kind's declared fields.
 * Edits are drafts (saved automatically a few seconds after typing stops); Publish makes them
 * live. A stale save shows what the other editor changed and merges field by field (the kit's
 * ConflictPanel): nothing either editor typed is lost.
 */
import { fieldErrorsOf, isApiErrorBody, messageOf } from '@managewell/api';
import {
  type ContentConflictDetails,
  type ContentItemDetail,
  type ContentKind,
  type ContentUsage,
  formatDateTime,
  PARENT_KIND,
  slugify,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageSpinner,
  useAntApp,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Panel, Text } from '@managewell/ui/light';
import type { AlertProps } from 'antd';
import { Button, Col, Flex, Form, Input, Row, Space, Tag } from 'antd';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { studioApi } from './api';
import { EditedItem } from './ChosenItems';
import { FieldInput } from './FieldInput';
import { FormSelect } from './FormControls';
import { fieldLabel } from './fieldLabel';
import { emptyData, kindFields, pageFields } from './fields';
import { withoutEmptyGroups } from './formValues';
import { SeoPanel } from './SeoPanel';
import { StatusTag } from './StatusTag';
import { KIND_TEXT, TITLE_LABEL } from './sections';

// Loaded when shown (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md): a child kind's list (antd's Table), the
// versions drawer and the schedule dialog (a date-time picker).
const ContentList = lazy(() => import('./ContentList').then((m) => ({ default: m.ContentList })));
const VersionsDrawer = lazy(() => import('./VersionsDrawer').then((m) => ({ default: m.VersionsDrawer })));
const ScheduleModal = lazy(() => import('./ScheduleModal').then((m) => ({ default: m.ScheduleModal })));
// …and what shows only after an action: the preview dialog or a problem (antd's Alert).
const PreviewModal = lazy(() => import('./PreviewModal').then((m) => ({ default: m.PreviewModal })));
const LazyAlert = lazy(() => import('antd/es/alert')) as unknown as ComponentType<AlertProps>;
// Who else has the item open: a courtesy that should not delay the form.
const EditorsPresence = lazy(() =>
  import('./presence/EditorsPresence').then((m) => ({ default: m.EditorsPresence })),
);
function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** Idle time after the last keystroke before the draft is saved. */
export const AUTOSAVE_MS = 3000;

const CHILD_KIND: Partial<Record<ContentKind, ContentKind>> = Object.fromEntries(
  Object.entries(PARENT_KIND).map(([child, parent]) => [parent, child]),
);

interface FormValues {
  title: string;
  slug: string;
  summary: string;
  parentId: number | null;
  data: Record<string, unknown>;
}

const toValues = (item: ContentItemDetail): FormValues => ({
  title: item.title,
  slug: item.slug,
  summary: item.summary,
  parentId: item.parentId,
  data: item.data,
});

const namePath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The studio's values are merged with `data`'s fields one by one ('data.author'). */
const MERGE = { nested: ['data'] } as const;

interface Props {
  kind: ContentKind;
  /** null: a new item. */
  id: number | null;
  parentId?: number | null;
  /** The field to scroll to (a nested list of SPEC's nested edit pages). */
  focus?: string;
  onCreated?: (item: ContentItemDetail) => void;
  onDeleted?: () => void;
  /** Link to an item's edit page (children lists). */
  editHref?: (kind: ContentKind, id: number, parentId: number | null) => string;
  /** Called when the item is shown, or could not be loaded (the editor has its height). */
  onSettled?: () => void;
}

export function ContentEditor({
  kind,
  id,
  parentId = null,
  focus,
  onCreated,
  onDeleted,
  editHref,
  onSettled,
}: Props) {
  const { message, modal } = useAntApp();
  const [form] = Form.useForm<FormValues>();
  const [item, setItem] = useState<ContentItemDetail | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A stale save: the merge of what this editor loaded, typed and the other editor saved.
  const conflicts = useFieldMerge<FormValues, ContentConflictDetails>(MERGE);
  const conflict = conflicts.merge;
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  // Loaded on first opening, then kept, so they animate closed like antd's own.
  const versionsMounted = useOnceTrue(versionsOpen);
  const scheduleMounted = useOnceTrue(scheduleOpen);
  const previewMounted = useOnceTrue(preview !== null);
  const version = useRef(0);
  const slugTouched = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { leaveWithoutAsking } = useUnsavedChangesGuard(dirty);
  // A fixed page offers the fields its public page shows (chosen when it loads, so a field
  // does not vanish while it is being edited).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded page
  const fields = useMemo(
    () => (kind === 'page' && item ? pageFields(item.slug, item.data) : kindFields(kind)),
    [kind, item?.id, item?.slug],
  );
  const parentKind = PARENT_KIND[kind];
  const childKind = CHILD_KIND[kind];
  const text = KIND_TEXT[kind];

  const show = useCallback(
    (next: ContentItemDetail, resetForm: boolean) => {
      setItem(next);
      version.current = next.version;
      if (resetForm) form.setFieldsValue(toValues(next));
    },
    [form],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on attempt
  useEffect(() => {
    if (id === null) {
      form.setFieldsValue({ title: '', slug: '', summary: '', parentId, data: emptyData(kind) });
      return;
    }
    let current = true;
    setLoadError(null);
    studioApi.get(kind, id).then(
      (loaded) => {
        if (!current) return;
        show(loaded, true);
        slugTouched.current = loaded.status !== 'draft';
        setDirty(false);
        conflicts.close();
        onSettled?.();
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(error);
        onSettled?.();
      },
    );
    return () => {
      current = false;
    };
  }, [kind, id, attempt]);

  useEffect(() => {
    if (!focus || !item) return;
    document
      .getElementById(`studio-${kind}-data-${focus}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [focus, item, kind]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const failed = useCallback(
    (error: unknown) => {
      const fieldErrors = fieldErrorsOf(error);
      const entries = Object.entries(fieldErrors);
      if (entries.length > 0)
        form.setFields(entries.map(([k, m]) => ({ name: namePath(k) as never, errors: [m] })));
      setProblem(messageOf(error));
    },
    [form],
  );

  /**
   * Saves the form as the draft; returns the saved item, or null when it could not. While a
   * conflict is open only its own Save (`resolved`) saves.
   */
  const save = useCallback(
    async (resolved = false, autosave = false): Promise<ContentItemDetail | null> => {
      if (timer.current) clearTimeout(timer.current);
      if (id === null || (conflict && !resolved)) return null;
      const values = form.getFieldsValue(true) as FormValues;
      setSaving(true);
      setProblem(null);
      try {
        const saved = await studioApi.save(kind, id, {
          ...values,
          data: withoutEmptyGroups(values.data ?? {}),
          version: version.current,
          ...(autosave ? { autosave } : {}),
        });
        show(saved, false);
        conflicts.close();
        setDirty(false);
        setSavedAt(new Date());
        return saved;
      } catch (error) {
        if (isApiErrorBody(error) && error.code === 'CONFLICT' && error.details && item) {
          // Their changes go into the form now; fields both changed keep mine until chosen.
          const details = error.details as ContentConflictDetails;
          form.setFieldsValue(conflicts.start(toValues(item), values, toValues(details.current), details));
          version.current = details.current.version;
          setItem(details.current);
        } else failed(error);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [id, conflict, conflicts, item, form, kind, show, failed],
  );

  const onValuesChange = (changed: Partial<FormValues>) => {
    if ('slug' in changed) slugTouched.current = true;
    if ('title' in changed && !slugTouched.current)
      form.setFieldValue('slug', slugify(changed.title ?? '').slice(0, 120));
    setDirty(true);
    if (id === null) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(false, true), AUTOSAVE_MS);
  };

  const create = async () => {
    try {
      const values = await form.validateFields();
      setSaving(true);
      const all = { ...form.getFieldsValue(true), ...values } as FormValues;
      const created = await studioApi.create(kind, { ...all, data: withoutEmptyGroups(all.data ?? {}) });
      setDirty(false);
      leaveWithoutAsking();
      message.success(`The ${text.one} is saved as a draft.`);
      onCreated?.(created);
    } catch (error) {
      if (!(error as { errorFields?: unknown }).errorFields) failed(error);
    } finally {
      setSaving(false);
    }
  };

  /** Runs an action that may answer 409 "used elsewhere": asks, then forces. */
  const withUsageCheck = async (verb: string, run: (force: boolean) => Promise<void>) => {
    try {
      await run(false);
    } catch (error) {
      const usages = isApiErrorBody(error)
        ? (error.details as { usages?: ContentUsage[] } | undefined)?.usages
        : undefined;
      if (!usages) return failed(error);
      modal.confirm({
        title: `${verb} although other content links to it?`,
        content: (
          <ul>
            {usages.map((u) => (
              <li key={`${u.kind}-${u.id}`}>
                {u.title} ({KIND_TEXT[u.kind as ContentKind]?.one ?? u.kind}: {u.field})
              </li>
            ))}
          </ul>
        ),
        okText: verb,
        okButtonProps: { danger: true },
        onOk: () => run(true).catch(failed),
      });
    }
  };

  const publish = async () => {
    if (!item) return;
    const saved = dirty ? await save() : item;
    if (!saved) return;
    try {
      show(await studioApi.publish(kind, saved.id), false);
      message.success('Published: the public site shows it now.');
    } catch (error) {
      failed(error);
    }
  };

  const unpublish = () =>
    withUsageCheck('Unpublish', async (force) => {
      show(await studioApi.unpublish(kind, item!.id, force), false);
      message.success('Unpublished: its address now answers “page not found”.');
    });

  const remove = () =>
    modal.confirm({
      title: `Delete this ${text.one}?`,
      content: 'Its versions and schedules go with it. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        withUsageCheck('Delete', async (force) => {
          await studioApi.remove(kind, item!.id, force);
          setDirty(false);
          leaveWithoutAsking();
          message.success('Deleted.');
          onDeleted?.();
        }),
    });

  /** Makes the draft the live copy again (the draft's own versions stay in the history). */
  const discard = () =>
    modal.confirm({
      title: 'Discard the unpublished changes?',
      content: `The draft goes back to the published ${text.one}. Its versions stay in the history.`,
      okText: 'Discard draft',
      okButtonProps: { danger: true },
      onOk: async () => {
        if (timer.current) clearTimeout(timer.current);
        try {
          show(await studioApi.restore(kind, item!.id, 0, version.current), true);
          setDirty(false);
          message.success('Draft discarded: the editor shows the published copy.');
        } catch (error) {
          failed(error);
        }
      },
    });

  /** Settles the fields both editors changed as chosen and saves on top of their version. */
  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const now = form.getFieldsValue(true) as FormValues;
    form.setFieldsValue(conflicts.settle(now, choices));
    void save(true);
  };

  const openPreview = async () => {
    if (!item) return;
    if (dirty && !(await save())) return;
    try {
      setPreview((await studioApi.preview(kind, item.id)).url);
    } catch (error) {
      failed(error);
    }
  };

  if (loadError)
    return <ErrorState message={messageOf(loadError)} onRetry={() => setAttempt((n) => n + 1)} />;
  if (id !== null && !item) return <PageSpinner />;

  const status = (
    <Panel size="small" title="Publishing">
      <Space direction="vertical" style={{ width: '100%' }}>
        {item ? (
          <>
            <Flex gap={8} align="center" wrap>
              <StatusTag status={item.status} />
              <span aria-live="polite">
                <Text type="secondary">
                  {saving
                    ? 'Saving…'
                    : dirty
                      ? 'Unsaved changes'
                      : savedAt
                        ? `Draft saved ${savedAt.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' })}`
                        : `Version ${item.version}`}
                </Text>
              </span>
            </Flex>
            {item.publicPath && (
              <a href={item.publicPath} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-word' }}>
                {item.publicPath}
              </a>
            )}
            <Flex gap={8} wrap>
              <Button onClick={() => void save()} disabled={!dirty || saving || !!conflict}>
                Save draft
              </Button>
              <Button type="primary" onClick={() => void publish()} disabled={saving || !!conflict}>
                Publish
              </Button>
              {item.status !== 'draft' && <Button onClick={() => void unpublish()}>Unpublish</Button>}
              {(item.status === 'changed' || (dirty && item.status !== 'draft')) && (
                <Button onClick={discard} disabled={saving}>
                  Discard draft
                </Button>
              )}
              <Button onClick={() => void openPreview()}>Preview</Button>
              <Button onClick={() => setScheduleOpen(true)}>Schedule</Button>
              <Button onClick={() => setVersionsOpen(true)}>History</Button>
              {kind !== 'page' && (
                <Button danger onClick={remove}>
                  Delete
                </Button>
              )}
            </Flex>
            {conflict && (
              <ConflictPanel
                by={conflict.current.by}
                thing={text.one}
                conflict={conflict.result}
                labelOf={(field) => fieldLabel(kind, field)}
                saving={saving}
                onSave={saveMerged}
                onTakeTheirs={() => {
                  show(conflict.current.current, true);
                  conflicts.close();
                  setDirty(false);
                }}
              />
            )}
            {item.schedules
              .filter((s) => s.status === 'pending')
              .map((s) => (
                <Flex key={s.id} gap={8} align="center">
                  <Tag color="blue">
                    {s.action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatDateTime(s.at)}
                  </Tag>
                  <Button
                    size="small"
                    onClick={async () => show(await studioApi.cancelSchedule(kind, item.id, s.id), false)}
                  >
                    Cancel
                  </Button>
                </Flex>
              ))}
          </>
        ) : (
          <Button type="primary" onClick={() => void create()} loading={saving}>
            Save draft
          </Button>
        )}
      </Space>
    </Panel>
  );

  return (
    <>
      {id !== null && (
        <Suspense fallback={null}>
          <EditorsPresence item={`content:${id}`} />
        </Suspense>
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblem(null)}
          title={problem}
          style={{ marginBottom: 16 }}
        />
      )}
      <EditedItem.Provider value={id}>
        <Form form={form} layout="vertical" onValuesChange={onValuesChange} scrollToFirstError>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Panel>
                <Form.Item
                  name="title"
                  label={TITLE_LABEL[kind] ?? 'Title'}
                  rules={[
                    { required: true, message: 'Give a title.' },
                    { max: 200, message: 'At most 200 characters.' },
                  ]}
                >
                  <Input count={{ show: true, max: 200 }} />
                </Form.Item>
                <Form.Item
                  name="slug"
                  label="Address (slug)"
                  tooltip="Made from the title; changing a published one keeps the old address redirecting here."
                  rules={[
                    {
                      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
                      message: 'Lowercase letters, digits and single hyphens.',
                    },
                    { max: 120, message: 'At most 120 characters.' },
                  ]}
                >
                  <Input disabled={kind === 'page'} count={{ show: true, max: 120 }} />
                </Form.Item>
                {parentKind && <ParentSelect kind={parentKind} />}
                {fields.map((field) => (
                  <FieldInput
                    key={field.name}
                    field={field}
                    name={['data', field.name]}
                    idPrefix={`studio-${kind}`}
                  />
                ))}
              </Panel>
            </Col>
            <Col xs={24} lg={8}>
              <Space direction="vertical" style={{ width: '100%' }} size={16}>
                {status}
                <SeoPanel kind={kind} publicPath={item?.publicPath ?? null} />
              </Space>
            </Col>
          </Row>
        </Form>
      </EditedItem.Provider>
      {item && childKind && (
        <Panel title={KIND_TEXT[childKind].many} style={{ marginTop: 16 }}>
          <Suspense fallback={<PageSpinner />}>
            <ContentList kind={childKind} parentId={item.id} editHref={editHref} />
          </Suspense>
        </Panel>
      )}
      {item && versionsMounted && (
        <Suspense fallback={null}>
          <VersionsDrawer
            open={versionsOpen}
            onClose={() => setVersionsOpen(false)}
            kind={kind}
            item={item}
            onRestored={(restored) => {
              show(restored, true);
              setDirty(false);
              setVersionsOpen(false);
            }}
          />
        </Suspense>
      )}
      {previewMounted && (
        <Suspense fallback={null}>
          <PreviewModal url={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
      {item && scheduleMounted && (
        <Suspense fallback={null}>
          <ScheduleModal
            open={scheduleOpen}
            onClose={() => setScheduleOpen(false)}
            onSchedule={async (action, at) => {
              try {
                show(await studioApi.schedule(kind, item.id, { action, at }), false);
                setScheduleOpen(false);
                message.success('Scheduled.');
              } catch (error) {
                failed(error);
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}

function ParentSelect({ kind }: { kind: ContentKind }) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    studioApi.list(kind, { pageSize: 200, sort: 'title' }).then(
      (r) => setOptions(r.items.map((i) => ({ value: i.id, label: i.title }))),
      () => setOptions([]),
    );
  }, [kind]);
  return (
    <Form.Item
      name="parentId"
      label={`Belongs to (${KIND_TEXT[kind].one})`}
      rules={[{ required: true, message: `Choose a ${KIND_TEXT[kind].one}.` }]}
    >
      <FormSelect options={options} showSearch optionFilterProp="label" style={{ maxWidth: 400 }} />
    </Form.Item>
  );
}
