import { fetchQuotationWorkspace, fieldErrorsOf, messageOf, sendQuotation } from '@managewell/api';
import {
  addDays,
  DEFAULT_VALIDITY_DAYS,
  ERROR_CODES,
  formatDate,
  isApiErrorBody,
  type QuotationListItem,
  sendQuotationInput,
  todayInKolkata,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { useRemoteData, useUnsavedChangesGuard } from '@managewell/ui';
import { Alert, Button, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { salesPaths } from './shared';

type Field = 'to' | 'message' | 'valid_until';

/**
 * The final quotation's send dialog. It loads the quotation when it opens and sends the version
 * it showed (optimistic lock): if someone changed the quotation meanwhile the server answers 409,
 * the dialog says so and offers a reload, and the address and message typed stay as they were.
 */
export function SendQuotationDialog({
  item,
  onClose,
  onSent,
}: {
  item: QuotationListItem;
  onClose: () => void;
  onSent: (sent: { version: number; to: string }) => void;
}) {
  const space = useRemoteData(() => fetchQuotationWorkspace(item.lead_id), `send-${item.lead_id}`);
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [pickedUntil, setPickedUntil] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const quotation = space.data?.quotation ?? null;
  // Checked on the loaded quotation, not the list's row: the terms may have changed since the list loaded.
  const noTerms = quotation !== null && quotation.draft.terms === null;
  const today = todayInKolkata();
  const oldUntil = quotation?.draft.terms?.valid_until ?? null;
  // An expired quotation (or one past its date before the daily job ran) goes out with a new date.
  const stale = oldUntil !== null && (quotation?.status === 'expired' || oldUntil < today);
  const validUntil = stale ? (pickedUntil ?? addDays(today, DEFAULT_VALIDITY_DAYS)) : null;
  // An address or message typed and not sent yet: leaving the page asks (Cancel closes without asking).
  useUnsavedChangesGuard((to !== '' || note !== '') && !busy);

  const send = async () => {
    if (!quotation) return;
    const checked = sendQuotationInput.safeParse({
      version: quotation.version,
      message: note,
      ...(to.trim() ? { to: to.trim() } : {}),
      ...(validUntil ? { valid_until: validUntil } : {}),
    });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const result = await sendQuotation(item.lead_id, checked.data);
      onSent({ version: result.version, to: result.to });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors({
        ...(fields.to ? { to: fields.to } : {}),
        ...(fields.message ? { message: fields.message } : {}),
        ...(fields.valid_until ? { valid_until: fields.valid_until } : {}),
      });
      const conflict = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      if (conflict || Object.keys(fields).length === 0) setProblem({ text: messageOf(failure), conflict });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`Send ${item.number} to ${item.customer}`}
      okText="Send"
      confirmLoading={busy}
      okButtonProps={{ disabled: !quotation || noTerms }}
      onOk={send}
      onCancel={onClose}
    >
      <p>The customer gets an e-mail with the PDF and a link to accept or ask for changes.</p>
      {space.error !== undefined && !space.data ? (
        <Alert type="error" showIcon title={messageOf(space.error)} />
      ) : noTerms ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="Sending waits for the terms: this quotation has no payment terms yet."
          description={<Link to={salesPaths.terms(item.lead_id)}>Prepare the terms</Link>}
        />
      ) : quotation ? (
        <Typography.Paragraph>
          {`${quotation.draft_changed || stale ? 'A new version' : `Version ${quotation.versions[0]?.no ?? 1}`} will be sent, total ${formatInr(quotation.draft.totals.grand_total_paise)}.`}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">Loading the quotation…</Typography.Paragraph>
      )}
      {problem && (
        <Alert
          type={problem.conflict ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          title={problem.text}
          action={
            problem.conflict ? (
              <Button
                size="small"
                onClick={() => {
                  setProblem(null);
                  space.reload();
                }}
              >
                Reload
              </Button>
            ) : undefined
          }
        />
      )}
      <Form layout="vertical" component="div">
        {stale && (
          <Form.Item
            label={`Valid until (the old date, ${formatDate(oldUntil)}, has passed)`}
            htmlFor="send-valid-until"
            validateStatus={errors.valid_until ? 'error' : undefined}
            help={errors.valid_until}
          >
            <DatePicker
              id="send-valid-until"
              value={dayjs(validUntil)}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              onChange={(d) => setPickedUntil(d ? d.format('YYYY-MM-DD') : null)}
              allowClear={false}
            />
          </Form.Item>
        )}
        <Form.Item
          label="E-mail (leave empty for the lead’s address)"
          htmlFor="send-to"
          validateStatus={errors.to ? 'error' : undefined}
          help={errors.to}
        >
          <Input
            id="send-to"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            count={{ show: true, max: 254 }}
          />
        </Form.Item>
        <Form.Item
          label="Message to the customer (optional)"
          htmlFor="send-message"
          validateStatus={errors.message ? 'error' : undefined}
          help={errors.message}
        >
          <Input.TextArea
            id="send-message"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            count={{ show: true, max: 2000 }}
            rows={3}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
