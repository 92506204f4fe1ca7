import { CATALOGUE_EXPORT_URL, listCatalogue } from '@managewell/api';
import { CATALOGUE_LIST_FIELDS, type CatalogueItem, UNIT_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { BASIS_LABEL } from './catalogueLabels';

const CatalogueEditor = lazy(() => import('./CatalogueEditor').then((m) => ({ default: m.CatalogueEditor })));

/** /app/quotation/catalogue: the price list the quotation team keeps. */
export function CataloguePage() {
  const list = useListQuery(CATALOGUE_LIST_FIELDS, { filters: ['q', 'active'] });
  const { query, set } = list;
  const remote = useRemoteData(() => listCatalogue(query), JSON.stringify(query));
  const { reload } = remote;
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);

  const open = (item: CatalogueItem | 'new') => setEditing(item);

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
      <ListFrame
        list={list}
        remote={remote}
        actions={<ExportButton url={CATALOGUE_EXPORT_URL} query={query} />}
        errorTitle="The catalogue could not be loaded"
        noun="catalogue items"
        filters={
          <>
            <ListSearch list={list} id="catalogue-search" placeholder="Name, code or HSN/SAC" />
            <ListFilter id="catalogue-active" label="Status">
              <LazySelect
                id="catalogue-active"
                style={{ width: '100%' }}
                allowClear
                placeholder="Active and withdrawn"
                value={query.active}
                onChange={(active?: string) => set({ active })}
                options={[
                  { value: 'true', label: 'Active' },
                  { value: 'false', label: 'Withdrawn' },
                ]}
              />
            </ListFilter>
          </>
        }
        table={{
          label: 'Price catalogue',
          rowKey: 'id',
          columns: [
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
          ],
        }}
      />
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
