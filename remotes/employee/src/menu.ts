import type { MenuItem } from '@managewell/ui';

/**
 * SPEC 2: employee self-service pages have no sidebar entry. The shell lists them
 * in the user menu instead (every role can reach them from there).
 */
export const employeeMenu: MenuItem[] = [];

export default employeeMenu;
