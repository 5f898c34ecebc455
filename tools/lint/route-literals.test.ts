// One route table (libs/contracts/src/routes.ts): a route pattern is declared there and nowhere
// else. This scans the web sources for the ways a pattern used to be repeated: a router `path:`
// written as a literal, a pattern with a `:param` written out, and an app naming a pattern.
import { PublicLotRoutes, PublicRoute, RouteTable } from '@portal/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const portalApps = ['apps/rct-portal/src', 'apps/src-portal/src', 'apps/trc-portal/src'];
// Tests and their kits build small route tables of their own around the pages under test.
const isTestSupport = (file: string) => /\.test\.tsx?$|test-kit|test-harness|[\\/]testing[\\/]/.test(file);

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !isTestSupport(full)) out.push(full);
    }
  };
  walk(path.join(root, dir));
  return out;
}

const webLibs = readdirSync(path.join(root, 'libs'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'contracts' && e.name !== 'domain')
  .flatMap((e) => (e.name === 'shared' ? readdirSync(path.join(root, 'libs/shared')).map((s) => `libs/shared/${s}/src`) : [`libs/${e.name}/src`]));

const tablePatterns = new Set<string>([...RouteTable.map((r) => r.pattern), ...Object.values(PublicRoute).filter((p) => p !== ''), ...PublicLotRoutes]);
const withParam = [...tablePatterns].filter((p) => p.includes('/:'));

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** String literals of `file` that `reject` picks, with where they are. */
function scan(file: string, reject: (node: ts.StringLiteralLike) => boolean): Finding[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && reject(node)) {
      found.push({ file: path.relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isRouterPath = (node: ts.StringLiteralLike) =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && ts.isIdentifier(node.parent.name) && node.parent.name.text === 'path' && node.text !== '*';

describe('route patterns are declared only in the contracts’ route table', () => {
  it('scans the portal apps and every web library', () => {
    expect(webLibs).toEqual(expect.arrayContaining(['libs/auth/src', 'libs/layout/src', 'libs/prescriptions/src', 'libs/shared/ui/src']));
    expect(tablePatterns.has('recete/:farmAreaId/:farmerId?')).toBe(true);
  });

  it('no router `path:` is written as a literal outside contracts (routePath(PublicRoute.x) or the table)', () => {
    const found = [...portalApps, ...webLibs].flatMap(sourcesUnder).flatMap((f) => scan(f, isRouterPath));
    expect(found).toEqual([]);
  });

  it('no pattern with a :param is spelled out outside contracts', () => {
    const spelled = (node: ts.StringLiteralLike) => withParam.some((p) => node.text === p || node.text === `/${p}`);
    const found = [...portalApps, ...webLibs].flatMap(sourcesUnder).flatMap((f) => scan(f, spelled));
    expect(found).toEqual([]);
  });

  it('the apps name no route pattern: they take their feature pages from the table', () => {
    const named = (node: ts.StringLiteralLike) => tablePatterns.has(node.text.replace(/^\//, ''));
    const found = portalApps.flatMap(sourcesUnder).flatMap((f) => scan(f, named));
    expect(found).toEqual([]);
  });

  it('the scan finds what it looks for (a literal path, a spelled-out pattern)', () => {
    const probe = path.join(root, 'tools/lint/route-literals.probe.tsx');
    const code = "export const r = [{ path: '/uyeler', element: null }, { path: '*' }];\nexport const p = 'receteler/:id';\n";
    const source = ts.createSourceFile(probe, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const literals: ts.StringLiteralLike[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) literals.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(literals.filter(isRouterPath).map((n) => n.text)).toEqual(['/uyeler']);
    expect(literals.filter((n) => withParam.includes(n.text)).map((n) => n.text)).toEqual(['receteler/:id']);
  });
});
