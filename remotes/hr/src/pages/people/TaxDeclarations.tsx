import { listTaxDeclarations } from '@managewell/api';
import {
  currentTaxYear,
  type ListField,
  PAGE_FIELDS,
  type TaxDeclarationView,
} from '@managewell/api/contract';
import { useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Tag } from 'antd';
import { inr } from './format';
import { TdsCertificateButton } from './TdsCertificateButton';

/** The declarations' query in the URL: the tax year, the page and the search (`q`). */
const DECLARATION_FIELDS = {
  ...PAGE_FIELDS,
  year: { kind: 'text', max: 7, pattern: /^\d{4}-\d{2}$/ },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

const money = (paise: number) => (paise ? inr(paise) : '—');

const columns: DataColumn<TaxDeclarationView>[] = [
  { key: 'code', title: 'Code', render: (r) => r.code, width: 90 },
  { key: 'name', title: 'Name', render: (r) => r.fullName },
  {
    key: 'regime',
    title: 'Regime',
    render: (r) => (
      <Tag color={r.regime === 'old' ? 'purple' : 'blue'}>
        {r.regime === 'old' ? 'Old' : 'New'}
        {r.version === 0 ? ' (default)' : ''}
      </Tag>
    ),
  },
  { key: '80c', title: '80C', align: 'end', render: (r) => money(r.section80C), responsive: 'md' },
  {
    key: '80d',
    title: '80D (self + parents)',
    align: 'end',
    render: (r) =>
      r.section80D || r.section80DParents
        ? `${inr(r.section80D)} + ${inr(r.section80DParents)}${r.parentsSenior ? ' (senior)' : ''}`
        : '—',
    responsive: 'lg',
  },
  {
    key: 'nps',
    title: 'NPS 80CCD(1B)',
    align: 'end',
    render: (r) => money(r.section80CCD1B),
    responsive: 'xl',
  },
  {
    key: 'home',
    title: 'Home-loan interest',
    align: 'end',
    render: (r) => money(r.homeLoanInterest),
    responsive: 'xl',
  },
  {
    key: 'rent',
    title: 'Rent a year',
    align: 'end',
    render: (r) => (r.rentPaid ? `${inr(r.rentPaid)}${r.metroCity ? ' (metro)' : ''}` : '—'),
    responsive: 'lg',
  },
  { key: 'lta', title: 'LTA', align: 'end', render: (r) => money(r.lta), responsive: 'xl' },
  {
    key: 'previous',
    title: 'Previous employer (salary / TDS)',
    align: 'end',
    render: (r) =>
      r.previousEmployerIncome ? `${inr(r.previousEmployerIncome)} / ${inr(r.previousEmployerTds)}` : '—',
    responsive: 'xl',
  },
];

/** HR's view of every employed person's regime and declarations for a tax year. */
export function TaxDeclarations() {
  const list = useListQuery(DECLARATION_FIELDS, { filters: ['q'] });
  const { page, pageSize, q: search } = list.query;
  const thisYear = currentTaxYear();
  const taxYear = list.query.year ?? thisYear;
  const start = Number(thisYear.slice(0, 4));
  const years = [start, start - 1].map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  const remote = useRemoteData(
    () => listTaxDeclarations({ taxYear, page, pageSize, order: 'asc', search }),
    `${taxYear}|${page}|${pageSize}|${search}`,
  );
  return (
    <ListFrame
      bare
      list={list}
      remote={remote}
      errorTitle="The tax declarations could not be loaded"
      noun="employees"
      filters={
        <>
          <ListSelect
            list={list}
            field="year"
            id="declarations-year"
            label="Tax year"
            placeholder={`${thisYear} (this year)`}
            options={years.map((y) => ({ value: y, label: y }))}
          />
          <ListSearch
            list={list}
            id="declarations-search"
            label="Search employees"
            placeholder="Name or code"
          />
        </>
      }
      table={{
        label: 'Tax declarations',
        rowKey: 'employeeId',
        size: 'small',
        columns: [
          ...columns,
          {
            key: 'certificate',
            title: 'TDS certificate',
            render: (r) => <TdsCertificateButton employeeId={r.employeeId} code={r.code} taxYear={taxYear} />,
          },
        ],
      }}
    />
  );
}
