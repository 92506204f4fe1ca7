/** Compliance: policies that staff acknowledge. */
// Routes, registered by app.ts.
export { complianceRoutes } from './routes';
// Tables and the policy hash the demo seed writes with.
export { policyAcknowledgements, policyVersions } from './schema';
export { policyHash } from './service';
