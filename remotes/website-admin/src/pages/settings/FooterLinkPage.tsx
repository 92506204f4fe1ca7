/**
 * setting/footer/{service,project,product}/redirectToEdit/:id — one link of a footer column:
 * which published item it names, where it stands in the column, or off the footer. `:id` is
 * the linked item's id; the page saves through the settings document (optimistic version).
 */
import { fetchSettingsDocument, messageOf, saveSettingsDocument } from '@managewell/api';
import { FOOTER_COLUMN_KINDS, type FooterColumn, type SettingsDocument } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData, useUnsavedChangesGuard } from '@managewell/ui';
import { Alert, Button, Card, Form, Popconfirm, Result, Select, Space, Tag, Typography } from 'antd';
import { type ComponentType, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AreaNotFound } from '../../studio/pages';
import { editPath } from '../../studio/sections';
import { paths } from '../shared/format';
import { useToast } from '../shared/toast';
import {
  FOOTER_COLUMNS,
  type FooterColumnText,
  footerLinkPath,
  footerLinksOf,
  withFooterLink,
} from './footerLinks';

const AREA = '/app/website-admin';

function FooterLinkForm({
  text,
  doc,
  itemId,
  onSaved,
}: {
  text: FooterColumnText;
  doc: SettingsDocument;
  itemId: number;
  onSaved: (doc: SettingsDocument) => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const choices = doc.footer_choices[text.column];
  const links = footerLinksOf(doc, text.column);
  const item = choices.find((c) => c.id === itemId)!;
  const index = links.findIndex((c) => c.id === itemId);
  const inFooter = index >= 0;
  const [targetId, setTargetId] = useState(itemId);
  const [position, setPosition] = useState(inFooter ? index : links.length);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = !inFooter || targetId !== itemId || position !== index;
  useUnsavedChangesGuard(inFooter && dirty);

  // The column as it would read after saving (for the preview next to the form).
  const target = choices.find((c) => c.id === targetId) ?? item;
  const others = links.filter((c) => c.id !== itemId && c.id !== target.id);
  const after = [...others];
  after.splice(Math.min(position, others.length), 0, target);

  const save = async (edit: 'keep' | 'remove') => {
    setSaving(true);
    setProblem(null);
    try {
      const settings = withFooterLink(
        doc,
        text.column,
        itemId,
        edit === 'remove' ? null : { target, position },
      );
      const saved = await saveSettingsDocument(doc.version, settings);
      if (edit === 'remove') {
        toast.success(`"${item.title}" is no longer in the footer.`);
        navigate(paths.settings);
        return;
      }
      toast.success('Footer link saved: the public site shows it on its next page view.');
      onSaved(saved);
      if (target.id !== itemId)
        navigate(`${AREA}/${footerLinkPath(text.column, target.id)}`, { replace: true });
    } catch (failure) {
      setProblem(messageOf(failure, 'The footer link could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  const usedElsewhere = new Set(links.filter((c) => c.id !== itemId).map((c) => c.id));
  return (
    <Card
      title={
        <Space wrap>
          {item.title}
          {inFooter ? <Tag color="green">In the footer, #{index + 1}</Tag> : <Tag>Not in the footer</Tag>}
        </Space>
      }
      extra={
        <Link to={`${AREA}/${editPath(FOOTER_COLUMN_KINDS[text.column], item.id, null, 'us')}`}>
          Edit the {text.one}
        </Link>
      }
    >
      {problem && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="Not saved" description={problem} />
      )}
      <Form layout="vertical" onFinish={() => save('keep')} style={{ maxWidth: 560 }}>
        <Form.Item
          label="Links to"
          htmlFor="footer-link-target"
          extra={`A published ${text.one}; the footer shows its title and links to its page.`}
        >
          <Select
            id="footer-link-target"
            showSearch
            optionFilterProp="label"
            value={targetId}
            onChange={setTargetId}
            options={choices.map((c) => ({
              value: c.id,
              label: c.title,
              disabled: usedElsewhere.has(c.id),
            }))}
          />
        </Form.Item>
        <Form.Item label="Position in the column" htmlFor="footer-link-position">
          <Select
            id="footer-link-position"
            value={Math.min(position, others.length)}
            onChange={setPosition}
            options={Array.from({ length: others.length + 1 }, (_, i) => ({
              value: i,
              label: i === 0 ? '1 (first)' : i === others.length ? `${i + 1} (last)` : String(i + 1),
            }))}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
            {inFooter ? 'Save link' : 'Add to the footer'}
          </Button>
          {inFooter && (
            <Popconfirm
              title="Remove this link from the footer?"
              description={`The ${text.one} itself stays published.`}
              okText="Remove"
              onConfirm={() => save('remove')}
            >
              <Button danger disabled={saving}>
                Remove from the footer
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(paths.settings)}>Back to settings</Button>
        </Space>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        The footer's {text.many.toLowerCase()} column {dirty ? 'after saving' : ''}
      </Typography.Title>
      <ol aria-label={`Footer ${text.many} column`} style={{ paddingLeft: 20, margin: 0 }}>
        {after.map((c) => (
          <li key={c.id}>{c.id === target.id ? <strong>{c.title}</strong> : c.title}</li>
        ))}
      </ol>
    </Card>
  );
}

function FooterLinkPage({ text }: { text: FooterColumnText }) {
  const { id } = useParams();
  const itemId = Number(id);
  const { data, error, loading, reload } = useRemoteData(
    fetchSettingsDocument,
    `footer-${text.column}-${id}`,
  );
  const [saved, setSaved] = useState<SettingsDocument | null>(null);
  const doc = saved ?? data;
  if (!Number.isInteger(itemId) || itemId < 1) return <AreaNotFound />;
  const header = (
    <PageHeader title={`Edit footer ${text.one}`} crumbs={[{ title: 'Setting', to: paths.settings }]} />
  );
  if (error !== undefined)
    return (
      <>
        {header}
        <Card>
          <ErrorState title="The settings could not be loaded" message={messageOf(error)} onRetry={reload} />
        </Card>
      </>
    );
  if ((loading && !doc) || !doc) return <PageSpinner />;
  if (!doc.footer_choices[text.column].some((c) => c.id === itemId))
    return (
      <>
        {header}
        <Result
          status="warning"
          title={`No published ${text.one} with this number`}
          subTitle={`A footer link can only name a published ${text.one}. Publish it first, or choose another from the settings.`}
          extra={<Link to={paths.settings}>Back to settings</Link>}
        />
      </>
    );
  return (
    <>
      {header}
      <FooterLinkForm
        key={`${doc.version}-${itemId}`}
        text={text}
        doc={doc}
        itemId={itemId}
        onSaved={setSaved}
      />
    </>
  );
}

const pages = new Map<FooterColumn, ComponentType>();

/** The edit page of one footer column (made once per column). */
export function footerLinkPage(column: FooterColumn): ComponentType {
  let page = pages.get(column);
  if (!page) {
    const text = FOOTER_COLUMNS.find((c) => c.column === column)!;
    page = () => <FooterLinkPage text={text} />;
    pages.set(column, page);
  }
  return page;
}
