import { fetchQuotationPdf, messageOf } from '@managewell/api';
import {
  QUOTATION_STATUS_LABEL,
  type QuotationContent,
  type QuotationStatus,
  UNIT_LABEL,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { App, Button, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';

export const salesPaths = {
  extraPayment: (id: number) => `/app/sales/extra-payment/${id}`,
  terms: (id: number) => `/app/sales/prepare-terms/${id}`,
  final: '/app/sales/final-quatation',
  history: (id: number) => `/app/sales/quotation-history/${id}`,
  version: (id: number, no: number) => `/app/sales/quotation-history/view/${id}?v=${no}`,
};

const COLOUR: Record<QuotationStatus, string> = {
  draft: 'default',
  costed: 'blue',
  sent: 'geekblue',
  changes_requested: 'orange',
  accepted: 'green',
  declined: 'red',
  expired: 'volcano',
};
export const StatusTag = ({ status }: { status: QuotationStatus }) => (
  <Tag color={COLOUR[status]}>{QUOTATION_STATUS_LABEL[status]}</Tag>
);

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** Downloads a version's PDF (made on the server). */
export function PdfButton({ leadId, no, number }: { leadId: number; no: number; number: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchQuotationPdf(leadId, no);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `Quotation ${number.replace(/\//g, '-')} v${no}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} loading={busy}>
      Download PDF
    </Button>
  );
}

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
