import { fetchMyPayslip, type PayslipDetail } from '@managewell/api';
import { ErrorState, PageSpinner, useRemoteData } from '@managewell/ui';
import { Descriptions, Modal, Typography } from 'antd';
import { inr, monthLabel } from './format';

function Figures({ slip }: { slip: PayslipDetail }) {
  const f = slip.figures;
  const tax = f.incomeTax;
  const e = slip.employee;
  return (
    <>
      <Descriptions column={1} size="small" bordered title="Statutory numbers" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="PAN">{e.pan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="UAN">{e.uan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="ESIC number">{e.esicNumber ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Descriptions column={1} size="small" bordered title="Earnings">
        <Descriptions.Item label="Basic">{inr(f.earnings.basic)}</Descriptions.Item>
        <Descriptions.Item label="House rent allowance">{inr(f.earnings.hra)}</Descriptions.Item>
        <Descriptions.Item label="Special allowance">{inr(f.earnings.special)}</Descriptions.Item>
        <Descriptions.Item label="Other earnings">{inr(f.earnings.other)}</Descriptions.Item>
        {f.earnings.overtime > 0 && (
          <Descriptions.Item label={`Overtime (${f.overtimeHours} h)`}>
            {inr(f.earnings.overtime)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Gross earnings">{inr(f.grossEarned)}</Descriptions.Item>
      </Descriptions>
      <Descriptions column={1} size="small" bordered title="Deductions" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Provident fund (EPF)">{inr(f.deductions.epf)}</Descriptions.Item>
        <Descriptions.Item label="ESI">{inr(f.deductions.esi)}</Descriptions.Item>
        <Descriptions.Item label="Professional tax">{inr(f.deductions.professionalTax)}</Descriptions.Item>
        {tax && <Descriptions.Item label="Income tax (TDS)">{inr(tax.tds)}</Descriptions.Item>}
        <Descriptions.Item label="Total deductions">{inr(f.totalDeductions)}</Descriptions.Item>
        <Descriptions.Item label="Net pay">
          <strong>{inr(f.netPay)}</strong>
        </Descriptions.Item>
      </Descriptions>
      {tax && (
        <Descriptions
          column={1}
          size="small"
          bordered
          title={`Income tax, tax year ${tax.taxYear} (${tax.regime === 'new' ? 'new' : 'old'} regime)`}
          style={{ marginTop: 16 }}
        >
          <Descriptions.Item label="Salary to date">{inr(tax.ytdGross)}</Descriptions.Item>
          <Descriptions.Item label="Tax deducted to date">{inr(tax.ytdTds)}</Descriptions.Item>
          <Descriptions.Item label="Projected taxable income">{inr(tax.projectedTaxable)}</Descriptions.Item>
          <Descriptions.Item label="Tax for the year">{inr(tax.annualTax)}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        How the deductions were worked out
      </Typography.Title>
      {f.explanations.map((line) => (
        <Typography.Paragraph key={line} type="secondary" style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      ))}
    </>
  );
}

/** One of my payslips on screen: every figure, the month's income tax and the year so far. */
export function PayslipDetails({ id, month, onClose }: { id: number; month: string; onClose: () => void }) {
  const { data, error, loading, reload } = useRemoteData(() => fetchMyPayslip(id), String(id));
  return (
    <Modal open title={`Payslip for ${monthLabel(month)}`} onCancel={onClose} footer={null} width={640}>
      {error ? (
        <ErrorState title="The payslip could not be loaded" error={error} onRetry={reload} />
      ) : loading || !data ? (
        <PageSpinner />
      ) : (
        <Figures slip={data} />
      )}
    </Modal>
  );
}
