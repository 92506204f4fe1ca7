/** The public site's forms: enquiries and career applications. */
// Routes, registered by app.ts.
export { careerApplicationRoutes } from './career-routes';
// Where resumes are stored, for the website leads' downloads.
export { resumeKey } from './resume';
export { publicFormRoutes } from './routes';
