import { fetchQuotationPdf, messageOf } from '@managewell/api';
import { QUOTATION_STATUS_LABEL, type QuotationStatus } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
import { Button, Tag } from 'antd';
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
  const { message } = useAntApp();
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
