import { fetchMyTaxDeclaration, isApiErrorBody, saveMyTaxDeclaration } from '@managewell/api';
import {
  currentTaxYear,
  type MyTaxDeclaration,
  TAX_REGIME_LABEL,
  TAX_REGIMES,
  type TaxRegime,
  yearlyRupeesRule,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  showSaveFailure,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { formatRupeesInput, numberRule, parseRupeesInput } from '@managewell/ui/number-rule';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { inr } from './format';
import { TdsCertificateCard } from './TdsCertificateCard';

const AMOUNTS = [
  'section80C',
  'section80D',
  'section80DParents',
  'section80CCD1B',
  'homeLoanInterest',
  'rentPaid',
  'lta',
  'previousEmployerIncome',
  'previousEmployerTds',
] as const;
type AmountField = (typeof AMOUNTS)[number];

/** The declaration as the form holds it: rupees on screen. */
export type DeclarationValues = { regime: TaxRegime; parentsSenior: boolean; metroCity: boolean } & Record<
  AmountField,
  number | null
>;

const LABELS: Record<string, string> = {
  regime: 'Regime',
  section80C: 'Investments under 80C',
  section80D: 'Health insurance, self and family (80D)',
  section80DParents: 'Health insurance, parents (80D)',
  parentsSenior: 'A parent is a senior citizen',
  section80CCD1B: 'Own NPS contribution (80CCD(1B))',
  homeLoanInterest: 'Home-loan interest, self-occupied',
  rentPaid: 'Rent paid in the year',
  metroCity: 'I live in a metro city',
  lta: 'Leave travel (LTA) claimed',
  previousEmployerIncome: 'Salary from a previous employer this year',
  previousEmployerTds: 'Tax deducted by that employer',
};

const valuesOf = ({ declaration: d }: MyTaxDeclaration): DeclarationValues => ({
  regime: d.regime,
  parentsSenior: d.parentsSenior,
  metroCity: d.metroCity,
  ...(Object.fromEntries(AMOUNTS.map((k) => [k, d[k] / 100])) as Record<AmountField, number>),
});

const toPaise = (rupees: number | null | undefined) => Math.round((rupees ?? 0) * 100);

/** /app/employee/income-tax: my regime for the tax year and what I declare to reduce the tax deducted. */
export function IncomeTaxPage() {
  const taxYear = currentTaxYear();
  const { data, error, loading, reload } = useRemoteData(() => fetchMyTaxDeclaration(taxYear), taxYear);
  if (error)
    return <ErrorState title="Your tax declaration could not be loaded" error={error} onRetry={reload} />;
  if (loading || !data) return <PageSpinner />;
  return (
    <>
      <DeclarationForm key={data.declaration.version} loaded={data} onSaved={reload} />
      <TdsCertificateCard currentYear={taxYear} />
    </>
  );
}

function DeclarationForm({ loaded, onSaved }: { loaded: MyTaxDeclaration; onSaved: () => void }) {
  const { declaration, year } = loaded;
  const [form] = Form.useForm<DeclarationValues>();
  const regime = Form.useWatch('regime', form) ?? declaration.regime;
  const { message } = useAntApp();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  useUnsavedChangesGuard(dirty && !saving);
  const conflicts = useFieldMerge<DeclarationValues, MyTaxDeclaration>();
  const merge = conflicts.merge;

  const save = async (values: DeclarationValues) => {
    setSaving(true);
    setFormError(null);
    try {
      await saveMyTaxDeclaration(year.taxYear, {
        regime: values.regime,
        parentsSenior: values.parentsSenior,
        metroCity: values.metroCity,
        ...(Object.fromEntries(AMOUNTS.map((k) => [k, toPaise(values[k])])) as Record<AmountField, number>),
        version: (merge?.current ?? loaded).declaration.version,
      });
      setDirty(false);
      conflicts.close();
      void message.success('Your tax declaration is saved; payroll uses it from this month.');
      onSaved();
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === 'CONFLICT') {
        const merged = await conflicts.mergeWithServer(loaded, values, {
          fetch: () => fetchMyTaxDeclaration(year.taxYear),
          version: (d) => d.declaration.version,
          values: valuesOf,
        });
        if (merged) {
          form.setFieldsValue(merged);
          return;
        }
      }
      setFormError(showSaveFailure(form, failure, ['regime', 'parentsSenior', 'metroCity', ...AMOUNTS]));
    } finally {
      setSaving(false);
    }
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const values = conflicts.settle(form.getFieldsValue(true), choices);
    form.setFieldsValue(values);
    void save(values);
  };

  const money = (name: AmountField, extra?: string) => (
    <Form.Item
      name={name}
      label={`${LABELS[name]} (₹ a year)`}
      extra={extra}
      rules={[numberRule(yearlyRupeesRule(LABELS[name]!.toLowerCase()), { optional: true })]}
    >
      {/* No min/max: they would clamp what was typed; the rule says why instead. */}
      <InputNumber
        step={1000}
        style={{ width: '100%', maxWidth: 280 }}
        formatter={formatRupeesInput}
        parser={parseRupeesInput}
      />
    </Form.Item>
  );

  const l = year.limits;
  return (
    <>
      <PageHeader
        title={`Income tax, tax year ${year.taxYear}`}
        subtitle={`Tax is deducted from your salary every month under the ${year.law}. Choose your regime and declare what reduces it.`}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={valuesOf(loaded)}
          // Every field, shown or not: switching regimes keeps what was declared for the old one.
          onFinish={() => void save(form.getFieldsValue(true))}
          onValuesChange={() => setDirty(true)}
          style={{ maxWidth: 640 }}
        >
          <Form.Item name="regime" label={LABELS.regime}>
            <Radio.Group>
              <Space orientation="vertical">
                {TAX_REGIMES.map((r) => (
                  <Radio key={r} value={r}>
                    {TAX_REGIME_LABEL[r]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {regime === 'new' ? (
            <Alert
              type="info"
              style={{ marginBottom: 16 }}
              title="The new regime has lower rates and a ₹75,000 standard deduction; investments, HRA, home-loan interest and LTA do not reduce it. No tax is due on income up to ₹12 lakh after the standard deduction."
            />
          ) : (
            <>
              <Typography.Title level={5}>Investments and expenses</Typography.Title>
              {money(
                'section80C',
                `PPF, ELSS, life insurance, tuition fees… Your EPF counts too; at most ${inr(l.section80C)} in all.`,
              )}
              {money('section80D', `At most ${inr(l.section80D)}.`)}
              {money(
                'section80DParents',
                `At most ${inr(l.section80DParents)}, or ${inr(l.section80DParentsSenior)} when a parent is a senior citizen.`,
              )}
              <Form.Item name="parentsSenior" valuePropName="checked">
                <Checkbox>{LABELS.parentsSenior}</Checkbox>
              </Form.Item>
              {money('section80CCD1B', `Beyond 80C; at most ${inr(l.section80CCD1B)}.`)}
              {money('homeLoanInterest', `At most ${inr(l.homeLoanInterest)}.`)}
              <Typography.Title level={5}>House rent</Typography.Title>
              {money('rentPaid', 'Leave at 0 if you do not pay rent.')}
              <Form.Item
                name="metroCity"
                valuePropName="checked"
                extra={`Metro cities this year: ${year.metroCities.join(', ')} (50 % of basic; elsewhere 40 %).`}
              >
                <Checkbox>{LABELS.metroCity}</Checkbox>
              </Form.Item>
              {money('lta', 'Travel on leave you will claim this year, with tickets kept for HR.')}
            </>
          )}
          <Typography.Title level={5}>Previous employer this year</Typography.Title>
          {money('previousEmployerIncome', 'From their Form 16 or payslips, if you joined during the year.')}
          {money('previousEmployerTds')}
          {formError && <Alert type="error" title={formError} style={{ marginBottom: 16 }} />}
          {merge ? (
            <ConflictPanel
              thing="tax declaration"
              conflict={merge.result}
              labelOf={(field) => LABELS[field] ?? field}
              saving={saving}
              onSave={saveMerged}
              onTakeTheirs={() => {
                form.setFieldsValue(valuesOf(merge.current));
                setDirty(false);
                conflicts.close();
                onSaved();
              }}
            />
          ) : (
            <Button type="primary" htmlType="submit" loading={saving}>
              Save declaration
            </Button>
          )}
          {declaration.updatedAt && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              Last saved{' '}
              {new Date(declaration.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}.
            </Typography.Paragraph>
          )}
        </Form>
      </Card>
    </>
  );
}
