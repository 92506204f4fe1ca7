import {
  fetchExitLetterPdf,
  fetchMySettlement,
  fetchSettlementStatementPdf,
  messageOf,
} from '@managewell/api';
import type { ExitLetterKind, SettlementView } from '@managewell/api/contract';
import { useAntApp, useRemoteData } from '@managewell/ui';
import { Button, Card, Descriptions, Space } from 'antd';
import { dateLabel, inr, saveBlob } from './format';

const DOCUMENTS: { what: 'statement' | ExitLetterKind; label: string }[] = [
  { what: 'statement', label: 'Settlement statement' },
  { what: 'relieving', label: 'Relieving letter' },
  { what: 'experience', label: 'Experience letter' },
];

/** My final settlement, once HR has finalised it, with the statement and the letters to download. */
export function MySettlement() {
  const { data } = useRemoteData(fetchMySettlement, 'my-settlement');
  const { message } = useAntApp();
  if (!data) return null;

  const download = async (what: 'statement' | ExitLetterKind) => {
    try {
      const blob =
        what === 'statement'
          ? await fetchSettlementStatementPdf(data.id, true)
          : await fetchExitLetterPdf(data.id, what, true);
      saveBlob(blob, `${what}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  return (
    <Card title="Your full and final settlement" style={{ marginBottom: 16 }}>
      <SettlementSummary settlement={data} />
      <Space wrap style={{ marginTop: 16 }}>
        {DOCUMENTS.map((d) => (
          <Button key={d.what} onClick={() => void download(d.what)}>
            {d.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}

function SettlementSummary({ settlement }: { settlement: SettlementView }) {
  const f = settlement.figures;
  return (
    <Descriptions column={1} size="small" bordered>
      {settlement.finalisedAt && (
        <Descriptions.Item label="Finalised">{dateLabel(settlement.finalisedAt)}</Descriptions.Item>
      )}
      <Descriptions.Item label="Last working day">{dateLabel(f.lastWorkingDay)}</Descriptions.Item>
      {f.earnings.map((l) => (
        <Descriptions.Item key={`earning ${l.label} ${l.amount}`} label={l.label}>
          {inr(l.amount)}
        </Descriptions.Item>
      ))}
      {f.deductions.map((l) => (
        <Descriptions.Item key={`deduction ${l.label} ${l.amount}`} label={`Less: ${l.label}`}>
          {inr(l.amount)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={f.netPayable >= 0 ? 'Net payable to you' : 'Net recoverable from you'}>
        <strong>{inr(Math.abs(f.netPayable))}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
