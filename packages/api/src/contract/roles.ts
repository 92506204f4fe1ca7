/** Staff roles. `employee` is staff whose only area is self-service. */
export const ROLES = ['website-admin', 'verification', 'sales', 'hr', 'quotation', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where a role lands after sign-in, and where unknown /app paths send a signed-in user. */
export const ROLE_HOME: Record<Role, string> = {
  'website-admin': '/app/website-admin/homes',
  verification: '/app/verification/dashboard',
  sales: '/app/sales/dashboard',
  hr: '/app/hr/dashboard',
  quotation: '/app/quotation/dashboard',
  employee: '/app/employee/profile',
};

export const ROLE_LABEL: Record<Role, string> = {
  'website-admin': 'Website admin',
  verification: 'Verification',
  sales: 'Sales',
  hr: 'HR',
  quotation: 'Quotation',
  employee: 'Employee',
};
