import {
  fieldErrorsOf,
  getWebsiteLead,
  isApiErrorBody,
  messageOf,
  replyToWebsiteLead,
  updateWebsiteLead,
  websiteLeadAssignees,
  websiteLeadToVerification,
} from '@managewell/api';
import {
  ERROR_CODES,
  INBOX_STATUSES,
  type InboxStatus,
  type WebsiteLeadDetail,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Text } from '@managewell/ui/light';
import { Alert, Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime, formatMobile } from '../shared/format';
import { useToast } from '../shared/toast';
import { INBOX_STATUS_LABELS, useInboxBulk, verificationLeadPath } from './inboxActions';
import { InterestCell } from './WebsiteLeadsPage';

/** What the inbox form edits. */
interface InboxValues {
  status: InboxStatus;
  assignee_id: number | null;
  internal_notes: string | null;
}

const valuesOf = (lead: WebsiteLeadDetail): InboxValues => ({
  status: lead.inbox_status,
  assignee_id: lead.assignee?.id ?? null,
  internal_notes: lead.internal_notes,
});

/** A form item's error look and message for a field the server refused. */
const fieldError = (message: string | undefined) =>
  message ? { validateStatus: 'error' as const, help: message } : {};

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  assignee_id: 'Assigned to',
  internal_notes: 'Internal notes',
};

/** The inbox's status, assignee and internal notes, saved with the version it was loaded at. */
function InboxForm({ lead, onSaved }: { lead: WebsiteLeadDetail; onSaved: () => void }) {
  const toast = useToast();
  const assignees = useRemoteData(websiteLeadAssignees, 'assignees');
  const [edits, setEdits] = useState<Partial<InboxValues>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const conflicts = useFieldMerge<InboxValues, WebsiteLeadDetail>();
  const merge = conflicts.merge;
  const values: InboxValues = { ...valuesOf(lead), ...edits };
  const edited = Object.keys(edits).length > 0;
  useUnsavedChangesGuard(edited);
  const set = (change: Partial<InboxValues>) => setEdits((now) => ({ ...now, ...change }));

  const save = async (next: InboxValues = values) => {
    setBusy(true);
    const base = merge?.current ?? lead;
    try {
      await updateWebsiteLead(lead.id, { ...next, version: base.version });
      toast.success('Saved.');
      setEdits({});
      setErrors({});
      conflicts.close();
      onSaved();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      const merged = stale
        ? await conflicts.mergeWithServer(lead, next, {
            fetch: () => getWebsiteLead(lead.id),
            version: (now) => now.version,
            values: valuesOf,
          })
        : null;
      if (merged) {
        setEdits(merged);
        setErrors({});
        return;
      }
      const fields = fieldErrorsOf(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  const nameOf = (id: unknown) =>
    id === null ? 'Nobody' : (assignees.data?.find((a) => a.id === id)?.name ?? String(id));
  return (
    <Panel size="small" title="In the inbox">
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="Status" htmlFor="inbox-status">
          <LazySelect<InboxStatus>
            id="inbox-status"
            value={values.status}
            options={INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value].label }))}
            onChange={(status: InboxStatus) => set({ status })}
          />
        </Form.Item>
        <Form.Item label="Assigned to" htmlFor="inbox-assignee" {...fieldError(errors.assignee_id)}>
          <LazySelect<number>
            id="inbox-assignee"
            allowClear
            placeholder="Nobody"
            value={values.assignee_id ?? undefined}
            options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onChange={(id?: number) => set({ assignee_id: id ?? null })}
          />
        </Form.Item>
        <Form.Item
          label="Internal notes (staff only, never sent to the visitor)"
          htmlFor="inbox-notes"
          {...fieldError(errors.internal_notes)}
        >
          <Input.TextArea
            id="inbox-notes"
            rows={4}
            maxLength={5000}
            value={values.internal_notes ?? ''}
            onChange={(e) => set({ internal_notes: e.target.value || null })}
          />
        </Form.Item>
        {errors._ && <Alert type="error" showIcon title={errors._} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={busy} disabled={!edited}>
          Save
        </Button>
      </Form>
      {merge && (
        <ConflictPanel
          what="this lead"
          conflict={merge.result}
          labelOf={(field) => FIELD_LABELS[field] ?? field}
          formatValue={(value, field) =>
            field === 'assignee_id'
              ? nameOf(value)
              : field === 'status'
                ? INBOX_STATUS_LABELS[value as InboxStatus].label
                : String(value ?? '—')
          }
          saving={busy}
          onSave={(choices: Record<string, ConflictChoice>) => {
            const settled = conflicts.settle(values, choices);
            setEdits(settled);
            void save(settled);
          }}
          onTakeTheirs={() => {
            setEdits({});
            conflicts.close();
            onSaved();
          }}
        />
      )}
    </Panel>
  );
}

/** A reply to the visitor by e-mail (through the outbox: SMTP when configured). */
function ReplyForm({ lead, onSent }: { lead: WebsiteLeadDetail; onSent: () => void }) {
  const toast = useToast();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useUnsavedChangesGuard(subject !== '' || text !== '');
  if (!lead.email)
    return (
      <Panel size="small" title="Reply by e-mail">
        <Text type="secondary">This visitor left no e-mail address: call {formatMobile(lead.mobile)}.</Text>
      </Panel>
    );
  const send = async () => {
    setBusy(true);
    try {
      await replyToWebsiteLead(lead.id, { subject, message: text });
      toast.success(`Your reply to ${lead.email} is queued.`);
      setSubject('');
      setText('');
      setErrors({});
      onSent();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel size="small" title={`Reply by e-mail to ${lead.email}`}>
      <Form layout="vertical" onFinish={() => void send()}>
        <Form.Item label="Subject" htmlFor="reply-subject" {...fieldError(errors.subject)}>
          <Input
            id="reply-subject"
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Message" htmlFor="reply-message" {...fieldError(errors.message)}>
          <Input.TextArea
            id="reply-message"
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
        {errors._ && <Alert type="error" showIcon title={errors._} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={busy} disabled={!subject.trim() || !text.trim()}>
          Send reply
        </Button>
      </Form>
      {lead.replies.length > 0 && (
        <ul aria-label="Replies sent" style={{ marginTop: 16, paddingLeft: 18 }}>
          {lead.replies.map((reply) => (
            <li key={reply.id}>
              {reply.subject}{' '}
              <Text type="secondary">
                ({formatDateTime(reply.queued_at)}, {reply.status})
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /app/website-admin/leads/:id: one website lead, as the inbox handles it. */
export function WebsiteLeadPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const navigate = useNavigate();
  const toast = useToast();
  const remote = useRemoteData(() => getWebsiteLead(id), String(id));
  const [handing, setHanding] = useState(false);
  const bulk = useInboxBulk(remote.reload);
  if (remote.error) return <ErrorState error={remote.error} onRetry={remote.reload} />;
  const lead = remote.data;
  if (!lead) return <PageSpinner />;

  const toVerification = async () => {
    if (lead.verification_lead_id !== null) {
      navigate(verificationLeadPath(lead.verification_lead_id));
      return;
    }
    setHanding(true);
    try {
      await websiteLeadToVerification(lead.id);
      toast.success('The lead is in verification: open it from here.');
      remote.reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setHanding(false);
    }
  };
  const remove = async () => {
    if (await bulk({ action: 'delete', ids: [lead.id] }, `${lead.name}'s lead is deleted.`)) navigate(-1);
  };
  const { label, color } = INBOX_STATUS_LABELS[lead.inbox_status];
  return (
    <>
      <PageHeader
        title={lead.name}
        crumbs={[{ title: 'Leads' }]}
        subtitle={<Tag color={color}>{label}</Tag>}
        extra={
          <Space wrap>
            <Button onClick={() => void toVerification()} loading={handing}>
              {lead.verification_lead_id === null
                ? 'Create lead in verification'
                : 'Open lead in verification'}
            </Button>
            {lead.inbox_status !== 'spam' && (
              <Button
                onClick={() =>
                  void bulk({ action: 'status', ids: [lead.id], status: 'spam' }, 'Marked as spam.')
                }
              >
                Mark as spam
              </Button>
            )}
            <Button danger onClick={() => void remove()}>
              Delete
            </Button>
          </Space>
        }
      />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        <Panel size="small" title="From the website">
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
            <dt>Received</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(lead.created_at)}</dd>
            <dt>Mobile</dt>
            <dd style={{ margin: 0 }}>{formatMobile(lead.mobile)}</dd>
            <dt>E-mail</dt>
            <dd style={{ margin: 0 }}>{lead.email ?? '—'}</dd>
            <dt>About</dt>
            <dd style={{ margin: 0 }}>
              <InterestCell lead={lead} />
            </dd>
            <dt>Message</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{lead.notes ?? '—'}</dd>
          </dl>
        </Panel>
        <InboxForm key={lead.version} lead={lead} onSaved={remote.reload} />
        <ReplyForm lead={lead} onSent={remote.reload} />
      </div>
    </>
  );
}
