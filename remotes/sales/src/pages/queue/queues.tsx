import { leadAtStage, paths } from '../shared/paths';
import { QueuePage } from './QueuePage';

/** Leads › Call To Customer: verified leads to call, call back, retry, or take forward. */
export function CallsPage() {
  return (
    <QueuePage
      config={{
        queue: 'calls',
        title: 'Call To Customer',
        crumb: 'Leads',
        to: paths.lead,
        empty: 'No leads to call: verified leads appear here.',
      }}
    />
  );
}

/** Leads › Prepare Quotation Leads: interested leads whose requirement is captured and sent for costing. */
export function RequirementsPage() {
  return (
    <QueuePage
      config={{
        queue: 'requirements',
        title: 'Prepare Quotation Leads',
        crumb: 'Leads',
        to: paths.requirement,
        empty: 'No interested leads yet: log an "interested" call first.',
      }}
    />
  );
}

/** Quotation › Design: costed leads waiting for (or in) design. */
export function DesignsPage() {
  return (
    <QueuePage
      config={{
        queue: 'design',
        title: 'Design',
        crumb: 'Quotation',
        to: paths.design,
        empty: 'No costed quotations yet: they appear once the quotation team costs a lead.',
      }}
    />
  );
}

/** Checklist: accepted quotations and their handover. */
export function ChecklistsPage() {
  return (
    <QueuePage
      config={{
        queue: 'checklist',
        title: 'Checklist',
        crumb: 'Handover',
        to: paths.checklist,
        empty: 'No accepted quotations yet.',
      }}
    />
  );
}

/** Find a lead: one search across every sales stage, each result opening at its current stage. */
export function SearchPage() {
  return (
    <QueuePage
      config={{
        queue: 'all',
        title: 'Find a lead',
        crumb: 'Leads',
        to: leadAtStage,
        empty: 'No lead in sales matches: try part of the name, the e-mail or the mobile number.',
      }}
    />
  );
}
