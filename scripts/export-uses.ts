// Which exports of src/ only tests import, and which nothing imports: the count
// docs/architecture.md ("Exports used only by tests, and why") gives and explains.
//
// Run: npm run exports            (the counts, and each export by file)
//      npm run exports -- --json  (the same as JSON)
//
// Over the whole tsconfig.json program, with the TypeScript compiler API:
// - the product is what the entry points reach: src/main.tsx, the client
//   library's public API (package.json "exports"), the command lines' entries
//   (named by path in bin/ and scripts/), and every module a product module
//   reaches by an import (named, namespace, type, dynamic, `export … from`) or
//   by `new URL('./x.ts', import.meta.url)` (workers);
// - everything else that imports src/ is test code: test files, test/, bench/,
//   and modules only those reach (src/ui/testing/, …);
// - an import is followed through re-exports to the declaration it names
//   (`checker.getAliasedSymbol`), so an export is counted where it is written.
// An export is "used" when a product module other than its own file imports it,
// "test only" when only test code does, "unused" when nothing does. Types and
// values are counted apart (an unused type costs nothing at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const posix = (path: string) => relative(root, path).split('\\').join('/');

function program(): ts.Program {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

/** The src/ files the product starts from; those loaded by path from JavaScript (whose exports that code calls) apart. */
function entryPoints(): { all: string[]; byPath: Set<string> } {
  const entries = new Set(['src/main.tsx']);
  const byPath = new Set<string>();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports?: Record<string, { default?: string }> };
  for (const target of Object.values(manifest.exports ?? {})) if (target.default) entries.add(target.default.replace(/^\.\//, ''));
  // The command lines are loaded by path (bin/vigil.js runs their bundles or, through tsx, their sources).
  for (const folder of ['bin', 'scripts'])
    for (const name of readdirSync(join(root, folder)).filter((file) => file.endsWith('.js')))
      for (const [, path] of readFileSync(join(root, folder, name), 'utf8').matchAll(/'(?:\.\.\/)?(src\/[^']+\.tsx?)'/g)) {
        entries.add(path!);
        byPath.add(path!);
      }
  return { all: [...entries], byPath };
}

interface Export {
  readonly file: string;
  readonly name: string;
  readonly type: boolean;
}

function main(): void {
  const built = program();
  const checker = built.getTypeChecker();
  const sources = built.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));
  const byName = new Map(sources.map((file) => [posix(file.fileName), file]));

  /** The original declaration's symbol of an imported or re-exported name. */
  const original = (symbol: ts.Symbol | undefined): ts.Symbol | undefined =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const moduleFile = (specifier: ts.Expression): string | undefined => {
    const declaration = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    return declaration && ts.isSourceFile(declaration) ? posix(declaration.fileName) : undefined;
  };

  // Every module each file reaches, and every exported symbol it names.
  const reaches = new Map<string, Set<string>>();
  const names = new Map<string, Set<ts.Symbol>>();
  const wholeModules = new Map<string, Set<string>>();
  for (const file of sources) {
    const path = posix(file.fileName);
    const reached = new Set<string>();
    const named = new Set<ts.Symbol>();
    const whole = new Set<string>();
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const target = moduleFile(node.moduleSpecifier);
        if (target) {
          reached.add(target);
          const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
          if (ts.isExportDeclaration(node)) {
            if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) whole.add(target);
            else for (const element of node.exportClause.elements) named.add(original(checker.getSymbolAtLocation(element.name))!);
          } else if (clause) {
            if (clause.name) named.add(original(checker.getSymbolAtLocation(clause.name))!);
            const bindings = clause.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings)) whole.add(target);
            else if (bindings) for (const element of bindings.elements) named.add(original(checker.getSymbolAtLocation(element.name))!);
          }
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        const target = moduleFile(node.arguments[0]);
        if (target) {
          reached.add(target);
          whole.add(target);
        }
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const target = moduleFile(node.argument.literal);
        if (target) {
          reached.add(target);
          if (node.qualifier) named.add(original(checker.getSymbolAtLocation(ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.right))!);
          else whole.add(target);
        }
      } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
        // new URL('./x.ts', import.meta.url): a worker's module.
        const [first] = node.arguments ?? [];
        if (first && ts.isStringLiteral(first) && /\.tsx?$/.test(first.text)) {
          const target = posix(resolve(dirname(file.fileName), first.text));
          if (byName.has(target)) {
            reached.add(target);
            whole.add(target);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    reaches.set(path, reached);
    names.set(path, new Set([...named].filter(Boolean)));
    wholeModules.set(path, whole);
  }

  // The product: what the entry points reach.
  const product = new Set<string>();
  const entries = entryPoints();
  const pending = entries.all.filter((path) => byName.has(path));
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (product.has(path)) continue;
    product.add(path);
    for (const next of reaches.get(path) ?? []) if (!product.has(next)) pending.push(next);
  }
  const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

  // Who names each export.
  const users = new Map<ts.Symbol, Set<string>>();
  const addUse = (symbol: ts.Symbol, path: string) => {
    const set = users.get(symbol) ?? new Set<string>();
    set.add(path);
    users.set(symbol, set);
  };
  for (const [path, symbols] of names) for (const symbol of symbols) addUse(symbol, path);
  for (const [path, modules] of wholeModules)
    for (const target of modules) {
      const file = byName.get(target);
      const moduleSymbol = file && checker.getSymbolAtLocation(file);
      if (moduleSymbol) for (const symbol of checker.getExportsOfModule(moduleSymbol)) addUse(original(symbol)!, path);
    }

  const used: Export[] = [];
  const testOnly: Export[] = [];
  const unused: Export[] = [];
  for (const path of [...product].sort()) {
    if (!path.startsWith('src/') || isTestFile(path)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(byName.get(path)!);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = original(exported)!;
      // Re-exports are counted where they are declared.
      const declaration = symbol.declarations?.[0];
      if (!declaration || posix(declaration.getSourceFile().fileName) !== path) continue;
      const type = !(symbol.flags & ts.SymbolFlags.Value);
      const entry = { file: path, name: exported.name, type };
      const others = [...(users.get(symbol) ?? [])].filter((user) => user !== path);
      if (entries.byPath.has(path) || others.some((user) => product.has(user) && !isTestFile(user))) used.push(entry);
      else if (others.length > 0) testOnly.push(entry);
      else unused.push(entry);
    }
  }

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ used: used.length, testOnly, unused }, null, 2));
    return;
  }
  const count = (list: readonly Export[]) => `${list.filter((entry) => !entry.type).length} values, ${list.filter((entry) => entry.type).length} types`;
  console.log(`exports of the product's modules in src/ (${product.size} modules reached from ${entries.all.length} entry points)`);
  console.log(`- used by the product: ${count(used)}`);
  console.log(`- used only by tests: ${count(testOnly)}`);
  console.log(`- used by nothing: ${count(unused)}`);
  const list = (title: string, entries: readonly Export[]) => {
    console.log(`\n${title}`);
    const files = new Map<string, string[]>();
    for (const entry of entries) files.set(entry.file, [...(files.get(entry.file) ?? []), entry.type ? `${entry.name} (type)` : entry.name]);
    for (const [file, exported] of files) console.log(`  ${file}: ${exported.join(', ')}`);
  };
  list('used only by tests:', testOnly);
  list('used by nothing (values):', unused.filter((entry) => !entry.type));
}

main();
