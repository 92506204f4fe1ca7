import { createCatalogueItem, fieldErrorsOf, messageOf, updateCatalogueItem } from '@managewell/api';
import {
  type CatalogueItem,
  QUANTITY_BASES,
  QUOTATION_UNITS,
  RATE_RUPEES_RULE,
  UNIT_LABEL,
} from '@managewell/api/contract';
import { GST_RATES_BPS } from '@managewell/api/money';
import { useAntApp } from '@managewell/ui';
import { numberRule } from '@managewell/ui/number-rule';
import { Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { BASIS_LABEL } from './catalogueLabels';
import { toPaise, toRupees } from './shared';

// The catalogue item's dialog (Modal, Form, Input, InputNumber, Select, Switch) loads when it is
// opened, not with the list (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md).

interface FormValues {
  code: string;
  name: string;
  description: string;
  hsn_sac: string;
  unit: CatalogueItem['unit'];
  rate: number;
  gst_rate_bps: number;
  quantity_basis: CatalogueItem['quantity_basis'];
  active: boolean;
}

/** Adds (`'new'`) or edits a catalogue item; `onSaved` after the server took it. */
export function CatalogueEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing: CatalogueItem | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = useAntApp();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const initialValues: Partial<FormValues> =
    editing === 'new'
      ? { unit: 'nos', gst_rate_bps: 1800, quantity_basis: 'fixed', active: true, description: '' }
      : { ...editing, rate: toRupees(editing.rate_paise) };
  const submit = async (values: FormValues) => {
    setSaving(true);
    const { rate, ...rest } = values;
    const body = { ...rest, rate_paise: toPaise(rate), gst_rate_bps: values.gst_rate_bps as 1800 };
    try {
      if (editing === 'new') await createCatalogueItem(body);
      else if (editing) await updateCatalogueItem(editing.id, { ...body, version: editing.version });
      message.success('Catalogue item saved.');
      onSaved();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const named = Object.entries(fields).map(([name, msg]) => ({
        name: name === 'rate_paise' ? 'rate' : name,
        errors: [msg],
      }));
      if (named.length > 0) form.setFields(named as never);
      else message.error(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing === 'new' ? 'Add a catalogue item' : 'Edit the catalogue item'}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
        <Form.Item name="code" label="Code" rules={[{ required: true, message: 'Enter a code.' }]}>
          <Input count={{ show: true, max: 30 }} />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter the item name.' }]}>
          <Input count={{ show: true, max: 150 }} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea count={{ show: true, max: 1000 }} rows={2} />
        </Form.Item>
        <Form.Item
          name="hsn_sac"
          label="HSN/SAC"
          rules={[{ required: true, pattern: /^\d{4,8}$/, message: 'An HSN/SAC code has 4 to 8 digits.' }]}
        >
          <Input inputMode="numeric" count={{ show: true, max: 8 }} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="rate" label="Rate (₹)" rules={[numberRule(RATE_RUPEES_RULE)]}>
            <InputNumber style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="unit" label="Unit">
            <Select
              style={{ width: 100 }}
              options={QUOTATION_UNITS.map((u) => ({ value: u, label: UNIT_LABEL[u] }))}
            />
          </Form.Item>
          <Form.Item name="gst_rate_bps" label="GST">
            <Select
              style={{ width: 100 }}
              options={GST_RATES_BPS.map((r) => ({ value: r, label: `${r / 100} %` }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="quantity_basis" label="Quantity from the pool">
          <Select options={QUANTITY_BASES.map((b) => ({ value: b, label: BASIS_LABEL[b] }))} />
        </Form.Item>
        <Form.Item name="active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
