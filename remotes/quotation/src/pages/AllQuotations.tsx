import { listQuotations, QUOTATIONS_EXPORT_URL } from '@managewell/api';
import {
  QUOTATION_LIST_FIELDS,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { ExportButton, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Select } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, paths, QuotationStatusTag } from './shared';

const COLUMNS: DataColumn<QuotationListItem>[] = [
  {
    key: 'number',
    title: 'Number',
    sortable: true,
    render: (q) => <Link to={paths.build(q.lead_id)}>{q.number}</Link>,
  },
  { key: 'customer', title: 'Customer', sortable: true, render: (q) => q.customer },
  { key: 'status', title: 'Status', render: (q) => <QuotationStatusTag status={q.status} /> },
  { key: 'total', title: 'Value', align: 'end', sortable: true, render: (q) => formatInr(q.total_paise) },
  { key: 'owner', title: 'Owner', responsive: 'lg', render: (q) => q.owner?.username ?? '—' },
  {
    key: 'updated_at',
    title: 'Updated',
    sortable: true,
    responsive: 'md',
    render: (q) => formatDate(q.updated_at),
  },
];

/** The "All quotations" tab of /app/quotation/view: search, status and owner filters, sorting. */
export function AllQuotations() {
  const list = useListQuery(QUOTATION_LIST_FIELDS, { filters: ['q', 'status', 'mine'] });
  const { query, set } = list;
  const remote = useRemoteData(() => listQuotations(query), JSON.stringify(query));
  return (
    <ListFrame
      actions={<ExportButton url={QUOTATIONS_EXPORT_URL} query={query} />}
      bare
      list={list}
      remote={remote}
      errorTitle="The quotations could not be loaded"
      noun="quotations"
      filters={
        <>
          <ListSearch list={list} id="quotations-search" placeholder="Number or customer" />
          <ListFilter id="quotations-status" label="Status">
            <Select
              id="quotations-status"
              allowClear
              placeholder="Any status"
              style={{ width: '100%' }}
              value={query.status}
              onChange={(status) => set({ status })}
              options={QUOTATION_STATUSES.map((s) => ({ value: s, label: QUOTATION_STATUS_LABEL[s] }))}
            />
          </ListFilter>
          <ListFilter id="quotations-owner" label="Owner">
            <Select
              id="quotations-owner"
              style={{ width: '100%' }}
              value={query.mine ?? 'false'}
              onChange={(mine) => set({ mine: mine === 'true' ? 'true' : undefined })}
              options={[
                { value: 'false', label: 'Everyone’s' },
                { value: 'true', label: 'Mine' },
              ]}
            />
          </ListFilter>
        </>
      }
      table={{ label: 'All quotations', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
