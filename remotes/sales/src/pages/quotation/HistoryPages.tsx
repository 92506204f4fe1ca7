import { fetchQuotationVersion, fetchQuotationWorkspace } from '@managewell/api';
import { whatsappLink } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { diffVersions } from '@managewell/api/quotation';
import { EmptyState, ErrorState, PageHeader, PageSpinner, useRemoteData, useToast } from '@managewell/ui';
import { ChangeRequestAlert } from '@managewell/ui/change-request-alert';
import { DataTable } from '@managewell/ui/data-table';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { leadMissing } from '../shared/paths';
import { ContentView } from './ContentView';
import { formatDateTime, PdfButton, StatusTag, salesPaths } from './shared';

/** The customer's link of a sent version as a full address, to paste anywhere. */
const customerUrl = (link: string) => new URL(link, window.location.origin).toString();

/** /app/sales/quotation-history/:lead_id: every version, newest first, who and why; sent ones can be shared. */
export function QuotationHistoryPage() {
  const leadId = Number(useParams().lead_id);
  const { data, error, reload } = useRemoteData(() => fetchQuotationWorkspace(leadId), `h${leadId}`);
  const toast = useToast();
  if (error)
    return (
      <ErrorState
        error={error}
        onRetry={reload}
        {...leadMissing(salesPaths.final, 'Back to the quotations')}
      />
    );
  if (!data) return <PageSpinner />;
  const q = data.quotation;
  if (!q) return <EmptyState description="This lead has no quotation yet." />;
  const customer = data.lead.customer;
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(customerUrl(link));
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied: open the version and copy it from the address bar.');
    }
  };
  return (
    <>
      <PageHeader title={`Quotation history · ${q.number}`} />
      <ChangeRequestAlert quotation={q} />
      <Card extra={<StatusTag status={q.status} />} title={data.lead.customer.name}>
        <List
          dataSource={q.versions}
          locale={{ emptyText: 'No version yet: the quotation team has not costed it.' }}
          renderItem={(v) => (
            <List.Item
              actions={[
                <Link key="view" to={salesPaths.version(leadId, v.no)}>
                  View
                </Link>,
                ...(v.link
                  ? [
                      <Button
                        key="copy"
                        type="link"
                        size="small"
                        aria-label={`Copy the customer's link to version ${v.no}`}
                        onClick={() => void copy(v.link!)}
                      >
                        Copy link
                      </Button>,
                      <a
                        key="whatsapp"
                        href={whatsappLink(
                          customer.mobile,
                          `Hello ${customer.name}, your quotation ${q.number} is ready: ${customerUrl(v.link)}`,
                        )}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`Share version ${v.no} on WhatsApp`}
                      >
                        WhatsApp
                      </a>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {`Version ${v.no}`}
                    {v.superseded && <Tag>Superseded</Tag>}
                    {v.sent_at && <Tag color="geekblue">Sent</Tag>}
                    {v.accepted_at && <Tag color="green">Accepted</Tag>}
                    {formatInr(v.total_paise)}
                  </Space>
                }
                description={`${v.reason} · ${v.created_by?.username ?? 'someone'} · ${formatDateTime(v.created_at)}${
                  v.sent_at
                    ? ` · sent to ${v.sent_to} by ${v.sent_by?.username ?? '—'} on ${formatDateTime(v.sent_at)}`
                    : ''
                }${v.accepted_at ? ` · accepted by ${v.accepted_name} on ${formatDateTime(v.accepted_at)}` : ''}`}
              />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}

const TOTAL_LABEL: Record<string, string> = {
  gross_paise: 'Before discount',
  discount_paise: 'Discount',
  taxable_paise: 'Taxable value',
  tax_paise: 'GST',
  round_off_paise: 'Round off',
  grand_total_paise: 'Total',
};

/** /app/sales/quotation-history/view/:lead_id?v=N: one version exactly as stored, and what changed from the one before. */
export function QuotationVersionPage() {
  const leadId = Number(useParams().lead_id);
  const [params] = useSearchParams();
  const workspace = useRemoteData(() => fetchQuotationWorkspace(leadId), `v${leadId}`);
  const no = Number(params.get('v')) || workspace.data?.quotation?.versions[0]?.no || 0;
  const view = useRemoteData(
    () => (no > 0 ? fetchQuotationVersion(leadId, no) : Promise.resolve(null)),
    `v${leadId}-${no}`,
  );
  const error = workspace.error ?? view.error;
  if (error)
    return (
      <ErrorState
        error={error}
        onRetry={view.reload}
        {...leadMissing(salesPaths.final, 'Back to the quotations')}
      />
    );
  if (!workspace.data || view.loading) return <PageSpinner />;
  if (!view.data) return <EmptyState description="This quotation has no version yet." />;
  const { content, previous, version, quotation } = view.data;
  const diff = diffVersions(previous, content);
  return (
    <>
      <PageHeader
        title={`${quotation.number} · version ${version.no}`}
        extra={
          <Space>
            <Link to={salesPaths.history(leadId)}>All versions</Link>
            <PdfButton leadId={leadId} no={version.no} number={quotation.number} />
          </Space>
        }
      />
      <Card size="small" title={`${version.reason} · ${formatDateTime(version.created_at)}`}>
        <ContentView content={content} />
        {content.terms && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            Valid until {content.terms.valid_until}; schedule{' '}
            {content.terms.milestones.map((m) => `${m.label} ${m.percent} %`).join(', ')}.
          </Typography.Paragraph>
        )}
      </Card>
      <Card
        size="small"
        title={previous ? `Changes from version ${version.no - 1}` : 'First version'}
        style={{ marginTop: 16 }}
      >
        {diff.unchanged ? (
          <Typography.Text>Nothing changed.</Typography.Text>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {diff.added.map((l) => (
              <Typography.Text
                key={`a${l.key}`}
                type="success"
              >{`+ ${l.description} (${l.quantity} × ${formatInr(l.rate_paise)})`}</Typography.Text>
            ))}
            {diff.removed.map((l) => (
              <Typography.Text
                key={`r${l.key}`}
                type="danger"
                delete
              >{`${l.description} (${l.quantity} × ${formatInr(l.rate_paise)})`}</Typography.Text>
            ))}
            {diff.changed.map((c) => (
              <Typography.Text key={`c${c.key}`}>
                {`~ ${c.after.description}: ${c.fields.map((f) => `${f.field.replace(/_/g, ' ')} ${String(f.from)} → ${String(f.to)}`).join(', ')}`}
              </Typography.Text>
            ))}
            {diff.termsChanged && <Typography.Text>Terms changed.</Typography.Text>}
            {diff.totals.length > 0 && (
              <DataTable
                size="small"
                rowKey="field"
                dataSource={diff.totals}
                columns={[
                  { key: 'f', title: '', render: (t) => TOTAL_LABEL[t.field] ?? t.field },
                  { key: 'b', title: 'Before', align: 'end', render: (t) => formatInr(t.from) },
                  { key: 'a', title: 'After', align: 'end', render: (t) => formatInr(t.to) },
                ]}
              />
            )}
          </Space>
        )}
      </Card>
    </>
  );
}
