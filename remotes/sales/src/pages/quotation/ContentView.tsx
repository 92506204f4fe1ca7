import { type QuotationContent, UNIT_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { DataTable } from '@managewell/ui/data-table';
import { Alert, Descriptions } from 'antd';

/** What the discount covers, so nobody has to guess whether extra payments got it. */
function discountLabel(content: QuotationContent): string {
  const overall = content.overall_discount_bps;
  if (overall === 0) return 'Discount';
  const extras = content.lines.some((l) => l.origin === 'extra');
  const onExtras = content.discount_extras ?? true;
  return `Discount (${overall / 100}% overall${extras ? (onExtras ? ', extras included' : ', not on extras') : ''})`;
}

/** A version's lines and totals, exactly as stored. */
export function ContentView({ content }: { content: QuotationContent }) {
  const t = content.totals;
  const note = content.note.trim();
  return (
    <>
      {note && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="Note from the quotation team (never shown to the customer)"
          description={<span style={{ whiteSpace: 'pre-line' }}>{note}</span>}
        />
      )}
      <DataTable
        rowKey="key"
        size="small"
        dataSource={content.lines.map((l, i) => ({ ...l, amount: content.amounts[i]! }))}
        columns={[
          { key: 'd', title: 'Item', render: (l) => l.description },
          { key: 'q', title: 'Qty', render: (l) => `${l.quantity} ${UNIT_LABEL[l.unit]}` },
          { key: 'r', title: 'Rate', align: 'end', render: (l) => formatInr(l.rate_paise) },
          { key: 'g', title: 'GST', render: (l) => `${l.gst_rate_bps / 100}%` },
          {
            key: 'x',
            title: 'Discount',
            align: 'end',
            render: (l) => (l.amount.discount_paise ? formatInr(-l.amount.discount_paise) : '–'),
          },
          { key: 't', title: 'Taxable', align: 'end', render: (l) => formatInr(l.amount.taxable_paise) },
        ]}
      />
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12, maxWidth: 420 }}>
        {t.discount_paise > 0 && (
          <>
            <Descriptions.Item label="Before discount">{formatInr(t.gross_paise)}</Descriptions.Item>
            <Descriptions.Item label={discountLabel(content)}>
              {formatInr(-t.discount_paise)}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label="Taxable value">{formatInr(t.taxable_paise)}</Descriptions.Item>
        <Descriptions.Item label={content.inter_state ? 'IGST' : 'CGST + SGST'}>
          {formatInr(t.tax_paise)}
        </Descriptions.Item>
        <Descriptions.Item label="Round off">{formatInr(t.round_off_paise)}</Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong>{formatInr(t.grand_total_paise)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
