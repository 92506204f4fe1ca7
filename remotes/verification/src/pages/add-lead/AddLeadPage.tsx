import { createLead, fieldErrorsOf, messageOf } from '@managewell/api';
import { type DuplicateLead, ERROR_CODES, isApiErrorBody } from '@managewell/api/contract';
import { PageHeader, useUnsavedChangesGuard } from '@managewell/ui';
import { Alert, Form } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LeadForm } from '../lead-form/LeadForm';
import {
  applyFieldErrors,
  EMPTY_LEAD_VALUES,
  type LeadFormValues,
  loadLeadSchemas,
  parseLeadForm,
  toPayload,
} from '../lead-form/validation';
import { LinkButton } from '../shared/LinkButton';
import { paths } from '../shared/paths';
import { useToast } from '../shared/toast';

// The duplicates dialog (antd's Modal and Table) loads when the server finds a match (see docs/decisions/0011-load-on-first-use.md).
const loadDuplicates = () => import('../shared/DuplicateLeadsModal');
const DuplicateLeadsModal = lazy(() => loadDuplicates().then((m) => ({ default: m.DuplicateLeadsModal })));

/** /app/verification/add-lead */
export function AddLeadPage() {
  const [form] = Form.useForm<LeadFormValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [duplicates, setDuplicates] = useState<DuplicateLead[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const lastValues = useRef<LeadFormValues>({});
  const { leaveWithoutAsking } = useUnsavedChangesGuard(dirty && !saving);

  async function save(values: LeadFormValues, allowDuplicate: boolean) {
    lastValues.current = values;
    setError(undefined);
    const { createLeadRequest } = await loadLeadSchemas();
    const parsed = parseLeadForm(form, createLeadRequest, {
      ...toPayload(values),
      ...(allowDuplicate ? { allowDuplicate: true } : {}),
    });
    if (!parsed.ok) {
      if (parsed.unplaced.length > 0) setError(parsed.unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      const lead = await createLead(parsed.data);
      setDirty(false);
      setDuplicates(null);
      toast.success('Lead added');
      leaveWithoutAsking(); // saved: nothing to lose
      navigate(paths.editLead(lead.id));
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === ERROR_CODES.duplicateLead) {
        const { duplicatesOf } = await loadDuplicates();
        setDuplicates(duplicatesOf(failure.details));
      } else {
        setDuplicates(null);
        const rest = applyFieldErrors(form, fieldErrorsOf(failure));
        setError([messageOf(failure, 'The lead could not be added. Please try again.'), ...rest].join(' '));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {/* SPEC 2: the page title is the menu item's ("Leads › Add New"). */}
      <PageHeader
        title="Add New"
        subtitle="Add a lead by hand. Fields marked * are required."
        crumbs={[{ title: 'Leads', to: paths.readLeads }]}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The lead was not added"
          description={error}
          style={{ marginBottom: 16 }}
        />
      )}
      <LeadForm
        form={form}
        initialValues={EMPTY_LEAD_VALUES}
        saving={saving}
        submitLabel="Add lead"
        onSubmit={(values) => void save(values, false)}
        onValuesChange={() => setDirty(true)}
        actions={<LinkButton to={paths.readLeads}>Cancel</LinkButton>}
      />
      {duplicates && (
        <Suspense fallback={null}>
          <DuplicateLeadsModal
            matches={duplicates}
            saving={saving}
            onCancel={() => setDuplicates(null)}
            onAddAnyway={() => void save(lastValues.current, true)}
          />
        </Suspense>
      )}
    </>
  );
}
