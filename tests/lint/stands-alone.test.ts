import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PLACES = ['src', 'docs', 'tests', 'scripts', 'README.md', 'eslint.config.js'];
// Written in parts, so this file does not find itself.
const OUTSIDE = new RegExp(
  ['CONTRACT', 'DESIGN'].map((d) => `${d}\\.md`).join('|') + '|\\.\\./' + 'shared',
);

function* files(place: string): Generator<string> {
  const full = path.join(ROOT, place);
  if (fs.statSync(full).isFile()) return yield full;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('+types')) continue;
    const child = path.join(place, entry.name);
    if (entry.isDirectory()) yield* files(child);
    else if (/\.(ts|tsx|mjs|js|md|json|css)$/.test(entry.name)) yield path.join(ROOT, child);
  }
}

it('cites only its own documents: nothing names a file outside the repository', () => {
  const found: string[] = [];
  for (const place of PLACES)
    for (const file of files(place)) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (OUTSIDE.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
  expect(found).toEqual([]);
});
