import { hrApi } from '@managewell/api';
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  employeeFieldsSchema,
  INDIAN_STATES,
  NOTICE_DAYS_RULE,
} from '@managewell/api/contract';
import { schemaRule, useRemoteData } from '@managewell/ui';
import { LazyDatePicker, LazySelect } from '@managewell/ui/lazy-fields';
import { numberRule } from '@managewell/ui/number-rule';
import { Col, Form, Input, type InputProps, Row } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The fields HR fills for a person (create and edit share them). Selects and date pickers load
 * antd's own when reached for (the create page may add at most 60 KB to HR's first page, see docs/decisions/0011-load-on-first-use.md); they are
 * told `disabled` themselves, as the form's own setting reaches only antd's fields.
 */
export function EmployeeFields({ selfId, disabled }: { selfId?: number; disabled?: boolean }) {
  const directory = useRemoteData(() => hrApi.directory(), 'directory');
  const col = { xs: 24, md: 12, xl: 8 };
  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item
          name="fullName"
          label="Full name"
          rules={[{ required: true, message: 'Enter the full name.' }]}
        >
          <Input count={{ show: true, max: 120 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, message: 'Enter the e-mail address.' }]}
        >
          <Input count={{ show: true, max: 200 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="phone"
          label="Mobile"
          rules={[
            { required: true, message: 'Enter the mobile number.' },
            schemaRule(employeeFieldsSchema.shape.phone),
          ]}
          extra="+91 and 10 digits"
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="department"
          label="Department"
          rules={[{ required: true, message: 'Choose a department.' }]}
        >
          <LazySelect
            aria-label="Department"
            disabled={disabled}
            options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="designation"
          label="Designation"
          rules={[{ required: true, message: 'Enter the designation.' }]}
        >
          <Input count={{ show: true, max: 120 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="managerId" label="Manager">
          <LazySelect
            aria-label="Manager"
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={disabled}
            loading={directory.loading}
            options={
              directory.data
                ?.filter((p) => p.id !== selfId && p.status !== 'exited')
                .map((p) => ({ value: p.id, label: `${p.fullName} (${p.code})` })) ?? []
            }
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="dateOfJoining"
          label="Date of joining"
          rules={[{ required: true, message: 'Choose the date of joining.' }]}
        >
          <LazyDatePicker style={{ width: '100%' }} format="D MMM YYYY" disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="dateOfBirth" label="Date of birth">
          <LazyDatePicker style={{ width: '100%' }} format="D MMM YYYY" disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="employmentType"
          label="Employment type"
          rules={[{ required: true, message: 'Choose one.' }]}
        >
          <LazySelect
            aria-label="Employment type"
            disabled={disabled}
            options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="workLocation"
          label="Work location"
          rules={[{ required: true, message: 'Enter the work location.' }]}
        >
          <Input count={{ show: true, max: 120 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="workState"
          label="Work state"
          rules={[{ required: true, message: 'Choose a state.' }]}
        >
          <LazySelect
            aria-label="Work state"
            showSearch
            disabled={disabled}
            options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="noticeDays" label="Notice period (days)" rules={[numberRule(NOTICE_DAYS_RULE)]}>
          <DaysInput />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="pan" label="PAN">
          <Input count={{ show: true, max: 10 }} placeholder="ABCDE1234F" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="aadhaarLast4"
          label="Aadhaar, last 4 digits"
          extra="Only the last four digits are kept."
        >
          <Input count={{ show: true, max: 4 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="bankAccount" label="Bank account">
          <Input count={{ show: true, max: 18 }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="ifsc" label="IFSC">
          <Input count={{ show: true, max: 11 }} placeholder="HDFC0001234" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="uan" label="UAN (EPFO)">
          <Input count={{ show: true, max: 12 }} inputMode="numeric" placeholder="100123456789" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="esicNumber" label="ESIC number">
          <Input count={{ show: true, max: 10 }} inputMode="numeric" placeholder="3112345678" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * Days typed as text, kept as a number (antd's InputNumber is ~7 KB for this one field). What is
 * typed is never cut or clamped: a value outside the rule gets the contract's message on the field.
 */
function DaysInput({
  value,
  onChange,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & {
  value?: number | null;
  onChange?: (days: number | null) => void;
}) {
  const [text, setText] = useState(value == null ? '' : String(value));
  const typed = text.trim() === '' ? null : Number(text);
  // A value set from outside (a reset, a loaded employee) replaces the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the form's value only
  useEffect(() => {
    if (!Object.is(typed, value ?? null)) setText(value == null ? '' : String(value));
  }, [value]);
  const set = (next: string) => {
    setText(next);
    onChange?.(next.trim() === '' ? null : Number(next));
  };
  return (
    <Input
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => set(event.target.value)}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
        if (!step || typed === null || !Number.isFinite(typed)) return;
        event.preventDefault();
        set(String(typed + step));
      }}
    />
  );
}

/** antd form values → the contract's shape (dates as yyyy-mm-dd). */
// biome-ignore lint/suspicious/noExplicitAny: antd form values
export function toPayload(v: Record<string, any>) {
  const day = (d: { format: (f: string) => string } | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);
  return {
    ...v,
    managerId: v.managerId ?? null,
    dateOfJoining: day(v.dateOfJoining) ?? '',
    dateOfBirth: day(v.dateOfBirth) ?? null,
    noticeDays: v.noticeDays ?? 30,
  };
}
