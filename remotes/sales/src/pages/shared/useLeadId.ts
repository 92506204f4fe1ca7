import { useParams } from 'react-router-dom';

/** The :lead_id of the address, or null when it is not a positive whole number. */
export function useLeadId(): number | null {
  const { lead_id } = useParams();
  const id = Number(lead_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
