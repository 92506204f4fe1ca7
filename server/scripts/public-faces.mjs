// Keeps the server's modules behind their public faces (docs/architecture.md, "The server by business region").
//
// A module is server/src/<region>/<module>/; its face is the module's index.ts. Run from anywhere:
//   node server/scripts/public-faces.mjs          rewrites every cross-module import in server/src to the
//                                                 target's face (and moved tables to their new owner), then
//                                                 lists the names a face does not export yet
//   node server/scripts/public-faces.mjs --check  changes nothing; fails on any import of another module's
//                                                 internal file (run by server/test/structure.test.ts)
//   node server/scripts/public-faces.mjs --used   prints, per module file, the names other modules import
// It is idempotent: a second run finds nothing to do. Tests (test/, *.test.ts) may reach internals, and
// bench/ and scripts/ are tools: there it only follows moved tables and files (MOVED, MOVED_FILES).
// Rewritten files are not formatted: run `pnpm exec biome check --write server` after it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const REGIONS = ['website', 'pipeline', 'people', 'workplace', 'platform'];

/**
 * Tables that moved to the module that owns them: an import of the name from the old file is
 * sent to the new one (through its face from other modules).
 */
const MOVED = {
  'platform/db/schema': {
    leads: 'pipeline/leads/schema',
    leadHistory: 'pipeline/leads/schema',
    leadAttachments: 'pipeline/leads/schema',
    leadForwarding: 'pipeline/lead-forwarding/schema',
    contentItems: 'website/site/schema',
    contentSlugHistory: 'website/site/schema',
    webVitals: 'website/web-vitals/schema',
    notifications: 'workplace/notifications/schema',
    notificationReads: 'workplace/notifications/schema',
  },
  'platform/http/index': {
    AddressLimit: 'platform/auth/address-limit',
    countAgainstLimit: 'platform/auth/address-limit',
    refuseIfOverLimit: 'platform/auth/address-limit',
  },
};

/** Files that moved to another module: an import of the old path is sent to the new one. */
const MOVED_FILES = {
  'platform/http/address-limit': 'platform/auth/address-limit',
};

/**
 * Internal files a file outside the module may still import. A region's context (the type its route
 * plugins take) names a class of a module whose routes take that context: through the face, a cycle.
 * main.ts keeps its imports light (the bootstrap starts PostgreSQL before the rest loads): the db
 * face would bring the driver, the migrations and the schema into its chunk.
 */
const ALLOWED = {
  'main.ts': ['platform/db/embedded.ts'],
  'platform/context.ts': ['platform/auth/session-cache.ts'],
  'website/context.ts': ['website/site/service.ts'],
};

const toPosix = (p) => p.split(path.sep).join('/');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** 'src/pipeline/leads/list.ts' → 'pipeline/leads'; null outside a module (entry points, seed/, platform/context.ts). */
function moduleOf(file) {
  const parts = toPosix(path.relative(path.join(serverDir, 'src'), file)).split('/');
  return REGIONS.includes(parts[0]) && parts.length >= 3 ? `${parts[0]}/${parts[1]}` : null;
}

function resolveAsIs(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].some((candidate) =>
    existsSync(candidate),
  );
}

function resolve(fromFile, specifier) {
  let base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  const moved = MOVED_FILES[toPosix(path.relative(path.join(serverDir, 'src'), base))];
  if (moved) base = path.join(serverDir, 'src', moved);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const faceFile = (module) => path.join(serverDir, 'src', module, 'index.ts');

/** The specifier from `fromFile` to a module's face, or to a file of the importer's own module. */
function specifierTo(fromFile, target) {
  let rel = toPosix(path.relative(path.dirname(fromFile), path.join(serverDir, 'src', target)));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

/** Where the import of `target` (a resolved file) from `file` should point: null when it is fine as it is. */
function internalTarget(file, target) {
  const module = moduleOf(target);
  if (!module || module === moduleOf(file)) return null;
  const srcDir = path.join(serverDir, 'src');
  const allowed = ALLOWED[toPosix(path.relative(srcDir, file))] ?? [];
  if (allowed.includes(toPosix(path.relative(srcDir, target)))) return null;
  return path.resolve(target) === faceFile(module) ? null : module;
}

/** The names a face exports, following `export * from`. */
function faceExports(file, seen = new Set()) {
  const names = new Set();
  if (!existsSync(file) || seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) names.add(element.name.text);
      } else if (node.exportClause) names.add(node.exportClause.name.text);
      else if (node.moduleSpecifier) {
        const target = resolve(file, node.moduleSpecifier.text);
        if (target) for (const name of faceExports(target, seen)) names.add(name);
      }
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name &&
      exported(node)
    ) {
      names.add(node.name.text);
    }
  }
  return names;
}

/** Import and re-export declarations with a relative specifier, and dynamic imports of a literal. */
function importsOf(source) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        node,
        literal: node.moduleSpecifier,
        specifier: node.moduleSpecifier.text,
        dynamic: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ node, literal: node.arguments[0], specifier: node.arguments[0].text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.specifier.startsWith('.'));
}

/** The named elements of an import or re-export: [{ name, alias, type }], or null for other forms. */
function elementsOf(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings))
      return null;
    return clause.namedBindings.elements.map((e) => ({
      name: (e.propertyName ?? e.name).text,
      alias: e.propertyName ? e.name.text : null,
      type: clause.isTypeOnly || e.isTypeOnly,
    }));
  }
  if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return null;
  return node.exportClause.elements.map((e) => ({
    name: (e.propertyName ?? e.name).text,
    alias: e.propertyName ? e.name.text : null,
    type: node.isTypeOnly || e.isTypeOnly,
  }));
}

function declaration(node, elements, specifier) {
  const keyword = ts.isImportDeclaration(node) ? 'import' : 'export';
  const allTypes = elements.every((e) => e.type);
  const list = elements
    .map((e) => `${e.type && !allTypes ? 'type ' : ''}${e.name}${e.alias ? ` as ${e.alias}` : ''}`)
    .join(', ');
  return `${keyword} ${allTypes ? 'type ' : ''}{ ${list} } from '${specifier}';`;
}

/**
 * One file's imports: the edits that send them to faces, what still reaches an internal file, and
 * which names each module's face is asked for.
 */
function analyse(file, movesOnly = false) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const own = moduleOf(file);
  const edits = [];
  const violations = [];
  const asked = [];
  for (const { node, literal, specifier, dynamic } of importsOf(source)) {
    const target = resolve(file, specifier);
    if (!target) continue;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const where = `${toPosix(path.relative(path.join(serverDir, '..'), file))}:${line}`;
    const oldFile = toPosix(path.relative(path.join(serverDir, 'src'), target)).replace(/\.tsx?$/, '');
    const moved = MOVED[oldFile];
    const elements = dynamic ? null : elementsOf(node);
    if (moved && elements?.some((e) => moved[e.name])) {
      // Split the names between the old file and their new owners.
      const groups = new Map();
      for (const element of elements) {
        const destination = moved[element.name] ?? oldFile;
        const module = moduleOf(path.join(serverDir, 'src', `${destination}.ts`));
        let key = module && module !== own ? module : destination;
        if (movesOnly) {
          // Tests and tools keep the old file for the names that stayed, and reach past a face that lacks one.
          if (!moved[element.name]) key = null;
          else if (key === module && !faceExports(faceFile(module)).has(element.name)) key = destination;
        }
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(element);
        if (module && module !== own) asked.push({ module, file: destination, name: element.name, where });
      }
      const replacement = [...groups]
        .map(([key, list]) => declaration(node, list, key ? specifierTo(file, key) : specifier))
        .join('\n');
      edits.push({ start: node.getStart(), end: node.end, text: replacement });
      continue;
    }
    const module = movesOnly ? null : internalTarget(file, target);
    if (!module) {
      if (!resolveAsIs(file, specifier)) {
        // The file moved (MOVED_FILES): point at its new place.
        let rel = toPosix(path.relative(path.dirname(file), target)).replace(/(\/index)?\.tsx?$/, '');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        edits.push({ start: literal.getStart() + 1, end: literal.end - 1, text: rel });
      }
      continue;
    }
    if (dynamic || elements) {
      for (const element of elements ?? []) asked.push({ module, file: oldFile, name: element.name, where });
      const face = specifierTo(file, module);
      edits.push({ start: literal.getStart() + 1, end: literal.end - 1, text: face });
      violations.push({ where, specifier, face });
    } else {
      violations.push({ where, specifier, face: null });
    }
  }
  return { text, edits, violations, asked };
}

function apply(text, edits) {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

const isTest = (f) => /\.test\.tsx?$/.test(f);
const files = walk(path.join(serverDir, 'src')).filter((f) => !isTest(f));
/** Where only moved tables and files are followed: tests may reach internals, benches and scripts are tools. */
const movesOnlyFiles = [
  ...walk(path.join(serverDir, 'src')).filter(isTest),
  ...['test', 'bench', 'scripts'].flatMap((dir) => walk(path.join(serverDir, dir))),
];
const mode = process.argv[2] ?? '--write';

if (mode === '--check') {
  const violations = files.flatMap((file) => analyse(file).violations);
  for (const v of violations) {
    console.error(
      `${v.where}: '${v.specifier}' is another module's internal file; import its face '${v.face ?? '(index.ts)'}'`,
    );
  }
  if (violations.length > 0) process.exit(1);
  console.log(`public faces: ${files.length} files import other modules only through their faces.`);
} else if (mode === '--used') {
  const used = new Map();
  for (const file of files) {
    for (const { file: from, name } of analyse(file).asked) {
      if (!used.has(from)) used.set(from, new Set());
      used.get(from).add(name);
    }
  }
  for (const [from, names] of [...used].sort()) console.log(`${from}: ${[...names].sort().join(', ')}`);
} else if (mode === '--write') {
  const missing = new Map();
  let changed = 0;
  for (const file of [...files, ...movesOnlyFiles]) {
    const movesOnly = movesOnlyFiles.includes(file);
    const { text, edits, violations, asked } = analyse(file, movesOnly);
    for (const v of violations.filter((v) => !v.face)) {
      console.warn(
        `${v.where}: '${v.specifier}' (a default, namespace or side-effect import) needs a hand edit`,
      );
    }
    for (const { module, name, where } of movesOnly ? [] : asked) {
      if (faceExports(faceFile(module)).has(name)) continue;
      const key = `${module}/index.ts`;
      if (!missing.has(key)) missing.set(key, new Map());
      if (!missing.get(key).has(name)) missing.get(key).set(name, where);
    }
    if (edits.length === 0) continue;
    writeFileSync(file, apply(text, edits));
    changed += 1;
  }
  console.log(`public faces: rewrote ${changed} files.`);
  for (const [face, names] of [...missing].sort()) {
    console.log(`${face} does not export yet:`);
    for (const [name, where] of names) console.log(`  ${name} (${where})`);
  }
  if (missing.size > 0) process.exitCode = 1;
} else {
  console.error(`unknown option ${mode}: use --check, --used or nothing`);
  process.exit(2);
}
