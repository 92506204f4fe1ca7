import { listCatalogue } from '@managewell/api';
import { type CatalogueItem, UNIT_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel } from '@managewell/ui/light';
import { Button, Input, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BASIS_LABEL } from './catalogueLabels';
import { PAGE_SIZES, readCatalogueQuery } from './listState';

const CatalogueEditor = lazy(() => import('./CatalogueEditor').then((m) => ({ default: m.CatalogueEditor })));

/** /app/quotation/catalogue: the price list the quotation team keeps. */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCatalogueQuery(params), [params]);
  const { data, error, loading, reload } = useRemoteData(() => listCatalogue(query), JSON.stringify(query));
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
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

  const open = (item: CatalogueItem | 'new') => setEditing(item);

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
      <Panel>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
          <Input.Search
            aria-label="Search the catalogue"
            placeholder="Name, code or HSN/SAC"
            allowClear
            defaultValue={query.q}
            onSearch={(q) => set({ q })}
            style={{ width: 280 }}
          />
          <LazySelect
            aria-label="Active"
            style={{ width: 160 }}
            allowClear
            placeholder="Active and withdrawn"
            value={query.active}
            onChange={(active) => set({ active: active ?? undefined })}
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Withdrawn' },
            ]}
          />
        </div>
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
      </Panel>
      {editing !== null && (
        <Suspense fallback={null}>
          <CatalogueEditor
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
