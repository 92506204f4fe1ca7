import {
  createCatalogueItem,
  fieldErrorsOf,
  listCatalogue,
  messageOf,
  updateCatalogueItem,
} from '@managewell/api';
import {
  type CatalogueItem,
  catalogueListQuery,
  QUANTITY_BASES,
  QUOTATION_UNITS,
  UNIT_LABEL,
} from '@managewell/api/contract';
import { formatInr, GST_RATES_BPS } from '@managewell/api/money';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from './listState';
import { parseParams, toPaise, toRupees } from './shared';

const KEYS = Object.keys(catalogueListQuery.shape);
const BASIS_LABEL: Record<(typeof QUANTITY_BASES)[number], string> = {
  fixed: 'Fixed',
  area: 'Water area (m²)',
  surface: 'Lining area (m²)',
  volume: 'Volume (m³)',
  perimeter: 'Perimeter (m)',
};

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

/** /app/quotation/catalogue: the price list the quotation team keeps. */
export function CataloguePage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseParams(catalogueListQuery, params, KEYS), [params]);
  const { data, error, loading, reload } = useRemoteData(() => listCatalogue(query), JSON.stringify(query));
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const set = (changes: Record<string, string | number | undefined>, keepPage = false) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!keepPage) next.delete('page');
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      return next;
    });

  const open = (item: CatalogueItem | 'new') => {
    setEditing(item);
    form.resetFields();
    form.setFieldsValue(
      item === 'new'
        ? { unit: 'nos', gst_rate_bps: 1800, quantity_basis: 'fixed', active: true, description: '' }
        : { ...item, rate: toRupees(item.rate_paise) },
    );
  };
  const submit = async (values: FormValues) => {
    setSaving(true);
    const { rate, ...rest } = values;
    const body = { ...rest, rate_paise: toPaise(rate), gst_rate_bps: values.gst_rate_bps as 1800 };
    try {
      if (editing === 'new') await createCatalogueItem(body);
      else if (editing) await updateCatalogueItem(editing.id, { ...body, version: editing.version });
      message.success('Catalogue item saved.');
      setEditing(null);
      reload();
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

  if (error) return <ErrorState error={error} onRetry={reload} />;
  return (
    <>
      <PageHeader
        title="Price catalogue"
        extra={
          <Button type="primary" onClick={() => open('new')}>
            Add item
          </Button>
        }
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label="Search the catalogue"
            placeholder="Name, code or HSN/SAC"
            allowClear
            defaultValue={query.q}
            onSearch={(q) => set({ q })}
            style={{ width: 280 }}
          />
          <Select
            aria-label="Active"
            style={{ width: 160 }}
            allowClear
            placeholder="Active and withdrawn"
            value={query.active}
            onChange={(active) => set({ active })}
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Withdrawn' },
            ]}
          />
        </Space>
        <DataTable<CatalogueItem>
          label="Price catalogue"
          rowKey="id"
          loading={loading}
          dataSource={data?.items ?? []}
          emptyText={<EmptyState description="No catalogue item matches." />}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }, true),
          }}
          columns={[
            { key: 'code', title: 'Code', render: (c) => c.code },
            {
              key: 'name',
              title: 'Item',
              render: (c) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => open(c)}>
                  {c.name}
                </Button>
              ),
            },
            { key: 'hsn', title: 'HSN/SAC', responsive: 'md', render: (c) => c.hsn_sac },
            {
              key: 'rate',
              title: 'Rate',
              align: 'end',
              render: (c) => `${formatInr(c.rate_paise)} / ${UNIT_LABEL[c.unit]}`,
            },
            { key: 'gst', title: 'GST', render: (c) => `${c.gst_rate_bps / 100} %` },
            {
              key: 'basis',
              title: 'Quantity from',
              responsive: 'lg',
              render: (c) => BASIS_LABEL[c.quantity_basis],
            },
            {
              key: 'active',
              title: 'Status',
              render: (c) => (c.active ? <Tag color="green">Active</Tag> : <Tag>Withdrawn</Tag>),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add a catalogue item' : 'Edit the catalogue item'}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText="Save"
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="code" label="Code" rules={[{ required: true, message: 'Enter a code.' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter the item name.' }]}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea maxLength={1000} rows={2} />
          </Form.Item>
          <Form.Item
            name="hsn_sac"
            label="HSN/SAC"
            rules={[{ required: true, pattern: /^\d{4,8}$/, message: 'An HSN/SAC code has 4 to 8 digits.' }]}
          >
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="rate" label="Rate (₹)" rules={[{ required: true, message: 'Enter the rate.' }]}>
              <InputNumber min={0} precision={2} style={{ width: 160 }} />
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
    </>
  );
}
