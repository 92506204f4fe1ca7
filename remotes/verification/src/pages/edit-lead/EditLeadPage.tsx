import { fetchLead, fieldErrorsOf, messageOf, rejectLead, updateLead, verifyLead } from '@managewell/api';
import {
  type DuplicateLead,
  ERROR_CODES,
  isApiErrorBody,
  type Lead,
  updateLeadRequest,
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
import { Alert, Button, Card, Col, Flex, Form, Popconfirm, Result, Row, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LeadForm } from '../lead-form/LeadForm';
import {
  applyFieldErrors,
  type LeadFormValues,
  leadToFormValues,
  parseLeadForm,
  resetFormTo,
  toPayload,
} from '../lead-form/validation';
import { DuplicateLeadsModal, duplicatesOf } from '../shared/DuplicateLeadsModal';
import { LinkButton } from '../shared/LinkButton';
import { FIELD_LABELS, formatDateTime, fullName, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { LeadHistory } from './LeadHistory';
import { RejectLeadModal } from './RejectLeadModal';
import { SameCustomerAlert } from './SameCustomerAlert';

export const CONFLICT_MESSAGE =
  'Someone else changed this lead after you opened it, so your changes were not saved.';

const isConflict = (failure: unknown) => isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
const isNotFound = (failure: unknown) => isApiErrorBody(failure) && failure.code === ERROR_CODES.notFound;

function LeadNotFound() {
  return (
    <>
      <PageHeader title="Lead not found" crumbs={[{ title: 'Leads', to: paths.readLeads }]} />
      <Card>
        <Result
          status="404"
          title="Lead not found"
          subTitle="There is no lead with this number. It may have been typed wrongly, or the link is old."
          extra={
            <LinkButton type="primary" to={paths.readLeads}>
              Back to the list
            </LinkButton>
          }
        />
      </Card>
    </>
  );
}

/** /app/verification/edit-leads/:lead_id */
export function EditLeadPage() {
  const { lead_id } = useParams();
  const id = Number(lead_id);
  if (!Number.isSafeInteger(id) || id < 1) return <LeadNotFound />;
  return <EditLead key={id} id={id} />;
}

function EditLead({ id }: { id: number }) {
  const remote = useRemoteData(() => fetchLead(id), String(id));
  const [lead, setLead] = useState<Lead>();
  useEffect(() => {
    if (remote.data) setLead(remote.data);
  }, [remote.data]);

  if (remote.error !== undefined && !lead) {
    if (isNotFound(remote.error)) return <LeadNotFound />;
    return (
      <>
        <PageHeader title="Edit lead" crumbs={[{ title: 'Leads', to: paths.readLeads }]} />
        <Card>
          <ErrorState title="The lead could not be loaded" error={remote.error} onRetry={remote.reload} />
        </Card>
      </>
    );
  }
  if (!lead) return <PageSpinner label="Loading the lead…" />;
  return <LeadEditor lead={lead} onLeadChange={setLead} />;
}

function LeadEditor({ lead, onLeadChange }: { lead: Lead; onLeadChange: (lead: Lead) => void }) {
  const [form] = Form.useForm<LeadFormValues>();
  const toast = useToast();
  const [initialValues] = useState(() => leadToFormValues(lead));
  const [saving, setSaving] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateLead[] | null>(null);
  const [verifyDuplicates, setVerifyDuplicates] = useState<DuplicateLead[] | null>(null);
  const navigate = useNavigate();
  const lastValues = useRef<LeadFormValues>({});
  const [busy, setBusy] = useState<'verify' | 'reject' | 'reload'>();
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  // A stale save: the merge of what the form loaded, what I typed and the lead as it is now.
  const conflicts = useFieldMerge<LeadFormValues, Lead>();
  const merge = conflicts.merge;
  const [dirty, setDirty] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  useUnsavedChangesGuard(dirty);

  const changed = (next: Lead) => {
    onLeadChange(next);
    setHistoryKey((n) => n + 1);
  };

  const failed = (failure: unknown, fallback: string) => {
    if (isConflict(failure)) {
      setConflict(true);
      setError(undefined);
      return;
    }
    const rest = applyFieldErrors(form, fieldErrorsOf(failure));
    setError([messageOf(failure, fallback), ...rest].join(' '));
  };

  async function save(values: LeadFormValues, allowDuplicate = false) {
    lastValues.current = values;
    setError(undefined);
    const parsed = parseLeadForm(form, updateLeadRequest, {
      ...toPayload(values),
      version: lead.version,
      ...(allowDuplicate ? { allowDuplicate: true } : {}),
    });
    if (!parsed.ok) {
      if (parsed.unplaced.length > 0) setError(parsed.unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateLead(lead.id, parsed.data);
      changed(saved);
      resetFormTo(form, saved);
      setDirty(false);
      conflicts.close();
      setDuplicates(null);
      toast.success('Lead saved');
    } catch (failure) {
      // The new mobile or e-mail belongs to another lead: show it, let the person decide.
      if (isApiErrorBody(failure) && failure.code === ERROR_CODES.duplicateLead) {
        setDuplicates(duplicatesOf(failure.details));
        return;
      }
      setDuplicates(null);
      if (isConflict(failure) && (await mergeWithCurrent(values))) return;
      failed(failure, 'The changes could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  /**
   * After a stale save: their changes go into the form, mine stay, and fields both changed wait
   * for a choice; the lead (and so the version the next save sends) becomes the current one.
   */
  async function mergeWithCurrent(mine: LeadFormValues): Promise<boolean> {
    try {
      const current = await fetchLead(lead.id);
      form.setFieldsValue(conflicts.start(leadToFormValues(lead), mine, leadToFormValues(current), current));
      changed(current);
      setConflict(false);
      setError(undefined);
      return true;
    } catch {
      return false;
    }
  }

  function saveMerged(choices: Record<string, ConflictChoice>) {
    const values = conflicts.settle(form.getFieldsValue(true), choices);
    form.setFieldsValue(values);
    conflicts.close();
    void save(values);
  }

  /** After a conflict: the server's current lead replaces what is in the form. */
  async function reload() {
    setBusy('reload');
    try {
      const fresh = await fetchLead(lead.id);
      changed(fresh);
      resetFormTo(form, fresh);
      setDirty(false);
      setConflict(false);
      setError(undefined);
    } catch (failure) {
      setError(messageOf(failure, 'The lead could not be reloaded. Please try again.'));
    } finally {
      setBusy(undefined);
    }
  }

  async function verify(allowDuplicate = false) {
    setBusy('verify');
    setError(undefined);
    try {
      changed(await verifyLead(lead.id, lead.version, allowDuplicate));
      setVerifyDuplicates(null);
      setJustVerified(true);
      toast.success('Lead verified');
    } catch (failure) {
      // Another lead may be the same customer: show them, so it is merged rather than verified twice.
      if (isApiErrorBody(failure) && failure.code === ERROR_CODES.duplicateLead) {
        setVerifyDuplicates(duplicatesOf(failure.details));
        return;
      }
      setVerifyDuplicates(null);
      failed(failure, 'The lead could not be verified. Please try again.');
    } finally {
      setBusy(undefined);
    }
  }

  async function reject(reason: string) {
    setBusy('reject');
    setError(undefined);
    try {
      changed(await rejectLead(lead.id, lead.version, reason));
      setRejectOpen(false);
      toast.success('Lead rejected');
    } catch (failure) {
      setRejectOpen(false);
      failed(failure, 'The lead could not be rejected. Please try again.');
    } finally {
      setBusy(undefined);
    }
  }

  const name = fullName(lead);
  const canDecide = lead.status === 'new';
  const decideBlocked = dirty ? 'Save or undo your changes first.' : undefined;

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ title: 'Leads', to: paths.readLeads }]}
        subtitle={
          <Flex gap={8} align="center" wrap component="span">
            <StatusTag status={lead.status} />
            <span>
              Added {formatDateTime(lead.created_at)}
              {lead.created_by ? ` by ${lead.created_by.username}` : ''}
            </span>
          </Flex>
        }
        extra={
          canDecide && (
            <>
              <Popconfirm
                title="Mark this lead as verified?"
                description="Sales will then see it and can call the customer."
                okText="Mark verified"
                cancelText="Cancel"
                // Below the button: above it, it would cover the header's bell and user menu.
                placement="bottom"
                onConfirm={() => verify()}
                disabled={Boolean(decideBlocked) || busy !== undefined}
              >
                <Tooltip title={decideBlocked}>
                  <Button
                    type="primary"
                    loading={busy === 'verify'}
                    disabled={Boolean(decideBlocked) || busy !== undefined}
                  >
                    Mark verified
                  </Button>
                </Tooltip>
              </Popconfirm>
              <Tooltip title={decideBlocked}>
                <Button
                  danger
                  onClick={() => setRejectOpen(true)}
                  disabled={Boolean(decideBlocked) || busy !== undefined}
                >
                  Reject
                </Button>
              </Tooltip>
            </>
          )
        }
      />

      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        {conflict && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="This lead was changed by someone else"
            description={`${CONFLICT_MESSAGE} Reload to see the current version; what you typed here will be replaced.`}
            action={
              <Button onClick={() => reload()} loading={busy === 'reload'}>
                Reload
              </Button>
            }
          />
        )}
        {error && <Alert type="error" showIcon role="alert" title="That did not work" description={error} />}
        <SameCustomerAlert
          lead={lead}
          disabled={decideBlocked}
          onMerged={(kept) => {
            toast.success(`Merged into lead #${kept.id}`);
            navigate(paths.editLead(kept.id));
          }}
        />
        {lead.status === 'merged' && lead.merged_into !== null && (
          <Alert
            type="info"
            showIcon
            title="This lead was merged"
            description={
              <>
                It is the same customer as{' '}
                <Link to={paths.editLead(lead.merged_into)}>lead #{lead.merged_into}</Link>, which now holds
                its history, enquiry and files. Work on that lead.
              </>
            }
          />
        )}
        {lead.status === 'verified' && (
          <Alert
            type="success"
            showIcon
            role={justVerified ? 'status' : undefined}
            title={justVerified ? 'Lead verified' : 'This lead is verified'}
            description="Sales can now see this lead in their list and call the customer."
          />
        )}
        {lead.status === 'rejected' && (
          <Alert
            type="warning"
            showIcon
            title="This lead was rejected"
            description={
              <>
                Reason: <Typography.Text strong>{lead.rejection_reason ?? 'not given'}</Typography.Text>
              </>
            }
          />
        )}
      </Flex>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <LeadForm
            form={form}
            initialValues={initialValues}
            saving={saving}
            submitLabel="Save changes"
            onSubmit={(values) => void save(values)}
            onValuesChange={() => setDirty(true)}
            conflict={
              merge && (
                <ConflictPanel
                  thing="lead"
                  conflict={merge.result}
                  labelOf={(field) => FIELD_LABELS[field] ?? field}
                  saving={saving}
                  onSave={saveMerged}
                  onTakeTheirs={() => {
                    resetFormTo(form, lead);
                    setDirty(false);
                    conflicts.close();
                  }}
                />
              )
            }
            actions={
              <>
                <Button
                  onClick={() => {
                    resetFormTo(form, lead);
                    setDirty(false);
                    conflicts.close();
                  }}
                  disabled={!dirty || saving}
                >
                  Undo changes
                </Button>
                <LinkButton to={paths.readLeads}>Back to the list</LinkButton>
              </>
            }
          />
        </Col>
        <Col xs={24} xl={8}>
          <LeadHistory leadId={lead.id} refreshKey={historyKey} />
        </Col>
      </Row>

      <DuplicateLeadsModal
        matches={duplicates}
        saving={saving}
        onCancel={() => setDuplicates(null)}
        onAddAnyway={() => void save(lastValues.current, true)}
        proceedLabel="Save anyway"
      />
      <DuplicateLeadsModal
        matches={verifyDuplicates}
        saving={busy === 'verify'}
        onCancel={() => setVerifyDuplicates(null)}
        onAddAnyway={() => void verify(true)}
        proceedLabel="Verify anyway"
        intro="Merge this lead into the other one (see the warning above the form), or verify it as a different customer."
      />
      <RejectLeadModal
        open={rejectOpen}
        saving={busy === 'reject'}
        onCancel={() => setRejectOpen(false)}
        onReject={(reason) => void reject(reason)}
      />
    </>
  );
}
