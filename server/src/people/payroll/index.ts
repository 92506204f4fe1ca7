/** Payroll: salary structures, runs and payslips. */
// Routes, registered by app.ts.
export { payrollRoutes } from './routes';
// Tables and payslips, for the demo seed.
export { payrollRuns, payslips, salaryStructures } from './schema';
export { type FinalMonthSalary, finalMonthSalary, payslipsFor } from './service';
