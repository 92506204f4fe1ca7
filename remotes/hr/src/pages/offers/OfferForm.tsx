import { fetchOffer, isApiErrorBody } from '@managewell/api';
import {
  ctcBreakup,
  ctcRows,
  DEPARTMENTS,
  INDIAN_STATES,
  monthlyRupeesRule,
  numberProblem,
  type OfferDetail,
  type OfferInput,
  offerInput,
} from '@managewell/api/contract';
import { type ConflictChoice, ConflictPanel, useFieldMerge, useUnsavedChangesGuard } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { numberRule } from '@managewell/ui/number-rule';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { inr } from '../people/format';
import { showFailure, showIssues } from '../shared';

/** The form's values: amounts in rupees, dates as dayjs. */
interface Values {
  candidateName: string;
  candidateEmail: string;
  candidatePhone?: string;
  designation: string;
  department: string;
  location: string;
  workState: string;
  joiningDate?: Dayjs;
  expiresOn?: Dayjs;
  basic?: number;
  hra?: number;
  special?: number;
  other?: number;
}

/** The pay fields' rules: the server's bounds, as messages on the field. */
const AMOUNTS = {
  basic: monthlyRupeesRule('basic salary', { positive: true }),
  hra: monthlyRupeesRule('HRA'),
  special: monthlyRupeesRule('special allowance'),
  other: monthlyRupeesRule('other allowances'),
};
const AMOUNT_RULES = {
  basic: numberRule(AMOUNTS.basic),
  hra: numberRule(AMOUNTS.hra, { optional: true }),
  special: numberRule(AMOUNTS.special, { optional: true }),
  other: numberRule(AMOUNTS.other, { optional: true }),
};
/** An amount for the live break-up: paise when it keeps its rule, else nothing (its field says why). */
const shownPaise = (name: keyof typeof AMOUNTS, rupees: number | undefined) =>
  numberProblem(AMOUNTS[name], rupees) === null ? paise(rupees) : 0;

/** The form's fields and their labels. */
const LABELS: Record<keyof Values, string> = {
  candidateName: 'Candidate’s full name',
  candidateEmail: 'E-mail',
  candidatePhone: 'Phone (optional)',
  designation: 'Designation',
  department: 'Department',
  location: 'Work location',
  workState: 'State',
  joiningDate: 'Joining date',
  expiresOn: 'Accept by',
  basic: 'Basic (₹/month)',
  hra: 'HRA (₹/month)',
  special: 'Special (₹/month)',
  other: 'Other (₹/month)',
};
const FIELDS = Object.keys(LABELS) as (keyof Values)[];

/** Only the form's fields, so the merge of a stale save compares what people can edit. */
const formFields = (values: Partial<Values>): Partial<Values> =>
  Object.fromEntries(FIELDS.map((field) => [field, values[field]])) as Partial<Values>;

/** Shown as 5 Dec 2026; typing 2026-12-05 works too. */
const DATE_FORMATS = ['D MMM YYYY', 'YYYY-MM-DD'];

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

/** The form's values as the contract's input (rupees → paise, dates → YYYY-MM-DD). */
export function toOfferInput(v: Values): OfferInput {
  return {
    candidateName: v.candidateName ?? '',
    candidateEmail: v.candidateEmail ?? '',
    candidatePhone: v.candidatePhone ?? '',
    designation: v.designation ?? '',
    department: v.department as OfferInput['department'],
    location: v.location ?? '',
    workState: v.workState as OfferInput['workState'],
    joiningDate: v.joiningDate?.format('YYYY-MM-DD') ?? '',
    expiresOn: v.expiresOn?.format('YYYY-MM-DD') ?? '',
    basic: paise(v.basic),
    hra: paise(v.hra),
    special: paise(v.special),
    other: paise(v.other),
  };
}

function initialValues(offer?: OfferDetail): Partial<Values> {
  if (!offer) return { workState: 'Maharashtra', other: 0, expiresOn: dayjs().add(7, 'day') };
  return {
    ...offer,
    candidatePhone: offer.candidatePhone ?? '',
    joiningDate: dayjs(offer.joiningDate),
    expiresOn: dayjs(offer.expiresOn),
    basic: offer.breakup.basic / 100,
    hra: offer.breakup.hra / 100,
    special: offer.breakup.special / 100,
    other: offer.breakup.other / 100,
  };
}

/**
 * A candidate's offer: the job, the dates and the monthly salary components; the CTC break-up
 * follows as you type. `onSubmit` gets the checked input (contract offerInput); the server's
 * field messages are shown on the fields.
 */
export function OfferForm({
  offer,
  onSubmit,
  onPreview,
  submitLabel = 'Save draft',
}: {
  offer?: OfferDetail;
  /** `version`: the offer's version the save goes on (the other person's, after a merge). */
  onSubmit: (input: OfferInput, version?: number) => Promise<unknown>;
  onPreview?: (input: OfferInput) => void;
  submitLabel?: string;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !busy);
  // A stale save: the merge of what the form loaded, what I typed and the offer as now saved.
  const conflicts = useFieldMerge<Partial<Values>, OfferDetail>();
  const merge = conflicts.merge;
  const amounts = Form.useWatch([], form) as Values | undefined;
  const breakup = ctcBreakup({
    basic: shownPaise('basic', amounts?.basic),
    hra: shownPaise('hra', amounts?.hra),
    special: shownPaise('special', amounts?.special),
    other: shownPaise('other', amounts?.other),
  });

  const checked = (): OfferInput | null => {
    const input = toOfferInput(form.getFieldsValue(true));
    const result = offerInput.safeParse(input);
    if (!result.success) {
      showIssues(form, result.error.issues);
      return null;
    }
    return input;
  };

  const submit = async () => {
    setFailure(null);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const input = checked();
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input, (merge?.current ?? offer)?.version);
      setDirty(false);
      conflicts.close();
    } catch (error) {
      if (isApiErrorBody(error) && error.code === 'CONFLICT' && (await mergeWithCurrent())) return;
      setFailure(showFailure(form, error));
    } finally {
      setBusy(false);
    }
  };

  /** After a stale save: true when someone else saved the offer meanwhile and the form holds the merge. */
  const mergeWithCurrent = async (): Promise<boolean> => {
    if (!offer) return false;
    const merged = await conflicts.mergeWithServer(offer, formFields(form.getFieldsValue(true)), {
      fetch: () => fetchOffer(offer.id),
      version: (saved) => saved.version,
      values: (saved) => formFields(initialValues(saved)),
    });
    if (merged) form.setFieldsValue(merged);
    return merged !== null;
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    form.setFieldsValue(conflicts.settle(formFields(form.getFieldsValue(true)), choices));
    void submit();
  };

  const required = (message: string) => [{ required: true, message }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(offer)}
      onFinish={() => void submit()}
      onValuesChange={() => setDirty(true)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="candidateName"
            label={LABELS.candidateName}
            rules={required('Enter the candidate’s name.')}
          >
            <Input count={{ show: true, max: 120 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="candidateEmail"
            label={LABELS.candidateEmail}
            rules={required('Enter the candidate’s e-mail.')}
          >
            <Input type="email" count={{ show: true, max: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="candidatePhone" label={LABELS.candidatePhone}>
            <Input placeholder="+91 98200 12345" count={{ show: true, max: 20 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="designation" label={LABELS.designation} rules={required('Enter the designation.')}>
            <Input count={{ show: true, max: 120 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="department" label={LABELS.department} rules={required('Choose a department.')}>
            <Select options={DEPARTMENTS.map((d) => ({ value: d, label: d }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="location" label={LABELS.location} rules={required('Enter the work location.')}>
            <Input count={{ show: true, max: 120 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="workState" label={LABELS.workState} rules={required('Choose a state.')}>
            <Select showSearch options={INDIAN_STATES.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="joiningDate"
            label={LABELS.joiningDate}
            rules={required('Choose the joining date.')}
          >
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="expiresOn"
            label={LABELS.expiresOn}
            rules={required('Choose the last date to accept.')}
          >
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {(['basic', 'hra', 'special', 'other'] as const).map((name) => (
          <Col xs={12} md={6} key={name}>
            <Form.Item
              name={name}
              label={LABELS[name]}
              required={name === 'basic'}
              rules={[AMOUNT_RULES[name]]}
            >
              {/* No min/max/precision: they would clamp or round what was typed; the rule says why instead. */}
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <DataTable
        size="small"
        rowKey="label"
        label="CTC break-up"
        dataSource={ctcRows(breakup)}
        columns={[
          { key: 'label', title: 'Component', render: (r) => r.label },
          { key: 'm', title: 'Monthly', align: 'end', render: (r) => inr(r.monthly) },
          { key: 'a', title: 'Annual', align: 'end', render: (r) => inr(r.annual) },
        ]}
      />
      {failure && (
        <p role="alert" style={{ color: '#cf1322' }}>
          {failure}
        </p>
      )}
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onPreview && (
          <Button
            onClick={() => {
              const input = checked();
              if (input) onPreview(input);
            }}
          >
            Preview letter
          </Button>
        )}
      </Space>
      {merge && (
        <ConflictPanel
          thing="offer"
          conflict={merge.result}
          labelOf={(field) => LABELS[field as keyof Values] ?? field}
          saving={busy}
          onSave={saveMerged}
          onTakeTheirs={() => {
            form.setFieldsValue(initialValues(merge.current));
            setDirty(false);
            conflicts.close();
          }}
        />
      )}
    </Form>
  );
}
