import { fetchChecklist, fetchCompanyName, fetchSalesLead } from '@managewell/api';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { formatDate, formatMobile, fullName, optionLabel, StageTag } from '../shared/display';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useLeadId } from '../shared/useLeadId';

/** /app/sales/checklist/:lead_id/view — a clean, printable handover summary. */
export function ChecklistViewPage() {
  const id = useLeadId();
  const { data, error, reload } = useRemoteData(async () => {
    if (!id) throw new Error('There is no such lead.');
    // The signature line still prints when the site settings cannot be read.
    const [detail, items, company] = await Promise.all([
      fetchSalesLead(id),
      fetchChecklist(id),
      fetchCompanyName().catch(() => null),
    ]);
    return { detail, items, company };
  }, String(id));
  if (error !== undefined && !data)
    return (
      <ErrorState
        title="The checklist could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.checklists, 'Back to the checklists')}
      />
    );
  if (!data) return <PageSpinner />;
  const { detail, items, company } = data;
  const { lead, sales, requirement } = detail;
  const done = items.filter((i) => i.done).length;

  return (
    <div className="mw-print-area">
      <style>{`@media print { .mw-no-print { display: none !important; } aside, header, nav { display: none !important; } .mw-print-area { margin: 0; } }`}</style>
      <PageHeader
        title={`Handover checklist: ${fullName(lead)}`}
        crumbs={[
          { title: 'Checklist', to: paths.checklists },
          { title: fullName(lead), to: paths.checklist(lead.id) },
        ]}
        subtitle={<StageTag stage={sales.stage} />}
        extra={
          <Space className="mw-no-print">
            <LinkButton to={paths.checklist(lead.id)}>Edit</LinkButton>
            <Button type="primary" onClick={() => window.print()}>
              Print
            </Button>
          </Space>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'c', label: 'Customer', children: fullName(lead) },
            { key: 'm', label: 'Mobile', children: formatMobile(lead.mobile, lead.mobile_code) },
            {
              key: 's',
              label: 'Site',
              children: requirement ? `${requirement.site_address}, ${requirement.site_state}` : '—',
            },
            {
              key: 'p',
              label: 'Pool',
              children: requirement
                ? `${optionLabel(requirement.project_type)}, ${requirement.length_m} × ${requirement.width_m} m, ${requirement.metrics.volumeLitres.toLocaleString('en-IN')} L`
                : '—',
            },
            { key: 'o', label: 'Sales owner', children: sales.owner?.name ?? '—' },
            { key: 'd', label: 'Progress', children: `${done} of ${items.length} items done` },
          ]}
        />
      </Card>
      <DataTable
        label="Checklist items"
        rowKey="key"
        size="small"
        dataSource={items}
        emptyText="The checklist starts when the customer accepts the quotation."
        columns={[
          { key: 'n', title: '#', width: 40, render: (_, i) => i + 1 },
          { key: 'l', title: 'Item', render: (item) => item.label },
          {
            key: 'd',
            title: 'Status',
            width: 90,
            render: (item) => (item.done ? <Tag color="green">Done</Tag> : <Tag>Open</Tag>),
          },
          {
            key: 'on',
            title: 'Date',
            width: 120,
            render: (item) => (item.done_on ? formatDate(`${item.done_on}T06:30:00Z`) : '—'),
          },
          { key: 'by', title: 'By', width: 100, render: (item) => item.done_by?.name ?? '—' },
          { key: 'note', title: 'Note', render: (item) => item.note ?? '' },
          { key: 'ph', title: 'Photo', width: 70, render: (item) => (item.photo ? 'Yes' : '—') },
        ]}
      />
      <div style={{ marginTop: 48, display: 'flex', justifyContent: 'space-between', gap: 32 }}>
        <div>
          ____________________________
          <br />
          Customer's signature
        </div>
        <div>
          ____________________________
          <br />
          <span>{company ? `For ${company}` : 'Authorised signatory'}</span>
        </div>
      </div>
    </div>
  );
}
