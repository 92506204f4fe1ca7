import { selfApi } from '@managewell/api';
import { formatIndianPhone } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { Panel } from '@managewell/ui/light';
import { Button, Col, Descriptions, Row } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FIELD_LABELS } from './profileLabels';
import { formatDate, StatusTag } from './shared';

// The forms load when opened (antd's Form, Input and Select stay off the first page).
const AskHrForm = lazy(() => import('./ProfileForms').then((m) => ({ default: m.AskHrForm })));
const ContactForm = lazy(() => import('./ProfileForms').then((m) => ({ default: m.ContactForm })));

/** Self-service profile: my record; contact and emergency details changed directly, the rest asked of HR. */
export function ProfilePage() {
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.profile(), `profile-${attempt}`);
  const [open, setOpen] = useState<'ask' | 'contact' | null>(null);

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const { employee: e, changeRequests } = data.data;
  const done = () => {
    setOpen(null);
    setAttempt((n) => n + 1);
  };
  const close = () => setOpen(null);
  const ec = e.emergencyContact;

  return (
    <>
      <PageHeader title="My profile" subtitle={`${e.code} · ${e.designation}, ${e.department}`} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Panel title="My record">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="Name">{e.fullName}</Descriptions.Item>
              <Descriptions.Item label="E-mail">{e.email}</Descriptions.Item>
              <Descriptions.Item label="Manager">{e.managerName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Joined">{formatDate(e.dateOfJoining)}</Descriptions.Item>
              <Descriptions.Item label="Employment">{e.employmentType}</Descriptions.Item>
              <Descriptions.Item label="Location">{`${e.workLocation}, ${e.workState}`}</Descriptions.Item>
              <Descriptions.Item label="Date of birth">{formatDate(e.dateOfBirth)}</Descriptions.Item>
              <Descriptions.Item label="Notice period">{e.noticeDays} days</Descriptions.Item>
              <Descriptions.Item label="PAN">{e.pan ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Aadhaar">
                {e.aadhaarLast4 ? `XXXX XXXX ${e.aadhaarLast4}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Bank account">{e.bankAccount ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="IFSC">{e.ifsc ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Panel>
          <Panel title="Ask HR to change something" style={{ marginTop: 16 }}>
            {open === 'ask' ? (
              <Suspense fallback={<PageSpinner label="Loading the form…" />}>
                <AskHrForm onSent={done} onCancel={close} />
              </Suspense>
            ) : (
              <Button onClick={() => setOpen('ask')}>Ask for a change</Button>
            )}
            <DataTable
              label="My change requests"
              style={{ marginTop: 16 }}
              rowKey="id"
              size="small"
              dataSource={changeRequests}
              emptyText="No change requests."
              columns={[
                { key: 'asked', title: 'Asked', render: (r) => formatDate(r.createdAt) },
                {
                  key: 'changes',
                  title: 'Changes',
                  render: (r) =>
                    Object.keys(r.changes)
                      .map((k) => FIELD_LABELS[k as keyof typeof FIELD_LABELS] ?? k)
                      .join(', '),
                },
                { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={10}>
          <Panel
            title="Contact and emergency details"
            extra={
              open === 'contact' ? null : (
                <Button size="small" onClick={() => setOpen('contact')}>
                  Edit
                </Button>
              )
            }
          >
            {open === 'contact' ? (
              <Suspense fallback={<PageSpinner label="Loading the form…" />}>
                <ContactForm employee={e} onSaved={done} onCancel={close} />
              </Suspense>
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Mobile">{formatIndianPhone(e.phone) || '—'}</Descriptions.Item>
                <Descriptions.Item label="Emergency contact">
                  {ec ? `${ec.name} (${ec.relation}), ${formatIndianPhone(ec.phone)}` : '—'}
                </Descriptions.Item>
              </Descriptions>
            )}
          </Panel>
        </Col>
      </Row>
    </>
  );
}
