// This project's own lint rules: import cycles and feature zones. ESLint sees one file at a
// time, so both read the whole import graph once (eslint/import-graph.mjs).
import path from 'node:path';
import {
  aliasTarget,
  components,
  importGraph,
  pathWithin,
  resolveImport,
} from './import-graph.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const relative = (file) => path.relative(ROOT, file);

/** Every static import and re-export node of a file, with its specifier. */
function importNodes(program) {
  return program.body.filter(
    (node) =>
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source,
  );
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** `import-cycle`: no run-time import may lead back to the importing file. */
const importCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid run-time import cycles between source files.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return {
      Program(program) {
        const { graph, componentOf } = importGraph(path.join(ROOT, 'src'));
        const members = componentOf.get(file);
        if (!members || members.length < 2) return;
        for (const node of importNodes(program)) {
          if (isTypeOnly(node)) continue;
          const target = resolveImport(file, node.source.value);
          if (!target || !members.includes(target)) continue;
          const loop = pathWithin(graph, members, target, file).map(relative);
          context.report({
            node,
            message: `Import cycle: ${[relative(file), ...loop].join(' → ')}. Move what both need to a module both can import.`,
          });
        }
      },
    };
  },
};

/** The folder graph of `dir`'s subfolders (which folder imports which), built once per process. */
const folderGraphs = new Map();
function folderGraph(dir) {
  if (folderGraphs.has(dir)) return folderGraphs.get(dir);
  const folderOf = (file) => {
    const parts = path.relative(dir, file).split(path.sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
  };
  // Every import counts here, `import type` too: a folder that needs another's types depends on
  // it by design, and a loop of such needs is the tangle this rule keeps out.
  const { graph } = importGraph(dir, { withTypes: true });
  const folders = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) folders.get(from).add(to);
    }
  }
  const result = { folderOf, folders, componentOf: components(folders) };
  folderGraphs.set(dir, result);
  return result;
}

/**
 * `folder-cycle`: the subfolders of a directory (the services' nouns) import each other
 * without a loop, so that each has a direction: `checkout` uses `orders`, never both ways.
 * Option: `{ dir: 'src/server/services' }`. Files directly in `dir` (the composition root) are free.
 */
const folderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the subfolders of a directory.' },
    schema: [{ type: 'object' }],
  },
  create(context) {
    const dir = path.join(ROOT, context.options[0]?.dir ?? 'src/server/services');
    const file = context.filename;
    const { folderOf, folders, componentOf } = folderGraph(dir);
    const from = folderOf(file);
    const members = from && componentOf.get(from);
    if (!members || members.length < 2) return {};
    return {
      Program(program) {
        for (const node of importNodes(program)) {
          const target = resolveImport(file, node.source.value);
          const to = target && folderOf(target);
          if (!to || to === from || !members.includes(to)) continue;
          const loop = pathWithin(folders, members, to, from);
          context.report({
            node,
            message: `Folder import cycle: ${[from, ...loop].join(' → ')}. One of them must not know the other: inject what it needs (as createServices wires payments to orders) or move the shared piece to a folder both import.`,
          });
        }
      },
    };
  },
};

/**
 * `feature-zones`: a feature folder imports another feature only along a declared edge, and the
 * shared folders (`lib`, `components`) import no feature at all. Options:
 * `{ features: 'src/web/features', shared: ['src/web/lib', …], allowed: { catalog: ['cart'] } }`.
 */
const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only along declared edges.' },
    schema: [{ type: 'object' }],
  },
  create(context) {
    const { features, shared = [], allowed = {} } = context.options[0] ?? {};
    const featuresDir = path.join(ROOT, features);
    const featureOf = (file) => {
      const rest = path.relative(featuresDir, file);
      return rest.startsWith('..') ? null : rest.split(path.sep)[0];
    };
    const file = context.filename;
    const from = featureOf(file);
    const inShared = shared.some(
      (dir) => !path.relative(path.join(ROOT, dir), file).startsWith('..'),
    );
    if (!from && !inShared) return {};
    return {
      Program(program) {
        for (const node of importNodes(program)) {
          const target = resolveImport(file, node.source.value);
          const to = target && featureOf(target);
          if (!to || to === from) continue;
          if (inShared) {
            context.report({
              node,
              message: `${relative(file)} is shared code: it must not import the "${to}" feature (compose features in a route or the app shell).`,
            });
          } else if (!(allowed[from] ?? []).includes(to)) {
            context.report({
              node,
              message: `The "${from}" feature may not import the "${to}" feature (allowed: ${(allowed[from] ?? []).join(', ') || 'none'}). Move the shared piece to lib/ or components/, or compose in the route; eslint.config.js lists the edges.`,
            });
          }
        }
      },
    };
  },
};

/** The tree's areas, each reached from outside through its `#alias` (package.json `imports`). */
const AREAS = ['src/domain', 'src/contracts', 'src/server', 'src/web', 'tests'];
const areaOf = (file) =>
  AREAS.find((area) => !path.relative(path.join(ROOT, area), file).startsWith('..')) ?? null;

/**
 * `import-style`: one way to name a module (docs/decisions/041-import-style.md). A TypeScript
 * module is named without an extension; a relative specifier stays inside its area and climbs
 * at most one folder; anything further is named by its alias (`#server/services/index`).
 */
const importStyle = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Aliases across areas, short relative paths, no extension on TS files.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const relativeSpec = specifier.startsWith('.');
      if (!relativeSpec && !specifier.startsWith('#')) return;
      const target = resolveImport(file, specifier);
      if (!target) {
        if (specifier.startsWith('#') && !aliasTarget(specifier)) {
          context.report({
            node,
            message: `Unknown alias in "${specifier}" (package.json imports).`,
          });
        }
        return;
      }
      if (/\.(js|jsx|ts|tsx|mts)(\?|$)/.test(specifier)) {
        context.report({
          node,
          message: `Name TypeScript modules without an extension: "${specifier}".`,
        });
      }
      if (!relativeSpec) return;
      const climbs = (specifier.match(/\.\.\//g) ?? []).length;
      const from = areaOf(file);
      const to = areaOf(target);
      if (to && (to !== from || climbs >= 2)) {
        const alias = `#${path.basename(to)}/${path.relative(path.join(ROOT, to), target).replace(/(\/index)?\.tsx?$/, '')}`;
        context.report({
          node,
          message: `"${specifier}" climbs ${to === from ? 'two or more folders' : `into ${to}`}: name it "${alias}".`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Throws at config load when the declared feature edges form a cycle. */
export function assertAcyclic(allowed) {
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open')
      throw new Error(`Feature edges form a cycle: ${[...trail, node].join(' → ')}`);
    state.set(node, 'open');
    for (const next of allowed[node] ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(allowed)) visit(node, []);
  return allowed;
}

export default {
  rules: {
    'import-cycle': importCycle,
    'folder-cycle': folderCycle,
    'feature-zones': featureZones,
    'import-style': importStyle,
  },
};
