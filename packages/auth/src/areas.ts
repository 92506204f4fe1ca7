import { ROLE_HOME, ROLES, type Role } from '@managewell/api/contract';

/** The staff areas under /app, one per remote: one per role. */
export const STAFF_AREAS = ROLES;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** A role works in its own area; self-service (employee) is open to every signed-in staff member. */
export function canEnterArea(role: Role, area: StaffArea): boolean {
  return area === 'employee' || area === role;
}

export function homeOf(role: Role): string {
  return ROLE_HOME[role];
}

/**
 * SPEC 2: unknown /app paths go to /app/{role}/homes when a login is stored. Only
 * website-admin has a `homes` page; for the other roles that path leads to their home.
 */
export function unknownPathTarget(role: Role | null | undefined): string {
  return role ? homeOf(role) : '/app/';
}

/**
 * Where a user lands right after signing in: the staff page they were sent away
 * from, if it is one of their areas; otherwise their role's home.
 */
export function afterSignInTarget(role: Role, from: string | null | undefined): string {
  const area = from?.match(/^\/app\/([^/?#]+)\//)?.[1];
  const enterable = STAFF_AREAS.find((a) => a === area);
  return from && enterable && canEnterArea(role, enterable) ? from : homeOf(role);
}
