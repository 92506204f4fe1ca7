import { fetchSalary, isApiErrorBody, saveSalary } from '@managewell/api';
import { monthlyRupeesRule, type SalaryRow } from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  showSaveFailure,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { numberRule } from '@managewell/ui/number-rule';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';

const LABELS: Record<string, string> = {
  basic: 'Basic (₹ a month)',
  hra: 'HRA (₹ a month)',
  special: 'Special allowance (₹ a month)',
  other: 'Other earnings (₹ a month)',
  effectiveFrom: 'Effective from',
};

const rupees = (paise: number | undefined) => (paise ?? 0) / 100;

/** A salary row as the form holds it (rupees on screen). */
const valuesOf = (row: SalaryRow): StructureValues => {
  const s = row.structure;
  return {
    basic: rupees(s?.basic),
    hra: rupees(s?.hra),
    special: rupees(s?.special),
    other: rupees(s?.other),
    effectiveFrom: s?.effectiveFrom ?? new Date().toISOString().slice(0, 10),
  };
};

export function StructureModal({ row, onClose }: { row: SalaryRow; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<StructureValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Cancel closes the dialog (and so the guard) without asking; leaving the page with edits asks.
  useUnsavedChangesGuard(dirty && !saving);
  // A stale save: the merge of what the dialog loaded, what I typed and the structure as now saved.
  const conflicts = useFieldMerge<StructureValues, SalaryRow>();
  const merge = conflicts.merge;

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
        // After a merge the save goes on top of the other person's version.
        version: (merge?.current ?? row).structure?.version ?? 0,
      });
      setDirty(false);
      onClose(true);
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === 'CONFLICT' && (await mergeWithCurrent(values))) return;
      setFormError(showSaveFailure(form, failure, ['basic', 'hra', 'special', 'other', 'effectiveFrom']));
    } finally {
      setSaving(false);
    }
  };

  /** After a stale save: true when someone else saved the structure meanwhile and the form holds the merge. */
  const mergeWithCurrent = async (mine: StructureValues): Promise<boolean> => {
    const merged = await conflicts.mergeWithServer(row, mine, {
      fetch: () => fetchSalary(row.employeeId),
      version: (salary) => salary.structure?.version,
      values: valuesOf,
    });
    if (merged) form.setFieldsValue(merged);
    return merged !== null;
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const values = conflicts.settle(form.getFieldsValue(), choices);
    form.setFieldsValue(values);
    void save(values);
  };

  const money = (name: keyof StructureValues, label: string, required = false) => (
    <Form.Item
      name={name}
      label={`${label} (₹ a month)`}
      required={required}
      rules={[
        numberRule(monthlyRupeesRule(label.toLowerCase(), { positive: required }), { optional: !required }),
      ]}
    >
      {/* No min/max: they would clamp what was typed; the rule says why instead. */}
      <InputNumber step={100} style={{ width: '100%' }} />
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
        initialValues={valuesOf(row)}
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
        {merge && (
          <ConflictPanel
            thing="salary structure"
            conflict={merge.result}
            labelOf={(field) => LABELS[field] ?? field}
            saving={saving}
            onSave={saveMerged}
            onTakeTheirs={() => {
              form.setFieldsValue(valuesOf(merge.current));
              setDirty(false);
              onClose(true);
            }}
          />
        )}
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
