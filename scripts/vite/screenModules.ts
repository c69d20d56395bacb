// Where each screen's lazily loaded module is declared, read from the source of the screens'
// declarations (src/layout/screen.ts: `page(path, () => import(…))` and
// `sidebarResource(name, () => import(…), { path })`), so that the build can name the chunk of
// the screen at an address without a second list of screens. tests/unit/screenModules.test.ts
// checks what is found here against the console's own routes (src/screens.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';

/** A screen's route and the module its declaration imports (a specifier, relative to its file). */
export interface ScreenModule {
  path: string;
  specifier: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const stringValue = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : undefined;

/** `() => import('…')`: the specifier. */
function importedBy(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'ArrowFunctionExpression') return undefined;
  const body = node.body;
  return isNode(body) && body.type === 'ImportExpression' ? stringValue(body.source) : undefined;
}

/** `{ path: '…' }`: the path. */
function pathOption(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'ObjectExpression') return undefined;
  for (const property of node.properties as unknown[]) {
    if (!isNode(property) || property.type !== 'Property') continue;
    const key = property.key;
    if (isNode(key) && key.type === 'Identifier' && key.name === 'path') {
      return stringValue(property.value);
    }
  }
  return undefined;
}

/** The screen a call declares, if it is `page(…)` or `sidebarResource(…)` as described above. */
function declared(call: Node): ScreenModule | undefined {
  const callee = call.callee;
  if (!isNode(callee) || callee.type !== 'Identifier') return undefined;
  const [first, load, options] = call.arguments as unknown[];
  const specifier = importedBy(load);
  const literal = stringValue(first);
  if (specifier === undefined || literal === undefined) return undefined;
  if (callee.name === 'page') return { path: literal, specifier };
  if (callee.name === 'sidebarResource') {
    return { path: pathOption(options) ?? `/${literal}`, specifier };
  }
  return undefined;
}

/** Every screen declared in a module's source (TypeScript), in source order. */
export function screensDeclaredIn(source: string, fileName = 'screen.ts'): ScreenModule[] {
  const found: ScreenModule[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const screen = declared(node);
      if (screen) found.push(screen);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object' && value !== null) visit(value);
    }
  };
  visit(parseAst(source, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' }, fileName));
  return found;
}

/** The file a relative specifier of `importer` names, with the extension the build resolved. */
export function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && !file.endsWith(path.sep));
}
