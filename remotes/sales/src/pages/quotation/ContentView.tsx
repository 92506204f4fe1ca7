import { type QuotationContent, UNIT_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { Descriptions, Table } from 'antd';

// Its own file: the quotation lists import shared.tsx without antd's Table (issue 8).
/** A version's lines and totals, exactly as stored. */
export function ContentView({ content }: { content: QuotationContent }) {
  const t = content.totals;
  return (
    <>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={content.lines.map((l, i) => ({ ...l, amount: content.amounts[i]! }))}
        columns={[
          { key: 'd', title: 'Item', render: (_, l) => l.description },
          { key: 'q', title: 'Qty', render: (_, l) => `${l.quantity} ${UNIT_LABEL[l.unit]}` },
          { key: 'r', title: 'Rate', align: 'right', render: (_, l) => formatInr(l.rate_paise) },
          { key: 'g', title: 'GST', render: (_, l) => `${l.gst_rate_bps / 100} %` },
          { key: 't', title: 'Taxable', align: 'right', render: (_, l) => formatInr(l.amount.taxable_paise) },
        ]}
      />
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12, maxWidth: 420 }}>
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
