/** The public site's forms: enquiries and career applications. */
// Routes, registered by app.ts.
export { careerApplicationRoutes } from './career-routes';
// The spam trap and per-address limit, shared with the newsletter's public sign-up.
export { isHoneypotFilled, logHoneypot } from './honeypot';
export { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
// Where resumes are stored, for the website leads' downloads.
export { resumeKey } from './resume';
export { publicFormRoutes } from './routes';
