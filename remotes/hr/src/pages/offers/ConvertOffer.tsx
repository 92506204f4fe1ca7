import { convertOffer, messageOf } from '@managewell/api';
import type { OfferDetail } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
import { Button, Input, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { type CreatedPerson, createdPersonOf } from '../format';

const CreatedDialog = lazy(() => import('../CreatedDialog').then((m) => ({ default: m.CreatedDialog })));

/** A suggested username from the e-mail's local part, within the account rule. */
const suggestedUsername = (email: string) =>
  (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40);

/** On an accepted offer: "Create employee" (once), then a link to the employee record. */
export function ConvertOffer({ offer, onConverted }: { offer: OfferDetail; onConverted: () => void }) {
  const { message } = useAntApp();
  const [asking, setAsking] = useState(false);
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedPerson | null>(null);

  if (offer.employeeId !== null)
    return <Link to={`/app/hr/employee-details?id=${offer.employeeId}`}>Open the employee record</Link>;
  if (offer.status !== 'accepted') return null;

  const convert = async () => {
    setBusy(true);
    try {
      const name = username.trim();
      const answer = await convertOffer(offer.id, name ? { username: name, role: 'employee' } : null);
      setAsking(false);
      setCreated(createdPersonOf(answer));
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setUsername(suggestedUsername(offer.candidateEmail));
          setAsking(true);
        }}
      >
        Create employee
      </Button>
      <Modal
        open={asking}
        title={`Create the employee ${offer.candidateName}`}
        okText="Create employee"
        confirmLoading={busy}
        onOk={() => void convert()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Name, e-mail, mobile, designation, joining date and the offer’s salary split are carried over. A
          sign-in account lets them open their joining kit; leave the username empty for none.
        </p>
        <Input
          aria-label="Username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder="Username (optional)"
        />
      </Modal>
      {created && (
        <Suspense fallback={null}>
          <CreatedDialog
            created={created}
            onDone={() => {
              setCreated(null);
              onConverted();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
