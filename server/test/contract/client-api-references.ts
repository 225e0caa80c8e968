import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds every place the client, its tests and the browser tests name an /api route, with the method when the
 * code says it: `apiRequest('POST', '/api/…')`, `fetch('/api/…', { method })`, e2e `apiGet`/`apiPost` and
 * `page.request.get(…)`, query keys (`['/api/trends', id, 'explanation']` is a GET of /api/trends/:id/explanation,
 * the URL the default query function builds), client-test mocks keyed 'METHOD /api/…' (mockApi), playwright
 * `page.route('**\/api/…')`, and any other string naming an /api path (method unknown: 'ANY').
 * Template substitutions that fill a whole path segment become parameters; a substitution glued to the end of
 * a path (`/api/trends${query}`) is its query string.
 */
export type ApiReference = { method: string; path: string; file: string; line: number };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const HOLE = '\u0000';
const LITERAL = /^(?:(GET|POST|PUT|PATCH|DELETE) )?(?:\*\*)?(\/api(?:[/?#].*)?)$/s;

/** The text of a string or template literal, substitutions as HOLE; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  }
  return undefined;
}

/** '/api/trends/HOLE/explanation?x' → '/api/trends/:param/explanation'; null when it is only the /api prefix. */
export function normalisePath(raw: string): string | null {
  let text = raw.split(/[?#]/)[0]!;
  const glued = text.search(new RegExp(`[^/]${HOLE}`));
  if (glued >= 0) text = text.slice(0, glued + 1);
  const segments = text.split('/').map((s) => (s.includes(HOLE) ? ':param' : s));
  const out = segments.join('/').replace(/\/+$/, '');
  return out === '/api' || out === '' ? null : out;
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

const stringArg = (node: ts.Expression | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The method a call implies for its URL argument, or undefined when the call says nothing about it. */
function methodOfCall(call: ts.CallExpression, urlArg: ts.Node): string | undefined {
  const name = calleeName(call);
  const args = call.arguments;
  if (name === 'apiRequest' && args[1] === urlArg) return stringArg(args[0])?.toUpperCase();
  if (name === 'fetch' && args[0] === urlArg) {
    const init = args[1];
    if (init && ts.isObjectLiteralExpression(init)) {
      for (const prop of init.properties) {
        if (ts.isPropertyAssignment(prop) && prop.name.getText() === 'method')
          return stringArg(prop.initializer)?.toUpperCase();
      }
    }
    return 'GET';
  }
  const helper = /^api(Get|Post|Put|Patch|Delete)$/.exec(name);
  if (helper) return helper[1]!.toUpperCase();
  // page.request.get('/api/…'), supertest-like clients.
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && METHODS.includes(name.toUpperCase() as (typeof METHODS)[number])) {
    const target = callee.expression.getText();
    if (/request$/i.test(target)) return name.toUpperCase();
  }
  return undefined;
}

/** ['/api/trends', id, 'explanation', { filters }] → '/api/trends/HOLE/explanation' (what urlFromQueryKey builds). */
function queryKeyText(array: ts.ArrayLiteralExpression, first: string): string {
  let text = first;
  for (const element of array.elements.slice(1)) {
    if (ts.isObjectLiteralExpression(element)) continue;
    const literal = literalText(element);
    if (literal !== undefined && literal.startsWith('/')) break; // a list of URLs, not a key
    text += `/${literal ?? (ts.isNumericLiteral(element) ? element.text : HOLE)}`;
  }
  return text;
}

/** Names bound to an /api URL or query key (`const TRENDS_KEY = '/api/trends'`, `const K = ['/api/x'] as const`). */
export type ApiConstants = Map<string, string>;

const parse = (file: string, source: string) =>
  ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function collectConstants(sf: ts.SourceFile, into: ApiConstants): void {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      const first = ts.isArrayLiteralExpression(init) ? init.elements[0] : init;
      const text = first && literalText(first);
      const raw = text !== undefined ? LITERAL.exec(text)?.[2] : undefined;
      if (raw && first) into.set(node.name.text, ts.isArrayLiteralExpression(init) ? queryKeyText(init, raw) : raw);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

function referencesIn(sf: ts.SourceFile, constants: ApiConstants): ApiReference[] {
  const file = sf.fileName;
  const out: ApiReference[] = [];
  const add = (node: ts.Node, method: string, raw: string) => {
    const normalised = normalisePath(raw);
    if (!normalised) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    out.push({ method, path: normalised, file, line });
  };

  const visitLiteral = (node: ts.Node, text: string) => {
    const match = LITERAL.exec(text);
    if (!match) return;
    const [, declared, raw] = match as unknown as [string, string | undefined, string];
    if (declared) return add(node, declared, raw);
    const parent = node.parent;
    if (ts.isCallExpression(parent)) return add(node, methodOfCall(parent, node) ?? 'ANY', raw);
    if (ts.isArrayLiteralExpression(parent) && parent.elements[0] === node)
      return add(node, 'GET', queryKeyText(parent, raw));
    add(node, 'ANY', raw);
  };

  // A query key or a call that names its URL through a constant: [TRENDS_KEY, id, 'explanation'],
  // [...KEYWORDS_KEY, 'suggestions'], apiRequest('POST', SWITCH_COMPANY_URL).
  const visitNamed = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.length > 1) {
      const first = node.elements[0]!;
      const name = ts.isSpreadElement(first) ? first.expression : first;
      if (ts.isIdentifier(name) && constants.has(name.text))
        add(node, 'GET', queryKeyText(node, constants.get(name.text)!));
    }
    if (ts.isCallExpression(node)) {
      for (const arg of node.arguments) {
        if (!ts.isIdentifier(arg) || !constants.has(arg.text)) continue;
        const method = methodOfCall(node, arg);
        if (method) add(arg, method, constants.get(arg.text)!);
      }
    }
  };

  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined) visitLiteral(node, text);
    visitNamed(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The references in one source file (constants resolved within it). */
export function referencesInSource(file: string, source: string): ApiReference[] {
  const sf = parse(file, source);
  const constants: ApiConstants = new Map();
  collectConstants(sf, constants);
  return referencesIn(sf, constants);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every /api reference under the given folders of the repository, with paths relative to its root. */
export function scanApiReferences(repoRoot: string, folders: readonly string[]): ApiReference[] {
  const files = folders
    .flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))
    .map((file) => parse(path.relative(repoRoot, file), readFileSync(file, 'utf8')));
  // Constants are shared across files by name (the client imports them: TRENDS_KEY, STATS_KEY, …).
  const constants: ApiConstants = new Map();
  for (const sf of files) collectConstants(sf, constants);
  return files.flatMap((sf) => referencesIn(sf, constants));
}
