/** The website's audit log. */
// Recording a change, for every website-admin module.
export { diffDocuments, recordSiteAudit } from './audit';
export { siteAuditLog } from './schema';
