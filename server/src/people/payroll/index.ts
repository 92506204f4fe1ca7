/** Payroll: salary structures, runs and payslips. */
// Routes, registered by app.ts.
export { payrollRoutes } from './routes';
// Tables and payslips, for the demo seed.
export { payrollRuns, payslips, salaryStructures } from './schema';
// setSalaryStructure: an accepted offer becoming an employee gets its salary structure too.
export { type FinalMonthSalary, finalMonthSalary, payslipsFor, setSalaryStructure } from './service';
