import type { AreaModule } from '@managewell/ui';

/** /app/verification/… (SPEC 2: Verification). */
export const verificationArea: AreaModule = {
  area: 'verification',
  build: __MW_BUILD__,
  routes: [
    {
      path: 'dashboard',
      title: 'Dashboard',
      page: () => import('./pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
    },
    {
      path: 'add-lead',
      title: 'Add New',
      page: () => import('./pages/add-lead/AddLeadPage').then((m) => m.AddLeadPage),
    },
    {
      path: 'read-leads',
      title: 'List',
      page: () => import('./pages/read-leads/ReadLeadsPage').then((m) => m.ReadLeadsPage),
    },
    {
      path: 'edit-leads/:lead_id',
      title: 'Edit lead',
      page: () => import('./pages/edit-lead/EditLeadPage').then((m) => m.EditLeadPage),
    },
  ],
};

export default verificationArea;
