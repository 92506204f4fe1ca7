import {
  fetchSalesLead,
  fieldErrorsOf,
  messageOf,
  requestCosting,
  saveRequirement,
  uploadSalesFile,
} from '@managewell/api';
import {
  ERROR_CODES,
  INDIAN_STATES,
  isApiErrorBody,
  type LeadRequirement,
  leadRequirementInput,
  POOL_ACCESSORIES,
  POOL_FILTRATIONS,
  POOL_FINISHES,
  POOL_HEATINGS,
  POOL_LIGHTINGS,
  POOL_METRES_RULES,
  POOL_PROJECT_TYPES,
  POOL_SHAPES,
  poolMetrics,
  rupeesRule,
  type SalesLeadDetail,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  parseForm,
  showFieldErrors,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { formatRupeesInput, numberRule, parseRupeesInput } from '@managewell/ui/number-rule';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Statistic,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { AuthImage } from '../shared/AuthImage';
import { formatRupees, fullName, optionLabel, StageTag } from '../shared/display';
import { LeadHistoryCard } from '../shared/LeadHistoryCard';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { useLeadId } from '../shared/useLeadId';
import { SiteLocation } from './SiteLocation';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));
/** The form's fields and their labels (in the merge of a stale save). */
const LABELS: Record<string, string> = {
  project_type: 'Project type',
  site_address: 'Site address',
  site_state: 'State of the site',
  length_m: 'Length',
  width_m: 'Width',
  shallow_depth_m: 'Shallow end depth',
  deep_depth_m: 'Deep end depth',
  shape: 'Shape',
  finish: 'Finish',
  filtration: 'Filtration',
  heating: 'Heating',
  lighting: 'Lighting',
  accessories: 'Accessories',
  budget_min_paise: 'Budget from (₹)',
  budget_max_paise: 'Budget up to (₹)',
  notes: 'Notes',
  gstin: "Customer's GSTIN",
  billing_address: 'Billing address',
  billing_state: 'Billing state',
};
const FIELDS = Object.keys(LABELS);
const labelOf = (field: string) => LABELS[field] ?? field;

interface Values {
  project_type?: string;
  site_address?: string;
  site_state?: string;
  length_m?: number;
  width_m?: number;
  shallow_depth_m?: number;
  deep_depth_m?: number;
  shape?: string;
  finish?: string;
  filtration?: string;
  heating?: string;
  lighting?: string;
  accessories?: string[];
  /** Rupees on screen (paise on the wire): named as the API fields so its messages land here. */
  budget_min_paise?: number | null;
  budget_max_paise?: number | null;
  notes?: string;
  gstin?: string;
  billing_address?: string;
  billing_state?: string;
}

/** The form's own fields of a requirement (not its version, metrics or who saved it). */
const formFieldsOf = (values: Values): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, values[field as keyof Values]])) as Values;

function toValues(r: LeadRequirement | null, detail: SalesLeadDetail): Values {
  const billing = {
    gstin: detail.lead.gstin ?? undefined,
    billing_address: detail.lead.billing_address ?? undefined,
    billing_state: detail.lead.billing_state ?? undefined,
  };
  if (!r)
    return {
      ...billing,
      site_state: (INDIAN_STATES as readonly string[]).includes(detail.lead.state ?? '')
        ? detail.lead.state!
        : undefined,
      site_address:
        [detail.lead.address_line1, detail.lead.address_line2, detail.lead.city].filter(Boolean).join(', ') ||
        undefined,
      shape: 'rectangular',
      heating: 'none',
      lighting: 'led-white',
      filtration: 'sand-filter',
      accessories: [],
    };
  return {
    ...r,
    ...billing,
    budget_min_paise: r.budget_min_paise === null ? null : r.budget_min_paise / 100,
    budget_max_paise: r.budget_max_paise === null ? null : r.budget_max_paise / 100,
    notes: r.notes ?? undefined,
  };
}

const EDITABLE = ['interested', 'call_back', 'requirements_captured'];

/** /app/sales/pre-quotation/lead/:lead_id — the customer's requirement, then "request costing". */
export function RequirementPage() {
  const id = useLeadId();
  const { data, error, reload } = useRemoteData(
    () => (id ? fetchSalesLead(id) : Promise.reject(new Error('There is no such lead.'))),
    String(id),
  );
  const [detail, setDetail] = useState<SalesLeadDetail | null>(null);
  useEffect(() => setDetail(data ?? null), [data]);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // A stale save: the merge of what the form loaded, what I typed and the lead as it is now.
  const conflicts = useFieldMerge<Values, SalesLeadDetail>();
  const merge = conflicts.merge;
  useUnsavedChangesGuard(dirty);
  const toast = useToast();
  const watched = Form.useWatch([], form) as Values | undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another lead or version loads
  useEffect(() => {
    if (detail) {
      form.resetFields();
      form.setFieldsValue(toValues(detail.requirement, detail));
      setDirty(false);
      conflicts.close();
    }
  }, [detail?.lead.id, detail?.requirement?.version]);

  if (error !== undefined && !detail)
    return (
      <ErrorState
        title="The lead could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.requirements, 'Back to the requirements')}
      />
    );
  if (!detail) return <PageSpinner />;
  const { lead, sales, requirement } = detail;
  const editable = EDITABLE.includes(sales.stage);

  const dims =
    watched?.length_m && watched.width_m && watched.shallow_depth_m && watched.deep_depth_m
      ? {
          length_m: watched.length_m,
          width_m: watched.width_m,
          shallow_depth_m: watched.shallow_depth_m,
          deep_depth_m: watched.deep_depth_m,
          shape: (watched.shape ?? 'rectangular') as 'rectangular',
        }
      : null;
  const metrics = dims ? poolMetrics(dims) : null;

  const save = async (values: Values) => {
    setProblem(null);
    const { budget_min_paise: minRupees, budget_max_paise: maxRupees, ...rest } = values;
    const payload = {
      ...rest,
      accessories: rest.accessories ?? [],
      budget_min_paise: minRupees == null ? undefined : Math.round(minRupees * 100),
      budget_max_paise: maxRupees == null ? undefined : Math.round(maxRupees * 100),
      // After a merge the save goes on top of the version the other person saved.
      version: (merge ? merge.current.requirement?.version : requirement?.version) ?? 0,
    };
    const parsed = parseForm(form, leadRequirementInput, payload, FIELDS);
    if (!parsed.ok) return;
    setSaving(true);
    try {
      const saved = await saveRequirement(lead.id, payload as Parameters<typeof saveRequirement>[1]);
      toast.success('Requirement saved');
      const next = await fetchSalesLead(lead.id);
      conflicts.close();
      setDetail({ ...next, requirement: saved });
    } catch (e) {
      if (isApiErrorBody(e) && e.code === ERROR_CODES.conflict && (await mergeWithCurrent(values))) return;
      const unplaced = showFieldErrors(form, fieldErrorsOf(e), FIELDS);
      setProblem(unplaced[0] ?? messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  /** After a stale save: true when someone else saved the requirement meanwhile and the form now holds the merge. */
  const mergeWithCurrent = async (mine: Values): Promise<boolean> => {
    const merged = await conflicts.mergeWithServer(detail, formFieldsOf(mine), {
      fetch: () => fetchSalesLead(lead.id),
      version: (saved) => saved.requirement?.version,
      values: (saved) => formFieldsOf(toValues(saved.requirement, saved)),
    });
    if (merged) form.setFieldsValue(merged);
    return merged !== null;
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    // Only the form's fields: its store also holds the loaded requirement's version and metrics.
    const now = formFieldsOf(form.getFieldsValue(true) as Values);
    const values = conflicts.settle(now, choices);
    form.setFieldsValue(values);
    void save(values);
  };

  const askForCosting = async () => {
    try {
      setDetail(await requestCosting(lead.id, sales.version));
      toast.success('The quotation team has been asked to cost it');
    } catch (e) {
      setProblem(messageOf(e));
    }
  };

  const photos = detail.files.filter((f) => f.kind === 'site-photo');

  return (
    <>
      <PageHeader
        title={`Requirement: ${fullName(lead)}`}
        crumbs={[{ title: 'Leads' }, { title: 'Prepare Quotation Leads', to: paths.requirements }]}
        subtitle={<StageTag stage={sales.stage} />}
        extra={
          <Space wrap>
            <LinkButton to={paths.lead(lead.id)}>Calls</LinkButton>
            {sales.stage === 'requirements_captured' && (
              <Popconfirm
                title="Ask the quotation team to cost this requirement?"
                description="The requirement cannot change while it is being costed."
                onConfirm={askForCosting}
                okText="Request costing"
                disabled={dirty}
              >
                <Button type="primary" disabled={dirty} title={dirty ? 'Save your changes first' : undefined}>
                  Request costing
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      />
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 16 }}
          closable
          onClose={() => setProblem(null)}
        />
      )}
      <SiteLocation lead={lead} />
      {!editable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            sales.stage === 'costing_requested'
              ? 'Costing has been requested: the requirement is frozen while the quotation team works on it.'
              : 'This lead is past the requirement stage; the requirement is shown as captured.'
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={save}
            disabled={!editable || saving}
            onValuesChange={() => setDirty(true)}
            scrollToFirstError
          >
            <Card size="small" title="Project and site" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="project_type" label="Project type" required>
                    <Select
                      showSearch
                      options={options(POOL_PROJECT_TYPES)}
                      placeholder="Choose"
                      optionFilterProp="label"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="site_state" label="State of the site" required>
                    <Select
                      showSearch
                      options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
                      placeholder="Choose"
                    />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="site_address" label="Site address" required>
                    <Input.TextArea rows={2} count={{ show: true, max: 500 }} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card size="small" title="Customer billing (GST)" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="gstin"
                    label={LABELS.gstin}
                    extra="For a business customer: printed on the quotation and its invoices."
                  >
                    <Input count={{ show: true, max: 15 }} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="billing_state" label={LABELS.billing_state}>
                    <Select
                      showSearch
                      allowClear
                      options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
                      placeholder="Same as the site"
                    />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="billing_address" label={LABELS.billing_address}>
                    <Input.TextArea rows={2} count={{ show: true, max: 500 }} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card size="small" title="Pool size (metres)" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                {(
                  [
                    ['length_m', 'Length'],
                    ['width_m', 'Width'],
                    ['shallow_depth_m', 'Shallow end depth'],
                    ['deep_depth_m', 'Deep end depth'],
                  ] as const
                ).map(([name, label]) => (
                  <Col xs={12} md={6} key={name}>
                    <Form.Item
                      name={name}
                      label={label}
                      required
                      rules={[numberRule(POOL_METRES_RULES[name])]}
                    >
                      <InputNumber step={0.1} suffix="m" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={12} md={6}>
                  <Form.Item name="shape" label="Shape" required>
                    <Select options={options(POOL_SHAPES)} />
                  </Form.Item>
                </Col>
              </Row>
              <Flex gap={32} wrap data-testid="pool-metrics">
                <Statistic
                  title="Water area"
                  value={metrics ? metrics.areaM2 : '—'}
                  suffix={metrics ? 'm²' : undefined}
                />
                <Statistic
                  title="Water volume"
                  value={metrics ? metrics.volumeLitres.toLocaleString('en-IN') : '—'}
                  suffix={metrics ? 'litres' : undefined}
                />
                <Statistic
                  title="Lining area"
                  value={metrics ? metrics.liningAreaM2 : '—'}
                  suffix={metrics ? 'm²' : undefined}
                />
                <Statistic
                  title="Perimeter"
                  value={metrics ? metrics.perimeterM : '—'}
                  suffix={metrics ? 'm' : undefined}
                />
              </Flex>
            </Card>
            <Card size="small" title="Finish and equipment" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="finish" label="Finish" required>
                    <Select options={options(POOL_FINISHES)} placeholder="Choose" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="filtration" label="Filtration" required>
                    <Select options={options(POOL_FILTRATIONS)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="heating" label="Heating" required>
                    <Select options={options(POOL_HEATINGS)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="lighting" label="Lighting" required>
                    <Select options={options(POOL_LIGHTINGS)} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="accessories" label="Accessories">
                    <Checkbox.Group options={options(POOL_ACCESSORIES)} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card size="small" title="Budget and notes" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                <Col xs={12} md={8}>
                  <Form.Item
                    name="budget_min_paise"
                    label="Budget from (₹)"
                    rules={[numberRule(rupeesRule('lowest budget'), { optional: true })]}
                  >
                    <InputNumber
                      step={100000}
                      style={{ width: '100%' }}
                      formatter={formatRupeesInput}
                      parser={parseRupeesInput}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name="budget_max_paise"
                    label="Budget up to (₹)"
                    rules={[numberRule(rupeesRule('highest budget'), { optional: true })]}
                  >
                    <InputNumber
                      step={100000}
                      style={{ width: '100%' }}
                      formatter={formatRupeesInput}
                      parser={parseRupeesInput}
                    />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="notes" label="Notes">
                    <Input.TextArea rows={3} count={{ show: true, max: 2000 }} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving}>
                {requirement ? 'Save changes' : 'Save requirement'}
              </Button>
            )}
            {merge && (
              <ConflictPanel
                by={merge.current.requirement?.updated_by?.username}
                thing="requirement"
                conflict={merge.result}
                labelOf={labelOf}
                saving={saving}
                onSave={saveMerged}
                onTakeTheirs={() => setDetail(merge.current)}
              />
            )}
            {requirement && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                Version {requirement.version}
                {requirement.budget_max_paise !== null &&
                  ` · budget ${formatRupees(requirement.budget_min_paise)} – ${formatRupees(requirement.budget_max_paise)}`}
              </Typography.Text>
            )}
          </Form>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title={`Site photos (${photos.length})`}>
              <Flex gap={8} wrap style={{ marginBottom: 12 }}>
                {photos.map((p) => (
                  <AuthImage key={p.id} url={p.url} alt={p.original_name} width={96} />
                ))}
              </Flex>
              <Upload
                accept="image/jpeg,image/png,image/webp"
                showUploadList={false}
                multiple
                customRequest={async ({ file, onSuccess, onError }) => {
                  try {
                    const saved = await uploadSalesFile(lead.id, 'site-photo', file as File);
                    setDetail((d) => (d ? { ...d, files: [...d.files, saved] } : d));
                    onSuccess?.(saved);
                  } catch (e) {
                    toast.error(messageOf(e));
                    onError?.(e as Error);
                  }
                }}
              >
                <Button>Add site photos</Button>
              </Upload>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                JPEG, PNG or WebP, up to 10 MB each.
              </Typography.Paragraph>
            </Card>
            <LeadHistoryCard history={detail.history} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
