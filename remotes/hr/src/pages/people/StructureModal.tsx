import { saveSalary } from '@managewell/api';
import type { SalaryRow } from '@managewell/api/contract';
import { showSaveFailure, useUnsavedChangesGuard } from '@managewell/ui';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';

export function StructureModal({ row, onClose }: { row: SalaryRow; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<StructureValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Cancel closes the dialog (and so the guard) without asking; leaving the page with edits asks.
  useUnsavedChangesGuard(dirty && !saving);
  const s = row.structure;
  const rupees = (paise: number | undefined) => (paise ?? 0) / 100;

  const save = async (values: StructureValues) => {
    setSaving(true);
    setFormError(null);
    try {
      await saveSalary(row.employeeId, {
        basic: Math.round(values.basic * 100),
        hra: Math.round((values.hra ?? 0) * 100),
        special: Math.round((values.special ?? 0) * 100),
        other: Math.round((values.other ?? 0) * 100),
        effectiveFrom: values.effectiveFrom,
        version: s?.version ?? 0,
      });
      setDirty(false);
      onClose(true);
    } catch (failure) {
      setFormError(showSaveFailure(form, failure, ['basic', 'hra', 'special', 'other', 'effectiveFrom']));
    } finally {
      setSaving(false);
    }
  };

  const money = (name: keyof StructureValues, label: string, required = false) => (
    <Form.Item
      name={name}
      label={`${label} (₹ a month)`}
      rules={required ? [{ required: true, message: `Please enter the ${label.toLowerCase()}.` }] : []}
    >
      <InputNumber min={0} max={10_000_000} step={100} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={`Salary structure: ${row.fullName} (${row.code})`}
      onCancel={() => onClose(false)}
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          basic: rupees(s?.basic),
          hra: rupees(s?.hra),
          special: rupees(s?.special),
          other: rupees(s?.other),
          effectiveFrom: s?.effectiveFrom ?? new Date().toISOString().slice(0, 10),
        }}
        onFinish={(v) => void save(v)}
        onValuesChange={() => setDirty(true)}
      >
        {money('basic', 'Basic', true)}
        {money('hra', 'HRA')}
        {money('special', 'Special allowance')}
        {money('other', 'Other earnings')}
        <Form.Item
          name="effectiveFrom"
          label="Effective from"
          rules={[{ required: true, message: 'Please choose a date.' }]}
        >
          <Input type="date" />
        </Form.Item>
        {formError && <Alert type="error" title={formError} />}
      </Form>
    </Modal>
  );
}

export interface StructureValues {
  basic: number;
  hra: number;
  special: number;
  other: number;
  effectiveFrom: string;
}
