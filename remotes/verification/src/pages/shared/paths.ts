/** Absolute paths of this area's pages (the shell mounts the area at /app/verification). */
export const AREA_BASE = '/app/verification';

export const paths = {
  dashboard: `${AREA_BASE}/dashboard`,
  addLead: `${AREA_BASE}/add-lead`,
  readLeads: `${AREA_BASE}/read-leads`,
  newLeads: `${AREA_BASE}/read-leads?status=new`,
  editLead: (id: number | string) => `${AREA_BASE}/edit-leads/${id}`,
};
