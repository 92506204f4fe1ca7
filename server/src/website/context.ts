import type { LeadForwarder } from '../pipeline/lead-forwarding';
import type { AppContext } from '../platform/context';
import type { SiteContent } from './site/service';

/** What the website's route plugins need besides the platform's context. */
export interface WebsiteContext extends AppContext {
  /** Queues stored website leads for forwarding to HelloLeads. */
  leadForwarder: LeadForwarder;
  /** The public website's settings and page documents, cached per content version. */
  siteContent: SiteContent;
}
