/** HTTP: access control, errors, input checks, exports and the response headers. */
// Installed by app.ts.
export { type AuthUser, currentUser, installAccessControl, type RouteAccess } from './access';
export { installAdmissionControl, laneOf, PriorityLaneLimiter } from './admission';
// Compression and the security headers of pages and assets.
export { COMPRESSION, Precompressed, sendPrecompressed } from './compression';
// Declared routes and their documentation.
export { registerEndpoints } from './endpoints';
export { DATABASE_UNAVAILABLE_BODY, installErrorHandling } from './error-handler';
// Errors every module answers with.
export { ApiError, conflict, forbidden, notFound, validationFailed } from './errors';
// CSV/XLSX exports.
export {
  allAtOnce,
  attachmentDisposition,
  csvCell,
  type ExportColumn,
  pagesOf,
  rupees,
  sendExport,
} from './export';
export { encodePath, installLocationEncoding } from './location';
export { openApiDocument } from './openapi';
// PDF downloads.
export { sendPdf } from './pdf-download';
export { RequestLogsAtDebug } from './request-logs';
export {
  htmlContentSecurityPolicy,
  IMMUTABLE_ASSET,
  inlineScriptHashes,
  installSecurityHeaders,
  remoteOrigins,
  requestId,
  scriptHash,
  tileOrigin,
} from './security-headers';
export { sharedCacheControl } from './shared-cache';
export { fieldMessages, installInputChecks, parseInput } from './validation';
