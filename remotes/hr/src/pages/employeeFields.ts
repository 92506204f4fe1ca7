import type { EmergencyContact } from '@managewell/api/contract';
import { formatDate } from './shared';

/** An employee record's fields as people name them (the edit form's merge, the history). */
export const EMPLOYEE_FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Mobile',
  department: 'Department',
  designation: 'Designation',
  managerId: 'Manager',
  dateOfJoining: 'Date of joining',
  dateOfBirth: 'Date of birth',
  employmentType: 'Employment type',
  workLocation: 'Work location',
  workState: 'Work state',
  noticeDays: 'Notice period (days)',
  pan: 'PAN',
  aadhaarLast4: 'Aadhaar, last 4 digits',
  bankAccount: 'Bank account',
  ifsc: 'IFSC',
  uan: 'UAN (EPFO)',
  esicNumber: 'ESIC number',
  status: 'Status',
  code: 'Employee code',
  emergencyContact: 'Emergency contact',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One change of the history as a sentence part: "Manager: — → Ravi Iyer (MW0003)". */
export function historyChange(
  field: string,
  change: { from: unknown; to: unknown },
  nameOf: (employeeId: number) => string | undefined,
): string {
  const value = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'managerId' && typeof v === 'number') return nameOf(v) ?? `employee #${v}`;
    if (typeof v === 'string' && DATE.test(v)) return formatDate(v);
    if (field === 'emergencyContact' && typeof v === 'object') {
      const c = v as EmergencyContact;
      return `${c.name} (${c.relation}), ${c.phone}`;
    }
    return String(v);
  };
  return `${EMPLOYEE_FIELD_LABELS[field] ?? field}: ${value(change.from)} → ${value(change.to)}`;
}
