import {
  INDIAN_STATES,
  LEAD_INTERESTS,
  LEAD_POTENTIALS,
  LEAD_SOURCES,
  labelOf,
} from '@managewell/api/contract';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel } from '@managewell/ui/light';
import { Button, Col, Flex, Form, type FormInstance, Input, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { FIELD_LABELS } from '../shared/leadDisplay';
import { dealSizeFromText, type LeadFieldName, type LeadFormValues, zodRule } from './validation';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const INTEREST_OPTIONS = options(LEAD_INTERESTS);
const SOURCE_OPTIONS = options(LEAD_SOURCES);
const POTENTIAL_OPTIONS = options(LEAD_POTENTIALS);
const STATE_OPTIONS = INDIAN_STATES.map((value) => ({ value, label: value }));

/** The form's name; antd gives each input the id `lead_<field>` (labels point at it). */
export const LEAD_FORM_NAME = 'lead';
const idOf = (name: LeadFieldName) => `${LEAD_FORM_NAME}_${name}`;

function TextField({
  name,
  required,
  autoComplete,
  type,
  inputMode,
  maxLength,
}: {
  name: LeadFieldName;
  required?: boolean;
  autoComplete?: string;
  type?: string;
  inputMode?: 'email' | 'tel' | 'url' | 'numeric' | 'text';
  maxLength?: number;
}) {
  return (
    <Form.Item name={name} label={FIELD_LABELS[name]} required={required} rules={[zodRule(name)]}>
      <Input
        autoComplete={autoComplete ?? 'off'}
        type={type}
        inputMode={inputMode}
        // A counter, not a cut: text over the limit stays, marked, with the contract's message.
        count={maxLength ? { show: true, max: maxLength } : undefined}
      />
    </Form.Item>
  );
}

/** Two columns from tablet width up, one on a phone. */
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

/**
 * The lead fields staff fill, shared by add-lead and edit-leads. The page owns the form
 * instance (to show server errors) and what happens on submit; the rules are the contract's
 * zod schemas, field by field.
 */
export function LeadForm({
  form,
  initialValues,
  onSubmit,
  onValuesChange,
  saving,
  submitLabel,
  actions,
  conflict,
  disabled,
}: {
  form: FormInstance<LeadFormValues>;
  initialValues: LeadFormValues;
  onSubmit: (values: LeadFormValues) => void;
  onValuesChange?: () => void;
  saving: boolean;
  submitLabel: string;
  actions?: ReactNode;
  /** A stale save's merge (the kit's ConflictPanel), shown right by the Save button. */
  conflict?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Form<LeadFormValues>
      form={form}
      name={LEAD_FORM_NAME}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={onValuesChange}
      scrollToFirstError
      disabled={disabled}
    >
      <Flex vertical gap={16}>
        <Panel title="Person" size="small">
          <Row gutter={16}>
            <Col {...half}>
              <TextField name="first_name" required autoComplete="given-name" maxLength={100} />
            </Col>
            <Col {...half}>
              <TextField name="last_name" autoComplete="family-name" maxLength={100} />
            </Col>
            <Col {...half}>
              <TextField name="company" autoComplete="organization" maxLength={150} />
            </Col>
            <Col {...half}>
              <TextField name="designation" autoComplete="organization-title" maxLength={100} />
            </Col>
          </Row>
        </Panel>

        <Panel title="Contact" size="small">
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item label={FIELD_LABELS.mobile} required htmlFor={idOf('mobile')}>
                <Space.Compact block>
                  <Space.Addon>+91</Space.Addon>
                  <Form.Item name="mobile" noStyle rules={[zodRule('mobile')]}>
                    <Input
                      id={idOf('mobile')}
                      inputMode="tel"
                      autoComplete="tel-national"
                      count={{ show: true, max: 20 }}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col {...half}>
              <TextField name="email" inputMode="email" autoComplete="email" />
            </Col>
            <Col {...third}>
              <TextField name="phone" inputMode="tel" autoComplete="tel" maxLength={20} />
            </Col>
            <Col {...third}>
              <TextField name="fax" inputMode="tel" maxLength={20} />
            </Col>
            <Col {...third}>
              <TextField name="website" inputMode="url" autoComplete="url" maxLength={200} />
            </Col>
          </Row>
        </Panel>

        <Panel title="Address" size="small">
          <Row gutter={16}>
            <Col {...half}>
              <TextField name="address_line1" autoComplete="address-line1" maxLength={200} />
            </Col>
            <Col {...half}>
              <TextField name="address_line2" autoComplete="address-line2" maxLength={200} />
            </Col>
            <Col {...half}>
              <TextField name="city" autoComplete="address-level2" maxLength={100} />
            </Col>
            <Col {...half}>
              <TextField name="state" autoComplete="address-level1" maxLength={100} />
            </Col>
            <Col {...half}>
              <TextField name="postal_code" inputMode="numeric" autoComplete="postal-code" maxLength={6} />
            </Col>
            <Col {...half}>
              <TextField name="country" autoComplete="country-name" maxLength={100} />
            </Col>
          </Row>
        </Panel>

        <Panel title="Billing (GST)" size="small">
          <Row gutter={16}>
            <Col {...half}>
              <TextField name="gstin" maxLength={15} />
            </Col>
            <Col {...half}>
              <Form.Item
                name="billing_state"
                label={FIELD_LABELS.billing_state}
                rules={[zodRule('billing_state')]}
              >
                <LazySelect options={STATE_OPTIONS} allowClear showSearch placeholder="Select" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <TextField name="billing_address" autoComplete="billing street-address" maxLength={500} />
            </Col>
          </Row>
        </Panel>

        <Panel title="Enquiry" size="small">
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="source" label={FIELD_LABELS.source} required rules={[zodRule('source')]}>
                <LazySelect options={SOURCE_OPTIONS} placeholder="Where did the lead come from?" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="interests" label={FIELD_LABELS.interests} rules={[zodRule('interests')]}>
                <LazySelect
                  options={INTEREST_OPTIONS}
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder="Select"
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <TextField name="category" maxLength={100} />
            </Col>
            <Col {...half}>
              <Form.Item name="tags" label={FIELD_LABELS.tags} rules={[zodRule('tags')]}>
                <LazySelect<string>
                  mode="tags"
                  options={[]}
                  tokenSeparators={[',']}
                  placeholder="Type a tag and press Enter"
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label={FIELD_LABELS.deal_size} htmlFor={idOf('deal_size')}>
                <Space.Compact block>
                  <Space.Addon>₹</Space.Addon>
                  {/* Whole rupees as digits: a text field rather than antd's InputNumber (~7 KB). */}
                  <Form.Item
                    name="deal_size"
                    noStyle
                    rules={[zodRule('deal_size')]}
                    getValueFromEvent={(event: { target: { value: string } }) =>
                      dealSizeFromText(event.target.value)
                    }
                  >
                    <Input id={idOf('deal_size')} inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="potential" label={FIELD_LABELS.potential} rules={[zodRule('potential')]}>
                <LazySelect options={POTENTIAL_OPTIONS} allowClear placeholder="Select" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="notes" label={FIELD_LABELS.notes} rules={[zodRule('notes')]}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: 2000 }} />
              </Form.Item>
            </Col>
          </Row>
        </Panel>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          {actions}
        </Flex>
        {conflict}
      </Flex>
    </Form>
  );
}
