const base = '/app/sales';

/** The sales pages' addresses (SPEC 2). */
export const paths = {
  dashboard: `${base}/dashboard`,
  calls: `${base}/read-leads`,
  lead: (id: number) => `${base}/leads/${id}`,
  requirements: `${base}/pre-quotation/lead`,
  requirement: (id: number) => `${base}/pre-quotation/lead/${id}`,
  designs: `${base}/read-quotation`,
  design: (id: number) => `${base}/design/${id}`,
  checklists: `${base}/checklist`,
  checklist: (id: number) => `${base}/checklist/${id}`,
  checklistView: (id: number) => `${base}/checklist/${id}/view`,
};
