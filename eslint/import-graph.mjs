// The import graph of the source tree, read once per lint process, for the rules in
// eslint/local-rules.mjs. Only static imports and re-exports count: `import type` and
// `export type` vanish at build time and a dynamic `import()` runs after every module has
// loaded, so neither can make modules see each other half-initialised.
import fs from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const SOURCE = /\.(ts|tsx|mts)$/;

const ROOT = path.resolve(import.meta.dirname, '..');
/** package.json `imports` (`#server/*` → `./src/server/*`): the path aliases of the tree. */
const ALIASES = Object.entries(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports ?? {},
).map(([from, to]) => [from.replace(/\*$/, ''), path.join(ROOT, to.replace(/\*$/, ''))]);

/** Where an alias specifier points (`#server/db/client` → `<root>/src/server/db/client`), or null. */
export function aliasTarget(specifier) {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? alias[1] + specifier.slice(alias[0].length) : null;
}

/**
 * The file a relative or `#alias` specifier names (`./a` → `a.ts`, `./dir` → `dir/index.ts`),
 * or null for a package.
 */
export function resolveImport(fromFile, specifier) {
  const clean = specifier.replace(/\?.*$/, '');
  const aliased = clean.startsWith('#') ? aliasTarget(clean) : null;
  if (!aliased && !clean.startsWith('.')) return null;
  const bare = aliased ?? path.resolve(path.dirname(fromFile), clean);
  const stem = bare.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    bare,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    path.join(bare, 'index.ts'),
    path.join(bare, 'index.tsx'),
  ];
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file)) ?? null;
}

/** Specifiers of a file's run-time imports: `import type` and all-`type` name lists dropped. */
export function runtimeImports(source) {
  const found = [];
  for (const [statement, typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
    if (typeOnly) continue;
    const clause = statement
      .replace(/^\s*(?:import|export)\s+/, '')
      .replace(/\s*from\s+['"].*$/, '');
    const braces = clause.match(/\{([^}]*)\}/);
    const outside = braces ? clause.replace(braces[0], '').replace(/[,\s]/g, '') : clause;
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
    const onlyTypes = braces && outside === '' && names.every((n) => n.startsWith('type '));
    if (!onlyTypes) found.push(specifier);
  }
  return found;
}

function walk(dir, files) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Tarjan's strongly connected components: a file is in a cycle when its component has 2+ files. */
export function components(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  const visit = (start) => {
    // Iterative, so a deep tree cannot overflow the call stack.
    const frames = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (frames.length) {
      const frame = frames[frames.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          frames.push({ node: to, edges: [...(graph.get(to) ?? [])], i: 0 });
        } else if (onStack.has(to))
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      frames.pop();
      if (frames.length) {
        const parent = frames[frames.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        for (const m of members) componentOf.set(m, members);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** Specifiers of every static import and re-export of a file, `import type` included. */
export function allImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map(([, , specifier]) => specifier);
}

const cache = new Map();

/**
 * The graph below `root` (absolute path), and each file's component; built once per process.
 * `withTypes`: count `import type` too (a dependency of design, not of run time).
 */
export function importGraph(root, { withTypes = false } = {}) {
  const key = `${root}|${withTypes}`;
  if (cache.has(key)) return cache.get(key);
  const graph = new Map();
  const read = withTypes ? allImports : runtimeImports;
  for (const file of walk(root, [])) {
    const targets = new Set();
    for (const specifier of read(fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  const result = { graph, componentOf: components(graph) };
  cache.set(key, result);
  return result;
}

/** One shortest path `from` → … → `to` inside a component, for the error message. */
export function pathWithin(graph, members, from, to) {
  const allowed = new Set(members);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (allowed.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const steps = [];
  for (let node = to; node; node = previous.get(node)) steps.unshift(node);
  return steps;
}
