import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without types (eslint/ holds the lint config's own code)
import local, { assertAcyclic } from '../../eslint/local-rules.mjs';
// @ts-expect-error: plain ES module without types
import { importGraph, runtimeImports } from '../../eslint/import-graph.mjs';

describe('runtimeImports', () => {
  it('keeps run-time imports and drops type-only ones', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { D, type E } from './c';",
      "import F from './d';",
      "import './e.css';",
      "export { G } from './g';",
      "export type { H } from './h';",
      "import * as I from './i';",
      "import {\n  type J,\n  type K,\n} from './j';",
      "import L, { type M } from './l';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./c', './d', './e.css', './g', './i', './l']);
  });
});

describe('importGraph', () => {
  it('puts the files of a run-time cycle in one component, and ignores type-only links', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);
    write('a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    write(
      'c.ts',
      "import type { a } from './a';\nimport { b } from './b';\nexport type C = typeof a;\nexport const c = b;\n",
    );
    write('d.tsx', "import type { c } from './c';\nexport type D = typeof c;\n");
    const { componentOf } = importGraph(root);
    const size = (name: string) => componentOf.get(path.join(root, name)).length;
    expect([size('a.ts'), size('b.ts'), size('c.ts'), size('d.tsx')]).toEqual([2, 2, 1, 1]);
  });
});

describe('assertAcyclic', () => {
  it('accepts a DAG of feature edges and names the loop of a cyclic one', () => {
    expect(assertAcyclic({ a: ['b'], b: ['c'], c: [] })).toBeTruthy();
    expect(() => assertAcyclic({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('a → b → c → a');
  });
});

describe('the lint config', () => {
  it('reports an import from one shop feature into another that is not a declared edge', async () => {
    const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });
    const file = path.resolve(import.meta.dirname, '../../src/web/features/orders/zone-probe.tsx');
    const [result] = await eslint.lintText(
      "import { CompareToggle } from '../compare/compare-toggle';\nexport const x = CompareToggle;\n",
      {
        filePath: file,
      },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('local/feature-zones');
  });

  it('reports a component of src/web over 250 lines, and passes one of 250', async () => {
    const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });
    const file = path.resolve(import.meta.dirname, '../../src/web/features/orders/size-probe.tsx');
    const component = (lines: number) =>
      [
        'export function Probe() {',
        ...Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i};`),
        `  return <p>{${Array.from({ length: lines - 3 }, (_, i) => `v${i}`).join(' + ')}}</p>;`,
        '}',
      ].join('\n');
    const rules = async (lines: number) =>
      (await eslint.lintText(component(lines), { filePath: file }))[0]!.messages.map(
        (m) => m.ruleId,
      );
    expect(await rules(251)).toContain('max-lines-per-function');
    expect(await rules(250)).not.toContain('max-lines-per-function');
  });
});

describe('folder-cycle', () => {
  it('reports an import between folders that reach each other, `import type` included', async () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    fs.mkdirSync(path.join(repo, '.tmp'), { recursive: true });
    const root = fs.mkdtempSync(path.join(repo, '.tmp', 'folders-'));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    };
    // a → b → c ⇢ a (the last one a type import): one loop of three folders.
    write('a/x.ts', "import { y } from '../b/y';\nexport const x = y;\n");
    write('b/y.ts', "import { z } from '../c/z';\nexport const y = z;\n");
    write('c/z.ts', "import type { x } from '../a/x';\nexport const z: typeof x | 1 = 1;\n");
    // d uses b one way only; the composition root beside the folders may import anything.
    write('d/w.ts', "import { y } from '../b/y';\nexport const w = y;\n");
    write(
      'index.ts',
      "import { x } from './a/x';\nimport { w } from './d/w';\nexport const all = [x, w];\n",
    );
    const eslint = new ESLint({
      cwd: repo,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local },
          rules: { 'local/folder-cycle': ['error', { dir: path.relative(repo, root) }] },
        },
      ],
    });
    try {
      const results = await eslint.lintFiles([`${root}/**/*.ts`]);
      const reported = Object.fromEntries(
        results.map((r) => [
          path.relative(root, r.filePath),
          r.messages.filter((m) => m.ruleId === 'local/folder-cycle').map((m) => m.message),
        ]),
      );
      expect(reported['a/x.ts']).toEqual([expect.stringContaining('a → b → c → a')]);
      expect(reported['c/z.ts']).toEqual([expect.stringContaining('c → a → b → c')]);
      expect(reported['d/w.ts']).toEqual([]);
      expect(reported['index.ts']).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
