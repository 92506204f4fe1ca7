import { fetchWebsiteDashboard, messageOf } from '@managewell/api';
import {
  type ContentKind,
  labelOf,
  type WebsiteDashboard,
  type WebsiteLeadForm,
} from '@managewell/api/contract';
import { ErrorState, SimpleList as List, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { Panel, Text, Title } from '@managewell/ui/light';
import { Col, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { editPath, KIND_TEXT } from '../../studio/sections';
import { useBrand } from '../../studio/useBrand';
import { thumbUrl } from '../media/thumb';
import { formatDateTime, paths } from '../shared/format';
import { Sparkline } from './Sparkline';

type Vital = WebsiteDashboard['vitals'][number];

/** Google's "good" thresholds (p75) for each Core Web Vital. */
export const VITAL_GOOD: Record<Vital['name'], number> = { LCP: 2500, INP: 200, CLS: 0.1 };
const VITAL_LABEL: Record<Vital['name'], string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
};
export const formatVital = (name: Vital['name'], value: number) =>
  name === 'CLS'
    ? value.toFixed(2)
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`;

const ACTION_LABEL: Record<string, string> = {
  'settings.update': 'changed the settings',
  'media.upload': 'uploaded',
  'media.replace': 'replaced',
  'media.update': 'edited',
  'media.delete': 'deleted',
  'job.close': 'closed the job',
  'job.open': 'reopened the job',
  'content.update': 'updated',
  'draft.update': 'edited',
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  'site.import': 'imported',
};

const AREA = '/app/website-admin';

/**
 * An entry the studio can open: a content item (not settings or media). Read from the studio's
 * names of every kind, not the contract's CONTENT_KINDS, whose file holds the content schemas
 * (zod, 23 KB brotli, on this first page otherwise).
 */
const editable = (kind: string): kind is ContentKind => Object.hasOwn(KIND_TEXT, kind);

/** Each website form's inbox and its tile's name. */
const INBOX_OF_FORM: Record<WebsiteLeadForm, { path: string; label: string }> = {
  enquiry: { path: `${AREA}/enquiry`, label: 'Enquiries' },
  contact: { path: `${AREA}/contact-form`, label: 'Contact messages' },
  'general-application': { path: `${AREA}/resume`, label: 'General applications' },
  'job-application': { path: `${AREA}/individual-position-resume`, label: 'Job applications' },
};

/** A leads tile: its inbox filtered from the week's first day, so the list shows what the tile counts. */
export function leadTileLink(form: WebsiteLeadForm, since: string): string {
  return `${INBOX_OF_FORM[form].path}?from=${since}`;
}

function VitalCard({ vital }: { vital: Vital }) {
  const good = VITAL_GOOD[vital.name];
  const rating = vital.p75 === null ? null : vital.p75 <= good ? 'good' : 'needs work';
  return (
    <Panel size="small">
      <Text type="secondary">
        {vital.name} · {VITAL_LABEL[vital.name]}
      </Text>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, margin: '4px 0' }}>
        <Title level={4} style={{ margin: 0 }}>
          {vital.p75 === null ? '—' : formatVital(vital.name, vital.p75)}
        </Title>
        {rating && <Tag color={rating === 'good' ? 'success' : 'warning'}>p75 {rating}</Tag>}
      </div>
      <Sparkline
        label={`${vital.name} p75`}
        good={good}
        format={(v) => formatVital(vital.name, v)}
        points={vital.days.map((d) => ({ day: d.day, value: d.p75 }))}
      />
      <Text type="secondary" style={{ fontSize: 12 }}>
        Good is {formatVital(vital.name, good)} or less (dashed line). Last 14 days, real visitors.
      </Text>
    </Panel>
  );
}

/** /app/website-admin/homes: the editor's start page, from one server call. */
export function HomesPage() {
  const { data, error, loading, reload } = useRemoteData(fetchWebsiteDashboard, 'dashboard');
  const brand = useBrand();
  /** An item's studio editor. */
  const href = (kind: ContentKind, id: number, parentId: number | null, slug: string | null) =>
    `${AREA}/${editPath(kind, id, parentId, brand ?? 'us', slug)}`;
  if (error !== undefined)
    return (
      <>
        <PageHeader title="Home" />
        <Panel>
          <ErrorState title="The dashboard could not be loaded" message={messageOf(error)} onRetry={reload} />
        </Panel>
      </>
    );
  if (loading && !data) return <PageSpinner />;
  if (!data) return null;
  const leadsTotal = data.leads_this_week.reduce((sum, l) => sum + l.count, 0);

  return (
    <>
      <PageHeader
        title="Home"
        subtitle="What changed on the website, what waits, and how it performs"
        extra={<Link to={paths.homePage}>Edit the home page and its banners</Link>}
      />
      <Row gutter={[16, 16]}>
        {data.vitals.map((vital) => (
          <Col xs={24} md={8} key={vital.name}>
            <VitalCard vital={vital} />
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <Panel size="small" title="Recent changes">
            <List
              size="small"
              locale={{ emptyText: 'No changes yet' }}
              dataSource={data.recent}
              renderItem={(change) => (
                <List.Item>
                  <span>
                    <strong>{change.by ?? 'Someone'}</strong> {ACTION_LABEL[change.action] ?? change.action}{' '}
                    {change.action !== 'delete' && editable(change.kind) && change.id !== null ? (
                      <Link to={href(change.kind, change.id, change.parent_id, change.slug)}>
                        {change.title}
                      </Link>
                    ) : (
                      <em>{change.title}</em>
                    )}
                    <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {change.kind} · {formatDateTime(change.at)}
                    </Text>
                  </span>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel size="small" title={`Website leads this week (${leadsTotal})`}>
            {data.leads_this_week.length === 0 ? (
              <Text type="secondary">No leads yet this week.</Text>
            ) : (
              <Row gutter={[12, 12]}>
                {data.leads_this_week.map((l) => (
                  <Col xs={12} md={8} key={`${l.source}:${l.form}`}>
                    {l.form ? (
                      <Link to={leadTileLink(l.form, data.leads_since)}>
                        <Statistic title={INBOX_OF_FORM[l.form].label} value={l.count} />
                      </Link>
                    ) : (
                      <Statistic title={labelOf(l.source)} value={l.count} />
                    )}
                  </Col>
                ))}
              </Row>
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel
            size="small"
            title={`Images without alt text (${data.missing_alt.total})`}
            extra={<Link to={`${paths.media}?missingAlt=true&type=image`}>Fix in the media library</Link>}
          >
            {data.missing_alt.total === 0 ? (
              <Text type="success">Every image has alt text.</Text>
            ) : (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {data.missing_alt.items.map((m) => (
                  <img
                    key={m.id}
                    src={thumbUrl(m)}
                    alt={`${m.id} (no alt text)`}
                    title={m.id}
                    style={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 4 }}
                  />
                ))}
              </div>
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel size="small" title={`Broken internal links (${data.broken_links.length})`}>
            {data.broken_links.length === 0 ? (
              <Text type="success">No published page links to an unpublished one.</Text>
            ) : (
              <List
                size="small"
                dataSource={data.broken_links}
                renderItem={(link) => (
                  <List.Item>
                    <span>
                      {editable(link.kind) ? (
                        <Link to={href(link.kind, link.id, link.parent_id, null)}>{link.title}</Link>
                      ) : (
                        link.title
                      )}{' '}
                      ({link.kind}) → <code>{link.target}</code> is not published
                    </span>
                  </List.Item>
                )}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel size="small" title={`Drafts waiting (${data.drafts.length})`}>
            <List
              size="small"
              locale={{ emptyText: 'No drafts or unpublished changes' }}
              dataSource={data.drafts}
              renderItem={(draft) => (
                <List.Item>
                  <span>
                    {editable(draft.kind) ? (
                      <Link to={href(draft.kind, draft.id, draft.parent_id, draft.slug)}>{draft.title}</Link>
                    ) : (
                      draft.title
                    )}
                    {draft.changed && (
                      <Tag color="gold" style={{ marginLeft: 8 }}>
                        changes not published
                      </Tag>
                    )}
                    <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {draft.kind} · {formatDateTime(draft.updated_at)}
                    </Text>
                  </span>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel size="small" title="Scheduled changes">
            {data.scheduled.length === 0 ? (
              <Text type="secondary">Nothing is scheduled.</Text>
            ) : (
              <List
                size="small"
                dataSource={data.scheduled}
                rowKey="schedule_id"
                renderItem={(s) => (
                  <List.Item>
                    <span>
                      <Tag color={s.action === 'publish' ? 'green' : 'orange'}>
                        {s.action === 'publish' ? 'Publish' : 'Unpublish'}
                      </Tag>
                      <Link to={href(s.kind, s.id, s.parent_id, s.slug)}>{s.title}</Link>
                      <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {KIND_TEXT[s.kind].one} · {formatDateTime(s.at)} · scheduled by {s.by ?? 'someone'}
                      </Text>
                    </span>
                  </List.Item>
                )}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel size="small">
            <Link to={paths.settings}>Site settings</Link> · <Link to={paths.media}>Media library</Link> ·{' '}
            <Link to={paths.enquiry}>Common enquiries</Link>
          </Panel>
        </Col>
      </Row>
    </>
  );
}
