import {
  fetchSettingsAudit,
  fetchSettingsDocument,
  fieldErrorsOf,
  messageOf,
  saveSettingsDocument,
  uploadMedia,
} from '@managewell/api';
import type { SettingsDocument, StoredSiteSettings } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData, useUnsavedChangesWarning } from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Collapse,
  Form,
  Input,
  List,
  Row,
  Select,
  Space,
  Switch,
  Timeline,
  Typography,
  theme,
  Upload,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MediaPicker } from '../media/MediaPicker';
import { formatDateTime } from '../shared/format';
import { useToast } from '../shared/toast';
import { fieldPathOf, SETTING_SECTIONS, type SettingField, sectionOf } from './fields';
import { FOOTER_COLUMNS, type FooterColumnText, footerLinkPath, footerLinksOf } from './footerLinks';

const AREA = '/app/website-admin';
const PHONE = /^\+91[\s-]*(\d[\s-]*){10}$/;
const HREF = /^(\/|https?:\/\/)/;

function rulesOf(field: SettingField): Rule[] {
  if (field.widget === 'switch') return [];
  const rules: Rule[] = [];
  const optional = field.path.includes('find_dealer');
  if (!optional) rules.push({ required: true, whitespace: true, message: `${field.label} is required.` });
  if (field.max) rules.push({ max: field.max, message: `At most ${field.max} characters.` });
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
        <Upload
          accept="application/pdf"
          showUploadList={false}
          customRequest={async ({ file }) => {
            setUploading(true);
            try {
              const item = await uploadMedia(file as File, 'Company brochure');
              onChange?.(item.url);
              toast.success('Brochure uploaded: save the settings to use it.');
            } catch (failure) {
              toast.error(messageOf(failure, 'The brochure could not be uploaded.'));
            } finally {
              setUploading(false);
            }
          }}
        >
          <Button loading={uploading}>Upload PDF</Button>
        </Upload>
      )}
      <MediaPicker
        open={picking}
        type={pdf ? 'pdf' : 'image'}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          onChange?.(item.url);
          setPicking(false);
        }}
      />
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
          showCount={Boolean(field.max)}
          maxLength={field.max}
        />
      );
    case 'media':
      return <MediaUrlInput {...control} />;
    case 'pdf':
      return <MediaUrlInput {...control} pdf />;
    case 'phone':
      return <Input {...control} inputMode="tel" placeholder="+91 98200 41275" />;
    case 'email':
      return <Input {...control} type="email" inputMode="email" />;
    default:
      return <Input {...control} maxLength={field.max ? field.max + 20 : undefined} />;
  }
}

interface Conflict {
  message: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

function AuditLog({ version }: { version: number }) {
  const { data, error, reload } = useRemoteData(fetchSettingsAudit, String(version));
  if (error !== undefined) return <ErrorState message={messageOf(error)} onRetry={reload} />;
  if (!data) return null;
  if (data.length === 0)
    return <Typography.Text type="secondary">No changes saved here yet.</Typography.Text>;
  return (
    <Timeline
      items={data.slice(0, 20).map((entry) => ({
        children: (
          <>
            <Typography.Text strong>{entry.by ?? 'Someone'}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
              {Object.entries(entry.changes)
                .slice(0, 8)
                .map(([path, change]) => (
                  <li key={path} style={{ fontSize: 12 }}>
                    <code>{path}</code>: {JSON.stringify(change.from)} → {JSON.stringify(change.to)}
                  </li>
                ))}
            </ul>
          </>
        ),
      }))}
    />
  );
}

function SettingsForm({
  initial,
  onSaved,
}: {
  initial: SettingsDocument;
  onSaved: (doc: SettingsDocument) => void;
}) {
  const [form] = Form.useForm();
  const { token } = theme.useToken();
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [openSections, setOpenSections] = useState<string[]>(['brand', 'contact']);
  useUnsavedChangesWarning(dirty);

  const openFor = (paths: string[][]) => {
    const keys = paths.map(sectionOf).filter((k): k is string => Boolean(k));
    setOpenSections((current) => [...new Set([...current, ...keys])]);
  };

  const save = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch (failure) {
      const errorFields = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      openFor(errorFields.map((f) => f.name.map(String)));
      return;
    }
    setSaving(true);
    try {
      const values = form.getFieldsValue(true) as StoredSiteSettings;
      const saved = await saveSettingsDocument(initial.version, values);
      setDirty(false);
      setConflict(null);
      toast.success('Settings saved: the public site shows them on its next page view.');
      onSaved(saved);
    } catch (failure) {
      const body = failure as { code?: string; details?: { changes?: Conflict['changes'] } };
      if (body?.code === 'CONFLICT') {
        setConflict({ message: messageOf(failure), changes: body.details?.changes ?? {} });
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
        openFor(onForm.map((f) => f.name));
        setProblems(onForm.length === 0 && other.length === 0 ? [messageOf(failure)] : other);
      }
    } finally {
      setSaving(false);
    }
  };

  const choices = initial.footer_choices;
  const linkColumn = ({ column, many, one }: FooterColumnText) => {
    const saved = footerLinksOf(initial, column);
    return (
      <div key={column} style={{ marginBottom: 24 }}>
        <Form.Item
          name={['footer', 'footer_links', column]}
          label={`Footer ${many} links`}
          extra="Choose published items in the order the footer shows them; leave empty to list them all."
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={`Every published ${many.toLowerCase()}`}
            options={choices[column].map((c) => ({ value: c.slug, label: c.title }))}
          />
        </Form.Item>
        <Typography.Text type="secondary">
          The footer shows now ({saved.length}): edit a link to replace, move or remove it.
        </Typography.Text>
        <List
          size="small"
          aria-label={`Footer ${many} links`}
          locale={{ emptyText: `No ${one} links in the footer` }}
          dataSource={saved}
          rowKey="id"
          renderItem={(link, index) => (
            <List.Item
              actions={[
                <Link
                  key="edit"
                  to={`${AREA}/${footerLinkPath(column, link.id)}`}
                  aria-label={`Edit footer link ${link.title}`}
                >
                  Edit
                </Link>,
              ]}
            >
              {index + 1}. {link.title}
            </List.Item>
          )}
        />
      </div>
    );
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
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Someone else saved the settings"
          description={
            <>
              <p style={{ margin: 0 }}>{conflict.message}</p>
              {Object.keys(conflict.changes).length > 0 && (
                <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
                  {Object.entries(conflict.changes)
                    .slice(0, 10)
                    .map(([path, change]) => (
                      <li key={path}>
                        <code>{path}</code>: yours {JSON.stringify(change.from)}, theirs{' '}
                        {JSON.stringify(change.to)}
                      </li>
                    ))}
                </ul>
              )}
            </>
          }
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The settings were not saved"
          description={problems.join(' ')}
        />
      )}
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
            forceRender: true,
            children: <>{FOOTER_COLUMNS.map(linkColumn)}</>,
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
            setConflict(null);
          }}
        >
          Discard changes
        </Button>
        {dirty && <Typography.Text type="warning">Unsaved changes</Typography.Text>}
      </div>
    </Form>
  );
}

/** /app/website-admin/settings: every header and footer field of the public site (SPEC 3). */
export function SettingsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const { data, error, loading, reload } = useRemoteData(fetchSettingsDocument, String(reloadKey));
  const [saved, setSaved] = useState<SettingsDocument | null>(null);
  const doc = saved ?? data;

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
        <Card>
          <ErrorState title="The settings could not be loaded" message={messageOf(error)} onRetry={reload} />
        </Card>
      ) : loading && !doc ? (
        <PageSpinner />
      ) : doc ? (
        <Row gutter={16}>
          <Col xs={24} xl={17}>
            <SettingsForm key={`${doc.version}-${reloadKey}`} initial={doc} onSaved={setSaved} />
          </Col>
          <Col xs={24} xl={7}>
            <Card size="small" title="Change history">
              <AuditLog version={doc.version} />
            </Card>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
