import {
  fetchSettingsAudit,
  fetchSettingsDocument,
  fieldErrorsOf,
  messageOf,
  saveSettingsDocument,
  uploadMedia,
} from '@managewell/api';
import { INDIAN_STATES, type SettingsDocument, type StoredSiteSettings } from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  flattenPaths,
  PageHeader,
  PageSpinner,
  unflattenPaths,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Text } from '@managewell/ui/light';
import { Button, Col, Collapse, Form, Input, Row, Space, Spin, Switch, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { FileButton } from '../shared/FilePick';
import { formatDateTime } from '../shared/format';
import { useToast } from '../shared/toast';
import {
  fieldPathOf,
  SETTING_LABELS,
  SETTING_SECTIONS,
  type SettingField,
  sectionOf,
  settingLabelOf,
  settingsAfter,
  settingValueText,
} from './fields';
import { FOOTER_COLUMNS } from './footerLinks';

/** The footer link columns' headings by column, for the history's names of their changes. */
const COLUMN_HEADINGS = Object.fromEntries(FOOTER_COLUMNS.map((c) => [c.column, c.many]));

/** Puts a version of the settings into the form (after asking, when an edit is open). */
type Restore = (settings: StoredSiteSettings, when: string) => void;

/** The settings as the merge compares them: one field per leaf, by its dotted path. */
type FlatSettings = Record<string, unknown>;

// Loaded when first needed (see docs/decisions/0011-load-on-first-use.md): the footer link columns (Select, List) when their section
// opens, the media picker (Modal, Pagination) when "Choose…" is pressed.
const FooterLinkColumns = lazy(() =>
  import('./FooterLinkColumns').then((m) => ({ default: m.FooterLinkColumns })),
);
// antd's Alert, shown only after a failed save.
const Alert = lazy(() => import('antd/es/alert'));
// Who else has the settings open: a courtesy that should not delay the form.
const EditorsPresence = lazy(() =>
  import('../../studio/presence/EditorsPresence').then((m) => ({ default: m.EditorsPresence })),
);
const MediaPicker = lazy(() => import('../media/MediaPicker').then((m) => ({ default: m.MediaPicker })));

const PHONE = /^\+91[\s-]*(\d[\s-]*){10}$/;
const HREF = /^(\/|https?:\/\/)/;

/**
 * Empty billing fields are left out rather than sent as '' (a UPI id is optional), and so are the
 * bank or the whole company when nothing of them is filled in: the server checks what is given.
 */
function withoutEmptyOptional(values: StoredSiteSettings): StoredSiteSettings {
  if (!values.company) return values;
  // A switch left off is the default (e-invoicing does not apply), so it is left out like an empty field.
  const drop = <T extends object>(part: T) =>
    Object.fromEntries(
      Object.entries(part).filter(
        ([, v]) => !(typeof v === 'string' && v.trim() === '') && v !== false && v !== undefined,
      ),
    ) as T;
  const { company: _company, ...rest } = values;
  const { bank: rawBank, ...own } = drop(values.company);
  const bank = rawBank ? drop(rawBank) : undefined;
  const company = { ...own, ...(bank && Object.keys(bank).length > 0 ? { bank } : {}) };
  return Object.keys(company).length > 0 ? { ...rest, company: company as typeof values.company } : rest;
}

function rulesOf(field: SettingField): Rule[] {
  if (field.widget === 'switch') return [];
  const rules: Rule[] = [];
  const optional = field.optional || field.path.includes('find_dealer');
  if (!optional) rules.push({ required: true, whitespace: true, message: `${field.label} is required.` });
  if (field.max) rules.push({ max: field.max, message: `At most ${field.max} characters.` });
  const own = field.pattern;
  if (own)
    rules.push({
      validator: async (_rule: unknown, value: unknown) => {
        if (typeof value === 'string' && value.trim() !== '' && !own.test(value))
          throw new Error(own.message);
      },
    });
  if (field.widget === 'phone') rules.push({ pattern: PHONE, message: 'Use +91 and the 10-digit number.' });
  if (field.widget === 'email')
    rules.push({ type: 'email', message: 'Enter an e-mail address like name@example.com.' });
  if (field.widget === 'url' || field.widget === 'media' || field.widget === 'pdf')
    rules.push({ pattern: HREF, message: 'Use a path starting with / or an http(s) address.' });
  if (field.path.join('.') === 'header.brand')
    rules.push({
      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      message: 'Lowercase letters and digits, joined by hyphens.',
    });
  if (field.path.join('.') === 'footer.footerData.whatsapp_no')
    rules.push({
      pattern: /^91[6-9][0-9]{9}$/,
      message: 'Use 91 and the 10-digit mobile number, digits only.',
    });
  return rules;
}

/** A media URL field: typed, or chosen from the library (or uploaded, for the brochure PDF). */
function MediaUrlInput({
  value,
  onChange,
  id,
  pdf,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  pdf?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Once opened, the picker stays rendered (its closing animation, its page and search).
  const pickerWanted = useRef(false);
  if (picking) pickerWanted.current = true;
  const toast = useToast();
  return (
    <Space.Compact style={{ width: '100%' }}>
      {!pdf && value && /\/media\//.test(value) && (
        <img
          src={value}
          alt=""
          style={{ height: 32, width: 48, objectFit: 'contain', background: '#8884' }}
        />
      )}
      <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} />
      <Button onClick={() => setPicking(true)}>Choose…</Button>
      {pdf && (
        <FileButton
          accept="application/pdf"
          loading={uploading}
          onFile={async (file) => {
            setUploading(true);
            try {
              const item = await uploadMedia(file, 'Company brochure');
              onChange?.(item.url);
              toast.success('Brochure uploaded: save the settings to use it.');
            } catch (failure) {
              toast.error(messageOf(failure, 'The brochure could not be uploaded.'));
            } finally {
              setUploading(false);
            }
          }}
        >
          Upload PDF
        </FileButton>
      )}
      {pickerWanted.current && (
        <Suspense fallback={null}>
          <MediaPicker
            open={picking}
            type={pdf ? 'pdf' : 'image'}
            onClose={() => setPicking(false)}
            onPick={(item) => {
              onChange?.(item.url);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}

/** The control of one field; Form.Item hands it value/checked, onChange and id, passed on as they are. */
function SettingInput({ field, ...control }: { field: SettingField; [prop: string]: unknown }) {
  switch (field.widget) {
    case 'switch':
      return <Switch {...control} />;
    case 'textarea':
      return (
        <Input.TextArea
          {...control}
          autoSize={{ minRows: 2, maxRows: 6 }}
          // A counter, not a cut: text over the limit stays, marked, and the rule says why.
          count={field.max ? { show: true, max: field.max } : undefined}
        />
      );
    case 'media':
      return <MediaUrlInput {...control} />;
    case 'pdf':
      return <MediaUrlInput {...control} pdf />;
    case 'state':
      return (
        <LazySelect
          {...control}
          showSearch
          options={INDIAN_STATES.map((state) => ({ value: state, label: state }))}
          placeholder="Choose"
        />
      );
    case 'phone':
      return <Input {...control} inputMode="tel" placeholder="+91 98200 41275" />;
    case 'email':
      return <Input {...control} type="email" inputMode="email" />;
    default:
      return <Input {...control} count={field.max ? { show: true, max: field.max } : undefined} />;
  }
}

/**
 * antd's `Timeline` as the change history uses it (blue dots joined by a grey line, the content
 * beside each): antd's Timeline is drawn with Steps, ~11 KB brotli for a list (see docs/decisions/0010-light-components-first-pages.md).
 */
function AuditTimeline({ items }: { items: { key: number; children: ReactNode }[] }) {
  const { token } = theme.useToken();
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <li key={item.key} style={{ position: 'relative', paddingBottom: last ? 0 : token.paddingLG }}>
            {!last && (
              <span
                aria-hidden
                style={{
                  position: 'absolute',
                  insetBlockStart: 14,
                  insetBlockEnd: -4,
                  insetInlineStart: 4,
                  borderInlineStart: `${token.lineWidthBold}px ${token.lineType} ${token.colorSplit}`,
                }}
              />
            )}
            <span
              aria-hidden
              style={{
                position: 'absolute',
                insetBlockStart: (token.fontSize * token.lineHeight - 10) / 2,
                insetInlineStart: 0,
                boxSizing: 'border-box',
                width: 10,
                height: 10,
                border: `${token.lineWidthBold}px ${token.lineType} ${token.colorPrimary}`,
                borderRadius: '50%',
                background: token.colorBgContainer,
              }}
            />
            <div style={{ marginInlineStart: 26, wordBreak: 'break-word' }}>{item.children}</div>
          </li>
        );
      })}
    </ol>
  );
}

function AuditLog({
  version,
  current,
  onRestore,
}: {
  version: number;
  current: StoredSiteSettings;
  onRestore: Restore;
}) {
  const { data, error, reload } = useRemoteData(fetchSettingsAudit, String(version));
  if (error !== undefined) return <ErrorState message={messageOf(error)} onRetry={reload} />;
  if (!data) return null;
  if (data.length === 0) return <Text type="secondary">No changes saved here yet.</Text>;
  return (
    <AuditTimeline
      items={data.slice(0, 20).map((entry, index) => {
        const changes = Object.entries(entry.changes);
        const when = formatDateTime(entry.at);
        return {
          key: entry.id,
          children: (
            <>
              <Text strong>{entry.by ?? 'Someone'}</Text> <Text type="secondary">{when}</Text>
              <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                {changes.slice(0, 8).map(([path, change]) => (
                  <li key={path} style={{ fontSize: 12 }}>
                    <Text strong style={{ fontSize: 12 }}>
                      {settingLabelOf(path, COLUMN_HEADINGS)}
                    </Text>
                    : {settingValueText(change.from)} → {settingValueText(change.to)}
                  </li>
                ))}
                {changes.length > 8 && <li style={{ fontSize: 12 }}>and {changes.length - 8} more</li>}
              </ul>
              {/* The newest entry is the settings as they are. */}
              {index > 0 && (
                <Button
                  size="small"
                  type="link"
                  style={{ paddingInline: 0 }}
                  aria-label={`Restore the settings as saved ${when}`}
                  onClick={() => {
                    const settings = settingsAfter(current, data, entry.id);
                    if (settings) onRestore(settings, when);
                  }}
                >
                  Restore this version
                </Button>
              )}
            </>
          ),
        };
      })}
    />
  );
}

function SettingsForm({
  initial,
  onSaved,
  restoreRef,
}: {
  initial: SettingsDocument;
  onSaved: (doc: SettingsDocument) => void;
  /** Set to this form's restore, for the history beside it. */
  restoreRef: { current: Restore | null };
}) {
  const [form] = Form.useForm();
  const { modal } = useAntApp();
  const { token } = theme.useToken();
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // A stale save: the merge of what the form loaded, what I typed and the settings as now saved.
  const conflicts = useFieldMerge<FlatSettings, SettingsDocument>();
  const merge = conflicts.merge;
  const [problems, setProblems] = useState<string[]>([]);
  const [openSections, setOpenSections] = useState<string[]>(['brand', 'contact']);
  useUnsavedChangesGuard(dirty);
  const linkErrors = useRef<{ name: string[]; errors: string[] }[]>([]);
  const showLinkErrors = () => {
    if (linkErrors.current.length > 0) form.setFields(linkErrors.current);
    linkErrors.current = [];
  };

  const openFor = (paths: string[][]) => {
    const keys = paths.map(sectionOf).filter((k): k is string => Boolean(k));
    setOpenSections((current) => [...new Set([...current, ...keys])]);
  };

  const save = async () => {
    setProblems([]);
    linkErrors.current = [];
    try {
      await form.validateFields();
    } catch (failure) {
      const errorFields = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      openFor(errorFields.map((f) => f.name.map(String)));
      return;
    }
    setSaving(true);
    try {
      const values = withoutEmptyOptional(form.getFieldsValue(true) as StoredSiteSettings);
      // After a merge the save goes on top of the other person's version.
      const saved = await saveSettingsDocument((merge?.current ?? initial).version, values);
      setDirty(false);
      toast.success('Settings saved: the public site shows them on its next page view.');
      onSaved(saved);
    } catch (failure) {
      const stale = (failure as { code?: string })?.code === 'CONFLICT';
      // The 409 does not carry the settings as now saved: the merge fetches them.
      const merged = stale
        ? await conflicts.mergeWithServer(initial, flattenPaths(form.getFieldsValue(true)), {
            fetch: fetchSettingsDocument,
            version: (doc) => doc.version,
            values: (doc) => flattenPaths(doc.settings),
          })
        : null;
      if (merged) {
        form.setFieldsValue(unflattenPaths(merged));
        openFor(Object.keys(merged).map((path) => path.split('.')));
      } else {
        const fields = fieldErrorsOf(failure);
        const onForm: { name: string[]; errors: string[] }[] = [];
        const other: string[] = [];
        for (const [key, message] of Object.entries(fields)) {
          const path = fieldPathOf(key);
          if (path) onForm.push({ name: path, errors: [message] });
          else other.push(message);
        }
        form.setFields(onForm);
        // The link columns register their fields when first opened: their errors wait till then.
        linkErrors.current = onForm.filter((f) => sectionOf(f.name) === 'links');
        openFor(onForm.map((f) => f.name));
        setProblems(onForm.length === 0 && other.length === 0 ? [messageOf(failure)] : other);
      }
    } finally {
      setSaving(false);
    }
  };

  // A version from the history goes into the form as an edit: saved like any edit (on this
  // form's version, merged if someone saved meanwhile); an open edit is replaced only if confirmed.
  restoreRef.current = (settings, when) => {
    const apply = () => {
      conflicts.close();
      form.resetFields();
      form.setFieldsValue(settings);
      setDirty(true);
      toast.success(`The settings as saved ${when} are in the form: save them to make them live.`);
    };
    if (!dirty) apply();
    else
      modal.confirm({
        title: 'Replace your unsaved changes?',
        content: `The settings as saved ${when} replace what you changed and have not saved.`,
        okText: 'Restore',
        okButtonProps: { danger: true },
        cancelText: 'Keep my changes',
        onOk: apply,
      });
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const values = conflicts.settle(flattenPaths(form.getFieldsValue(true)), choices);
    form.setFieldsValue(unflattenPaths(values));
    void save();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial.settings}
      onValuesChange={() => setDirty(true)}
      onFinish={save}
      scrollToFirstError
    >
      <Suspense fallback={null}>
        <EditorsPresence item="settings" />
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title="The settings were not saved"
            description={problems.join(' ')}
          />
        )}
      </Suspense>
      <Collapse
        activeKey={openSections}
        onChange={(keys) => setOpenSections(keys as string[])}
        items={[
          ...SETTING_SECTIONS.map((section) => ({
            key: section.key,
            label: section.title,
            forceRender: true,
            children: (
              <Row gutter={16}>
                {section.fields.map((field) => (
                  <Col xs={24} md={field.widget === 'textarea' ? 24 : 12} key={field.path.join('.')}>
                    <Form.Item
                      name={field.path}
                      label={field.label}
                      extra={field.help}
                      rules={rulesOf(field)}
                      valuePropName={field.widget === 'switch' ? 'checked' : 'value'}
                    >
                      <SettingInput field={field} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            ),
          })),
          {
            key: 'links',
            label: 'Footer link columns',
            children: (
              <Suspense fallback={<Spin />}>
                <FooterLinkColumns initial={initial} onMounted={showLinkErrors} />
              </Suspense>
            ),
          },
        ]}
      />
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          // No negative side margins: the shell's content padding is narrower on a phone (375 px
          // overflowed by 4 px).
          padding: '12px 0',
          background: token.colorBgLayout,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          flexWrap: 'wrap',
          zIndex: 2,
        }}
      >
        <Button type="primary" htmlType="submit" loading={saving}>
          Save settings
        </Button>
        <Button
          disabled={!dirty || saving}
          onClick={() => {
            form.resetFields();
            setDirty(false);
            conflicts.close();
          }}
        >
          Discard changes
        </Button>
        {dirty && <Text type="warning">Unsaved changes</Text>}
      </div>
      {merge && (
        <ConflictPanel
          what="these settings"
          conflict={merge.result}
          labelOf={(path) => SETTING_LABELS[path] ?? path}
          saving={saving}
          onSave={saveMerged}
          onTakeTheirs={() => {
            setDirty(false);
            conflicts.close();
            // The page shows the settings as now saved, in a fresh form on their version.
            onSaved(merge.current);
          }}
        />
      )}
    </Form>
  );
}

/** /app/website-admin/settings: every header and footer field of the public site (SPEC 3). */
export function SettingsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const { data, error, loading, reload } = useRemoteData(fetchSettingsDocument, String(reloadKey));
  const [saved, setSaved] = useState<SettingsDocument | null>(null);
  const doc = saved ?? data;
  const restoreRef = useRef<Restore | null>(null);

  return (
    <>
      <PageHeader
        title="Setting"
        subtitle={
          doc
            ? `Version ${doc.version}, saved ${formatDateTime(doc.updated_at)}${doc.updated_by ? ` by ${doc.updated_by}` : ''}`
            : undefined
        }
        extra={
          <Button
            onClick={() => {
              setSaved(null);
              setReloadKey((n) => n + 1);
            }}
          >
            Reload
          </Button>
        }
      />
      {error !== undefined ? (
        <Panel>
          <ErrorState title="The settings could not be loaded" message={messageOf(error)} onRetry={reload} />
        </Panel>
      ) : loading && !doc ? (
        <PageSpinner />
      ) : doc ? (
        <Row gutter={16}>
          <Col xs={24} xl={17}>
            <SettingsForm
              key={`${doc.version}-${reloadKey}`}
              initial={doc}
              onSaved={setSaved}
              restoreRef={restoreRef}
            />
          </Col>
          <Col xs={24} xl={7}>
            <Panel size="small" title="Change history">
              <AuditLog
                version={doc.version}
                current={doc.settings}
                onRestore={(settings, when) => restoreRef.current?.(settings, when)}
              />
            </Panel>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
