import { hrApi } from '@managewell/api';
import { DEPARTMENTS, EMPLOYMENT_TYPES, INDIAN_STATES } from '@managewell/api/contract';
import { useRemoteData } from '@managewell/ui';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';

/** The fields HR fills for a person (create and edit share them). */
export function EmployeeFields({ selfId }: { selfId?: number }) {
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
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, message: 'Enter the e-mail address.' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="phone"
          label="Mobile"
          rules={[{ required: true, message: 'Enter the mobile number.' }]}
          extra="+91 and 10 digits"
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="department"
          label="Department"
          rules={[{ required: true, message: 'Choose a department.' }]}
        >
          <Select aria-label="Department" options={DEPARTMENTS.map((d) => ({ value: d, label: d }))} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="designation"
          label="Designation"
          rules={[{ required: true, message: 'Enter the designation.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="managerId" label="Manager">
          <Select
            aria-label="Manager"
            allowClear
            showSearch
            optionFilterProp="label"
            loading={directory.loading}
            options={directory.data
              ?.filter((p) => p.id !== selfId && p.status !== 'exited')
              .map((p) => ({ value: p.id, label: `${p.fullName} (${p.code})` }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="dateOfJoining"
          label="Date of joining"
          rules={[{ required: true, message: 'Choose the date of joining.' }]}
        >
          <DatePicker style={{ width: '100%' }} format="D MMM YYYY" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="dateOfBirth" label="Date of birth">
          <DatePicker style={{ width: '100%' }} format="D MMM YYYY" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="employmentType"
          label="Employment type"
          rules={[{ required: true, message: 'Choose one.' }]}
        >
          <Select
            aria-label="Employment type"
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
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="workState"
          label="Work state"
          rules={[{ required: true, message: 'Choose a state.' }]}
        >
          <Select
            aria-label="Work state"
            showSearch
            options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="noticeDays" label="Notice period (days)">
          <InputNumber min={0} max={180} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="pan" label="PAN">
          <Input maxLength={10} placeholder="ABCDE1234F" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="aadhaarLast4"
          label="Aadhaar, last 4 digits"
          extra="Only the last four digits are kept."
        >
          <Input maxLength={4} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="bankAccount" label="Bank account">
          <Input maxLength={18} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="ifsc" label="IFSC">
          <Input maxLength={11} placeholder="HDFC0001234" />
        </Form.Item>
      </Col>
    </Row>
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
