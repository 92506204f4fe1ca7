import { fetchLead, fetchSiteMapSettings, listLeads, messageOf, updateLeadSite } from '@managewell/api';
import {
  ERROR_CODES,
  formatIndianPhone,
  isApiErrorBody,
  type Lead,
  leadSiteRequest,
  openStreetMapUrl,
  SITE_SURVEY_ROLES,
  type SiteMapSettings,
} from '@managewell/api/contract';
import { useSession } from '@managewell/auth';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  parseForm,
  showSaveFailure,
  useFieldMerge,
  useToast,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ForbiddenPage } from '../misc/ForbiddenPage';
import { SiteMap } from './SiteMap';
import {
  coordinateText,
  pointOf,
  SITE_FIELD_LABELS,
  SITE_FIELDS,
  type SiteFormValues,
  siteFormValues,
  sitePayload,
} from './siteForm';

const leadLabel = (lead: Lead) =>
  `#${lead.id} ${[lead.first_name, lead.last_name].filter(Boolean).join(' ')}${lead.city ? `, ${lead.city}` : ''} (${formatIndianPhone(`+91${lead.mobile}`)})`;

/** /app/auth/map-form: staff pick a lead's site on the map and save it with its address. */
export function MapFormPage() {
  const { user } = useSession();
  if (!user || !(SITE_SURVEY_ROLES as readonly string[]).includes(user.role)) return <ForbiddenPage />;
  return <SiteSurvey />;
}

function SiteSurvey() {
  const [params, setParams] = useSearchParams();
  const leadId = Number(params.get('lead'));
  const chosen = Number.isSafeInteger(leadId) && leadId > 0 ? leadId : null;
  const [settings, setSettings] = useState<SiteMapSettings | null>(null);
  const [loaded, setLoaded] = useState<Lead>();
  useEffect(() => {
    // Without the setting the form still works: coordinates and address need no map.
    fetchSiteMapSettings().then(setSettings, () => setSettings(null));
  }, []);

  return (
    <>
      <PageHeader
        title="Site survey"
        subtitle="Pick the customer's site on the map and keep it on the lead."
      />
      <Card style={{ marginBottom: 16 }}>
        <LeadSearch
          chosen={chosen}
          chosenLabel={loaded?.id === chosen ? leadLabel(loaded) : undefined}
          onChoose={(id) => setParams(id ? { lead: String(id) } : {})}
        />
      </Card>
      {chosen !== null && <LeadSite key={chosen} id={chosen} settings={settings} onLoaded={setLoaded} />}
    </>
  );
}

function LeadSearch({
  chosen,
  chosenLabel,
  onChoose,
}: {
  chosen: number | null;
  /** The chosen lead's name, once the form below has loaded it (a lead opened by its address). */
  chosenLabel?: string;
  onChoose: (id: number | null) => void;
}) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string>();
  const latest = useRef(0);

  async function search(q: string) {
    const ask = ++latest.current;
    setSearching(true);
    try {
      const page = await listLeads({ q: q.trim() || undefined, pageSize: 10 });
      if (ask !== latest.current) return;
      setOptions(page.items.map((lead) => ({ value: lead.id, label: leadLabel(lead) })));
      setFailure(undefined);
    } catch (error) {
      if (ask === latest.current) setFailure(messageOf(error, 'The leads could not be searched.'));
    } finally {
      if (ask === latest.current) setSearching(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      <label htmlFor="site-lead">Lead</label>
      <Select<number>
        id="site-lead"
        showSearch={{ filterOption: false, onSearch: (q) => void search(q) }}
        allowClear
        placeholder="Search by name, mobile or e-mail"
        value={chosen ?? undefined}
        options={
          options.some((o) => o.value === chosen) || chosen === null
            ? options
            : [...options, { value: chosen, label: chosenLabel ?? `Lead #${chosen}` }]
        }
        loading={searching}
        onFocus={() => options.length === 0 && void search('')}
        onChange={(id) => onChoose(id ?? null)}
        notFoundContent={searching ? 'Searching…' : 'No lead matches'}
        style={{ maxWidth: 520 }}
      />
      {failure && <Alert type="error" showIcon title={failure} />}
    </Flex>
  );
}

function LeadSite({
  id,
  settings,
  onLoaded,
}: {
  id: number;
  settings: SiteMapSettings | null;
  onLoaded: (lead: Lead) => void;
}) {
  const [lead, setLead] = useState<Lead>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt reloads
  useEffect(() => {
    let live = true;
    setError(undefined);
    fetchLead(id).then(
      (loaded) => {
        if (!live) return;
        setLead(loaded);
        onLoaded(loaded);
      },
      (failure) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  if (error !== undefined && !lead) {
    const missing = isApiErrorBody(error) && error.code === ERROR_CODES.notFound;
    return (
      <Card>
        <ErrorState
          title={
            missing ? 'There is no such lead (or it is not yours to survey)' : 'The lead could not be loaded'
          }
          error={error}
          onRetry={missing ? undefined : () => setAttempt((n) => n + 1)}
        />
      </Card>
    );
  }
  if (!lead) return <PageSpinner label="Loading the lead…" />;
  return <SiteEditor lead={lead} onLeadChange={setLead} settings={settings} />;
}

function SiteEditor({
  lead,
  onLeadChange,
  settings,
}: {
  lead: Lead;
  onLeadChange: (lead: Lead) => void;
  settings: SiteMapSettings | null;
}) {
  const [form] = Form.useForm<SiteFormValues>();
  const toast = useToast();
  const [initialValues] = useState(() => siteFormValues(lead));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const conflicts = useFieldMerge<SiteFormValues, Lead>();
  const watched = Form.useWatch([], form) as SiteFormValues | undefined;
  const point = pointOf(watched ?? initialValues);
  useUnsavedChangesGuard(dirty);

  function resetTo(next: Lead) {
    form.resetFields();
    form.setFieldsValue(siteFormValues(next));
    setDirty(false);
  }

  async function save(values: SiteFormValues, on: Lead = lead) {
    setError(undefined);
    const parsed = parseForm(form, leadSiteRequest, sitePayload(values, on.version), SITE_FIELDS);
    if (!parsed.ok) {
      if (parsed.unplaced.length > 0) setError(parsed.unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateLeadSite(lead.id, parsed.data);
      onLeadChange(saved);
      resetTo(saved);
      conflicts.close();
      toast.success('Site saved');
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict) {
        // Someone saved the lead meanwhile: their changes come in, mine stay, clashes wait for a choice.
        const merged = await conflicts.mergeWithServer(lead, values, {
          fetch: () => fetchLead(lead.id),
          version: (record) => record.version,
          values: siteFormValues,
        });
        if (merged) {
          form.setFieldsValue(merged);
          return;
        }
      }
      setError(showSaveFailure(form, failure, SITE_FIELDS) ?? undefined);
    } finally {
      setSaving(false);
    }
  }

  function saveMerged(choices: Record<string, ConflictChoice>) {
    const current = conflicts.merge?.current ?? lead;
    const values = conflicts.settle(form.getFieldsValue(true), choices);
    form.setFieldsValue(values);
    onLeadChange(current);
    conflicts.close();
    void save(values, current);
  }

  function pick(lat: number, lng: number) {
    form.setFieldsValue({ site_latitude: coordinateText(lat), site_longitude: coordinateText(lng) });
    form.setFields([
      { name: 'site_latitude', errors: [] },
      { name: 'site_longitude', errors: [] },
    ]);
    setDirty(true);
  }

  const saved = lead.site_latitude !== null && lead.site_longitude !== null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={leadLabel(lead)}>
          {settings ? (
            <SiteMap
              tileUrl={settings.tile_url}
              attribution={settings.attribution}
              point={point}
              onPick={pick}
            />
          ) : (
            <Typography.Paragraph type="secondary">
              No map here: type the latitude and longitude and the address.
            </Typography.Paragraph>
          )}
          {saved && (
            <Typography.Paragraph style={{ marginTop: 8 }}>
              <a
                href={openStreetMapUrl(lead.site_latitude!, lead.site_longitude!)}
                target="_blank"
                rel="noreferrer"
              >
                Open the saved site in OpenStreetMap
              </a>
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title="Site">
          {error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="That did not work"
              description={error}
              style={{ marginBottom: 12 }}
            />
          )}
          {conflicts.merge && (
            <div style={{ marginBottom: 12 }}>
              <ConflictPanel
                thing="lead"
                conflict={conflicts.merge.result}
                labelOf={(field) => SITE_FIELD_LABELS[field as keyof SiteFormValues] ?? field}
                saving={saving}
                onSave={saveMerged}
                onTakeTheirs={() => {
                  const current = conflicts.merge?.current ?? lead;
                  onLeadChange(current);
                  resetTo(current);
                  conflicts.close();
                }}
              />
            </div>
          )}
          <Form<SiteFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onValuesChange={() => setDirty(true)}
            onFinish={(values) => void save({ ...form.getFieldsValue(true), ...values })}
          >
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item
                  name="site_latitude"
                  label={SITE_FIELD_LABELS.site_latitude}
                  extra="-90 to 90, up to 6 decimals"
                >
                  <Input inputMode="decimal" placeholder="18.520431" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="site_longitude"
                  label={SITE_FIELD_LABELS.site_longitude}
                  extra="-180 to 180, up to 6 decimals"
                >
                  <Input inputMode="decimal" placeholder="73.856743" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="address_line1" label={SITE_FIELD_LABELS.address_line1}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="address_line2" label={SITE_FIELD_LABELS.address_line2}>
              <Input autoComplete="off" />
            </Form.Item>
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="city" label={SITE_FIELD_LABELS.city}>
                  <Input />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="state" label={SITE_FIELD_LABELS.state}>
                  <Input />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="postal_code" label={SITE_FIELD_LABELS.postal_code}>
              <Input inputMode="numeric" maxLength={6} style={{ maxWidth: 160 }} />
            </Form.Item>
            <Form.Item
              name="site_note"
              label={SITE_FIELD_LABELS.site_note}
              extra="For staff only (access, landmarks); the customer never sees it."
            >
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={saving}>
                Save site
              </Button>
              <Button
                onClick={() => {
                  resetTo(lead);
                  conflicts.close();
                }}
                disabled={!dirty || saving}
              >
                Undo changes
              </Button>
            </Flex>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
