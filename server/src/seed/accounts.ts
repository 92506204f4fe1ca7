import type { Role } from '@managewell/api/contract';

export interface DemoAccount {
  role: Role;
  username: string;
  password: string;
  fullName: string;
  email: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'website-admin',
    username: 'admin',
    password: 'admin-pool-2026',
    fullName: 'Rajesh Kumar Menon',
    email: 'rajesh.menon@managewell.in',
  },
  {
    role: 'verification',
    username: 'verifier',
    password: 'verify-pool-2026',
    fullName: 'Priya Venkataraman',
    email: 'priya.venkataraman@managewell.in',
  },
  {
    role: 'sales',
    username: 'sales',
    password: 'sales-pool-2026',
    fullName: 'Arjun Mehta',
    email: 'arjun.mehta@managewell.in',
  },
  {
    role: 'hr',
    username: 'hr',
    password: 'hr-pool-2026',
    fullName: 'Kavita Deshpande',
    email: 'kavita.deshpande@managewell.in',
  },
  {
    role: 'quotation',
    username: 'quotation',
    password: 'quote-pool-2026',
    fullName: 'Sandeep Reddy',
    email: 'sandeep.reddy@managewell.in',
  },
  {
    role: 'employee',
    username: 'employee',
    password: 'staff-pool-2026',
    fullName: 'Anjali Nair',
    email: 'anjali.nair@managewell.in',
  },
];

/**
 * A manager with a team (the Projects Head, MW0009): Anjali Nair (`employee`) and three site
 * colleagues report to him, so his self-service has a My team page with requests waiting. Kept
 * apart from DEMO_ACCOUNTS, which hold one account per role.
 */
export const DEMO_MANAGER: DemoAccount = {
  role: 'employee',
  username: 'manager',
  password: 'lead-pool-2026',
  fullName: 'Vikram Bhattacharya',
  email: 'vikram.bhattacharya@managewell.in',
};

/** Every demo account, the manager last. */
export const ALL_DEMO_ACCOUNTS: readonly DemoAccount[] = [...DEMO_ACCOUNTS, DEMO_MANAGER];

/** The demo accounts as a markdown table (printed at first start and copied into the README). */
export function demoAccountsTable(): string {
  const rows = ALL_DEMO_ACCOUNTS.map(
    (a) => `| ${a.role} | \`${a.username}\` | \`${a.password}\` | ${a.fullName} |`,
  );
  return ['| Role | Username | Password | Name |', '|---|---|---|---|', ...rows].join('\n');
}
