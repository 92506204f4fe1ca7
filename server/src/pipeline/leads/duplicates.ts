import type { DuplicateLead, LeadStatus } from '@managewell/api/contract';

export interface DuplicateCandidate {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  mobile: string;
  mobileNormalised: string;
  status: string;
  createdAt: Date;
}

export interface DuplicateProbe {
  /** The +91 form of the mobile. */
  mobileNormalised: string;
  /** Lower-cased e-mail, if any. */
  email: string | null;
}

/** The stored leads that share the probe's mobile (+91 form) or e-mail (case-insensitive). */
export function matchDuplicates(probe: DuplicateProbe, candidates: DuplicateCandidate[]): DuplicateLead[] {
  const email = probe.email?.trim().toLowerCase() || null;
  const matches: DuplicateLead[] = [];
  for (const c of candidates) {
    const matchedOn: DuplicateLead['matchedOn'] = [];
    if (c.mobileNormalised === probe.mobileNormalised) matchedOn.push('mobile');
    if (email && c.email?.toLowerCase() === email) matchedOn.push('email');
    if (matchedOn.length === 0) continue;
    matches.push({
      id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      mobile: c.mobile,
      status: c.status as LeadStatus,
      created_at: c.createdAt.toISOString(),
      matchedOn,
    });
  }
  return matches;
}
