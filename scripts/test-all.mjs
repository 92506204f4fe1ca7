// `pnpm test`: the whole suite, as CI runs it. Lint and format check, type check,
// migration check, unit + integration + component tests (vitest, real PostgreSQL),
// production build, then end-to-end tests in Chromium against that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

run('lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']);
run('type check', 'pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
run('migrations match the schema', 'pnpm', ['--filter', '@managewell/server', 'run', 'db:check']);
run('unit, integration and component tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);
const built = run('production build', 'pnpm', ['run', 'build']);
if (built) {
  run('end-to-end tests', 'pnpm', ['--filter', '@managewell/e2e', 'run', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
  });
} else {
  steps.push({ name: 'end-to-end tests (skipped: the build failed)', ok: false, seconds: 0 });
}

// One closing summary over both runners.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const vitestFile = path.join(results, 'vitest.json');
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`vitest  ${where}: ${(file.message ?? 'the file failed').split('\n')[0]}`);
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        failures.push(`vitest  ${where} › ${t.fullName}: ${(t.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }
}
const playwrightFile = path.join(results, 'playwright.json');
if (existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky')
          failures.push(
            `e2e${t.status === 'flaky' ? ' (flaky)' : ''}  ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          );
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of p.suites ?? []) visit(suite, []);
}

console.log('\n━━ Summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds} s)`);
// Named here, at the end, so a log cut to its tail still says which tests failed.
if (failures.length > 0) {
  console.log('\nFailed or flaky tests:');
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
}
const stepsFailed = steps.filter((s) => !s.ok).length;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
