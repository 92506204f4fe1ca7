import { fetchSalesLead, fieldErrorsOf, logSalesCall, messageOf, moveSalesStage } from '@managewell/api';
import {
  ALLOWED_STAGE_MOVES,
  CALL_OUTCOMES,
  type CallOutcome,
  isPastInKolkata,
  logCallRequest,
  PAST_FOLLOW_UP_MESSAGE,
  SALES_STAGE_LABELS,
  type SalesLeadDetail,
  todayInKolkata,
} from '@managewell/api/contract';
import {
  ErrorState,
  PageHeader,
  PageSpinner,
  parseForm,
  showFieldErrors,
  useRemoteData,
} from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  List,
  Radio,
  Row,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime, formatMobile, fullName, optionLabel, StageTag, telHref } from '../shared/display';
import { LeadHistoryCard } from '../shared/LeadHistoryCard';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { useLeadId } from '../shared/useLeadId';
import { OwnerPicker } from './OwnerPicker';

const OUTCOME_LABELS: Record<CallOutcome, string> = {
  interested: 'Interested',
  not_interested: 'Not interested',
  call_back: 'Call back',
  unreachable: 'Unreachable',
};

interface CallForm {
  outcome?: CallOutcome;
  note?: string;
  next_follow_up?: Dayjs | null;
}

/** The picked follow-up read as India's wall clock, refused when it is already past there. */
const futureFollowUpRule = {
  validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
    if (value && isPastInKolkata(value.format('YYYY-MM-DDTHH:mm'))) throw new Error(PAST_FOLLOW_UP_MESSAGE);
  },
};

function LogCallCard({
  detail,
  onSaved,
}: {
  detail: SalesLeadDetail;
  onSaved: (d: SalesLeadDetail) => void;
}) {
  const [form] = Form.useForm<CallForm>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const allowed = CALL_OUTCOMES.filter((o) => ALLOWED_STAGE_MOVES[detail.sales.stage].includes(o));
  const outcome = Form.useWatch('outcome', form);
  if (allowed.length === 0) return null;

  const submit = async (values: CallForm) => {
    setProblem(null);
    const payload = {
      outcome: values.outcome,
      note: values.note,
      // The picker shows India's wall clock: sent as such (the server reads it as Asia/Kolkata).
      next_follow_up: values.next_follow_up ? values.next_follow_up.format('YYYY-MM-DDTHH:mm') : undefined,
      version: detail.sales.version,
    };
    const parsed = parseForm(form, logCallRequest, payload);
    if (!parsed.ok) return;
    setSaving(true);
    try {
      const next = await logSalesCall(detail.lead.id, payload as Parameters<typeof logSalesCall>[1]);
      form.resetFields();
      toast.success('Call logged');
      onSaved(next);
    } catch (error) {
      const unplaced = showFieldErrors(form, fieldErrorsOf(error), ['outcome', 'note', 'next_follow_up']);
      setProblem(unplaced[0] ?? messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Log a call" size="small">
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={submit} disabled={saving}>
        <Form.Item
          name="outcome"
          label="How did the call go?"
          rules={[{ required: true, message: 'Choose how the call went.' }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={allowed.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
          />
        </Form.Item>
        <Form.Item
          name="next_follow_up"
          label="Next follow-up (IST)"
          extra={outcome === 'call_back' ? 'Needed for a call back.' : 'Optional.'}
          rules={[futureFollowUpRule]}
        >
          <DatePicker
            showTime={{ format: 'h:mm a', use12Hours: true, minuteStep: 5 }}
            format="D MMM YYYY, h:mm a [IST]"
            // The picker's own "Now" and today are the browser's zone; India's are used instead.
            showNow={false}
            disabledDate={(day) => day.format('YYYY-MM-DD') < todayInKolkata()}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={3} count={{ show: true, max: 1000 }} placeholder="What the customer said" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save call
        </Button>
      </Form>
    </Card>
  );
}

/** /app/sales/leads/:lead_id — call the customer, log the outcome, plan the follow-up. */
export function LeadPage() {
  const id = useLeadId();
  const { data, error, loading, reload } = useRemoteData(
    () => (id ? fetchSalesLead(id) : Promise.reject(new Error('There is no such lead.'))),
    String(id),
  );
  const [override, setOverride] = useState<SalesLeadDetail | null>(null);
  const detail =
    override && override.lead.id === id && (!data || override.sales.version >= data.sales.version)
      ? override
      : data;
  const toast = useToast();

  if (error !== undefined && !detail)
    return (
      <ErrorState
        title="The lead could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.calls, 'Back to the calls')}
      />
    );
  if (!detail || (loading && !detail)) return <PageSpinner />;
  const { lead, sales } = detail;
  const name = fullName(lead);

  const reopen = async () => {
    try {
      setOverride(await moveSalesStage(lead.id, { to: 'to_call', version: sales.version }));
      toast.success('Back in the call queue');
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ title: 'Leads' }, { title: 'Call To Customer', to: paths.calls }]}
        subtitle={<StageTag stage={sales.stage} />}
        extra={
          <Space wrap>
            <Button type="primary" href={telHref(lead.mobile, lead.mobile_code)}>
              Call {formatMobile(lead.mobile, lead.mobile_code)}
            </Button>
            {['interested', 'call_back', 'requirements_captured', 'costing_requested'].includes(
              sales.stage,
            ) && <LinkButton to={paths.requirement(lead.id)}>Requirement</LinkButton>}
            {sales.stage === 'not_interested' && <Button onClick={reopen}>Reopen</Button>}
            {['accepted', 'checklist', 'done'].includes(sales.stage) && (
              <LinkButton to={paths.billing(lead.id)}>Billing and payments</LinkButton>
            )}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title="Customer">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'mobile',
                    label: 'Mobile',
                    children: (
                      <a href={telHref(lead.mobile, lead.mobile_code)}>
                        {formatMobile(lead.mobile, lead.mobile_code)}
                      </a>
                    ),
                  },
                  {
                    key: 'email',
                    label: 'E-mail',
                    children: lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—',
                  },
                  {
                    key: 'city',
                    label: 'City',
                    children: [lead.city, lead.state].filter(Boolean).join(', ') || '—',
                  },
                  {
                    key: 'interest',
                    label: 'Interested in',
                    children: lead.interests ? optionLabel(lead.interests) : '—',
                  },
                  { key: 'stage', label: 'Stage', children: SALES_STAGE_LABELS[sales.stage] },
                  {
                    key: 'owner',
                    label: 'Owner',
                    children: <OwnerPicker detail={detail} onSaved={setOverride} />,
                  },
                  {
                    key: 'follow',
                    label: 'Next follow-up',
                    children: formatDateTime(sales.next_follow_up_at),
                  },
                  { key: 'notes', label: 'Notes', children: lead.notes ?? '—' },
                ]}
              />
            </Card>
            <LogCallCard detail={detail} onSaved={setOverride} />
            <Card size="small" title={`Calls (${detail.calls.length})`}>
              <List
                dataSource={detail.calls}
                locale={{ emptyText: 'No calls logged yet' }}
                renderItem={(call) => (
                  <List.Item>
                    <div>
                      <Typography.Text strong>{OUTCOME_LABELS[call.outcome]}</Typography.Text> —{' '}
                      {call.actor?.username ?? 'someone'}, {formatDateTime(call.at)}
                      {call.note && <div>{call.note}</div>}
                      {call.next_follow_up_at && (
                        <Typography.Text type="secondary">
                          Follow-up {formatDateTime(call.next_follow_up_at)}
                        </Typography.Text>
                      )}
                    </div>
                  </List.Item>
                )}
              />
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <LeadHistoryCard history={detail.history} />
        </Col>
      </Row>
    </>
  );
}
