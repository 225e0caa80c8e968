/**
 * How the client's code is cut into files (vite.config.ts passes this to Rolldown's `output.codeSplitting`).
 *
 * Left to itself, Rolldown makes one chunk per distinct set of pages that use a module: a signed-in first visit to
 * the dashboard downloaded about 60 files, most under 1 KB (one per icon, one per Radix piece). Over HTTP/1.1 a
 * browser opens six connections to the server, so those files queue behind each other, and Vite's preload helper
 * adds a `<link rel=modulepreload>` per file (on a phone, the appends alone cost ~200 ms of main thread). The groups
 * below give each first screen a handful of files instead, without moving any signed-in code into the landing page:
 *
 * - `index`: the entry (router, sign-in state, providers) and what the landing page shares with the signed-in pages
 *   (the landing downloads it anyway, so this costs it nothing);
 * - `schemas`: zod and the shared wire schemas, which only a signed-in visit loads;
 * - `landing`: the rest of the landing page;
 * - `shell`: the signed-in frame (sidebar, drawer, tour);
 * - `dashboard`: the dashboard's own code, the screen most signed-in visits open first;
 * - `reads`: the dashboard's query options alone (app/routes/dashboard-reads.ts), with the shared limits they use
 *   but not the schemas (they name theirs by loader), so its reads start at the sign-in answer rather than once the
 *   dashboard's code or zod is in.
 * - `pages`: what two or more signed-in pages share that none of the groups above holds, and no page outside the
 *   frame uses; `widgets`: what a signed-in page shares with one outside the frame (an input, the alert, the table).
 * Every other page keeps its own chunk.
 *
 * Membership is the static import closure of each root, computed from the module graph. Two packages are barrels
 * (`lucide-react`, `radix-ui`: one module re-exporting every icon or primitive), and so is each feature's index.ts
 * (its page, panels and query options); going through one, only the names the importer actually imports are
 * followed, or a single icon would pull every icon into the entry's group, and a query option the whole feature.
 */
import path from 'node:path';

interface ModuleInfoLike {
  code: string | null;
  importedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

const BARRELS = ['lucide-react', 'radix-ui'] as const;
type Barrel = (typeof BARRELS)[number] | { feature: string };

/** A feature's public index (`@/features/<f>/index.ts`) re-exports its page, its panels and its query options. */
const FEATURE_INDEX = /[\\/]client[\\/]src[\\/]features[\\/]([\w-]+)[\\/]index\.tsx?$/;

const barrelOf = (id: string): Barrel | undefined => {
  const feature = FEATURE_INDEX.exec(id)?.[1];
  if (feature) return { feature };
  return BARRELS.find((b) =>
    new RegExp(`[\\\\/]node_modules[\\\\/]${b}[\\\\/]dist[\\\\/](esm[\\\\/])?[^\\\\/]+\\.m?js$`).test(id),
  );
};

const specifierOf = (barrel: Barrel): string => (typeof barrel === 'string' ? barrel : `@/features/${barrel.feature}`);

/** `import { A, B as C } from 'barrel'` → ['A', 'B'], over every such statement of the importer. */
function namesImportedFrom(code: string, barrel: Barrel): string[] {
  const names: string[] = [];
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${specifierOf(barrel)}['"]`, 'g');
  for (const match of code.matchAll(statement)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** For a barrel module: exported name → the module id it re-exports from. */
function barrelExports(barrelId: string, info: ModuleInfoLike, barrel: Barrel): Map<string, string> {
  const exports = new Map<string, string>();
  const code = info.code ?? '';
  if (typeof barrel !== 'string') {
    // export { TrendingPanel } from './components/trending-panel'; export { A as B } from './a';
    for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(barrelId), match[2]!);
      const target = info.importedIds.find((id) => id.replace(/\.[cm]?[jt]sx?$/, '') === base);
      for (const part of match[1]!.split(',')) {
        const [name, alias] = part.trim().split(/\s+as\s+/);
        if (target && name) exports.set((alias ?? name).trim(), target);
      }
    }
  } else if (barrel === 'lucide-react') {
    // export { default as Star, default as StarIcon, default as LucideStar } from './icons/star.mjs';
    for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(barrelId), match[2]!);
      for (const part of match[1]!.split(',')) {
        const alias = part.split(/\s+as\s+/)[1]?.trim();
        if (alias) exports.set(alias, target);
      }
    }
  } else {
    // import * as Tabs from "@radix-ui/react-tabs"; … export { Tabs, … };
    for (const match of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
      const pkg = `${path.sep}node_modules${path.sep}${match[2]!.split('/').join(path.sep)}${path.sep}`;
      const target = info.importedIds.find((id) => id.includes(pkg));
      if (target) exports.set(match[1]!, target);
    }
  }
  return exports;
}

function createGraph(ctx: ChunkingContextLike) {
  const barrelMaps = new Map<string, Map<string, string>>();
  const exportsOf = (barrelId: string, barrel: Barrel) => {
    let map = barrelMaps.get(barrelId);
    if (!map) {
      const info = ctx.getModuleInfo(barrelId);
      map = info ? barrelExports(barrelId, info, barrel) : new Map<string, string>();
      barrelMaps.set(barrelId, map);
    }
    return map;
  };
  /** Every module `root` loads before it runs (static imports, transitively; through barrels only what is named). */
  return function closure(root: string): Set<string> {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      for (const dep of info.importedIds) {
        const barrel = barrelOf(dep);
        const code = info.code;
        if (!barrel || code === null) {
          stack.push(dep);
          continue;
        }
        seen.add(dep);
        const exports = exportsOf(dep, barrel);
        for (const name of namesImportedFrom(code, barrel)) {
          const target = exports.get(name);
          // A name the map does not know (a helper such as createLucideIcon): follow the whole barrel, to be safe.
          if (target) stack.push(target);
          else stack.push(...(ctx.getModuleInfo(dep)?.importedIds ?? []));
        }
      }
    }
    return seen;
  };
}

/** The group of each module, decided once per build from the graph (the `name` callbacks share it). */
export function clientChunkGroups(clientSrc: string) {
  const src = (file: string) => path.join(clientSrc, file);
  const roots = {
    main: src('main.tsx'),
    lazyPages: src('app/lazy-pages.ts'),
    landing: src('features/landing/index.ts'),
    shell: src('app/shell-frame.tsx'),
    dashboard: src('app/routes/dashboard-route.tsx'),
    reads: src('app/routes/dashboard-reads.ts'),
    auth: src('features/auth/index.ts'),
    onboarding: src('features/onboarding/index.ts'),
    admin: src('features/admin/index.ts'),
  };
  /** Already one chunk (zod and the shared schemas, loaded once a signed-in answer needs checking). */
  const SCHEMAS = /[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/]zod[\\/]/;
  /**
   * The shared modules without zod (limits, defaults, messages, the vocabulary) are grouped like client code: the
   * dashboard's reads need the default timeframe, and no first screen may import the schemas' chunk.
   */
  const ZOD_FREE = /[\\/]shared[\\/]src[\\/](constants|messages|vocabulary)\.ts$/;
  /**
   * framer-motion re-exports all of motion-dom, so a static closure cannot tell the landing's first-paint share of
   * it from the part its lazily loaded animation features use: Rolldown places it, as before.
   */
  const MOTION = /[\\/]node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/;
  const MUTATION =
    /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*(useMutation|mutationObserver)\.js$/;
  let plan: Map<string, string> | undefined;

  function planFor(ctx: ChunkingContextLike): Map<string, string> {
    if (plan) return plan;
    const closure = createGraph(ctx);
    const pages =
      (ctx.getModuleInfo(roots.lazyPages) as { dynamicallyImportedIds?: string[] } | null)?.dynamicallyImportedIds ??
      [];
    // Left where Rolldown puts them: the entry's own code (the build manifest lists the pages on the entry chunk,
    // and the bundle bench reads them there), each page's own module (its chunk names the page in the manifest;
    // it imports its group, one more file fetched in parallel), the schemas and motion.
    // The frame and the dashboard's reads are loaded lazily but are no pages: they go in their groups, not in a file
    // of their own each (one request more on the six connections a signed-in first screen's downloads share).
    const notPages = new Set([roots.shell, roots.reads]);
    const unassigned = new Set<string>([...closure(roots.main), ...pages.filter((id) => !notPages.has(id))]);
    // TanStack's useMutation is reached from the entry through the package's index, but only signed-in screens call
    // it: with the other code they share ('ui'), not a 2 KB file of its own.
    for (const id of unassigned) if (MUTATION.test(id)) unassigned.delete(id);
    const otherPages = new Set<string>();
    for (const page of pages) if (page !== roots.landing) for (const id of closure(page)) otherPages.add(id);
    plan = new Map();
    const assign = (ids: Iterable<string>, group: string) => {
      for (const id of ids) {
        if (plan!.has(id) || unassigned.has(id) || MOTION.test(id)) continue;
        if (!SCHEMAS.test(id) || ZOD_FREE.test(id)) plan!.set(id, group);
      }
    };
    const landing = closure(roots.landing);
    assign(
      [...landing].filter((id) => otherPages.has(id)),
      'common',
    );
    // The dashboard's query options, before anything else signed-in claims them: the sign-in answer loads this chunk
    // to start the dashboard's reads, and it must not wait for the shell's or the dashboard's code.
    assign(closure(roots.reads), 'reads');
    const shell = closure(roots.shell);
    const dashboard = closure(roots.dashboard);
    // What the shell and the dashboard share with the pages drawn outside the shell (sign-in, onboarding, admin):
    // its own chunk, so those pages do not download the whole dashboard for an input field.
    const unframed = new Set<string>();
    for (const page of [roots.auth, roots.onboarding, roots.admin]) for (const id of closure(page)) unframed.add(id);
    assign(
      [...shell, ...dashboard].filter((id) => unframed.has(id)),
      'ui',
    );
    assign(shell, 'shell');
    assign(dashboard, 'dashboard');
    // What two or more signed-in pages share and no group has claimed (an icon, the table, a query option): one file
    // beside the page's own. Left to Rolldown it was a file per set of pages, a dozen of under 1 KB for Media Contacts,
    // queueing on the six connections after the page's chunk (Lighthouse: its largest paint waited for them). Nothing
    // the pages outside the frame use: sign-in would then download this file, and with it the schemas it imports.
    const outside = new Set([roots.landing, roots.auth, roots.onboarding, roots.admin, ...notPages]);
    const uses = new Map<string, number>();
    for (const page of pages) {
      if (outside.has(page)) continue;
      for (const id of closure(page)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    assign(
      [...uses].filter(([id, count]) => count > 1 && !unframed.has(id) && !landing.has(id)).map(([id]) => id),
      'pages',
    );
    // The small pieces both kinds of page use (the labelled input, the alert, the table, a few icons): one file too.
    assign(
      [...uses].filter(([id]) => unframed.has(id) && !landing.has(id)).map(([id]) => id),
      'widgets',
    );
    return plan;
  }

  const group = (name: string, priority: number) => ({
    name: (id: string, ctx: ChunkingContextLike) => (planFor(ctx).get(id) === name ? name : null),
    debugName: name,
    priority,
    includeDependenciesRecursively: false,
  });
  return [
    group('common', 6),
    group('reads', 5),
    group('ui', 4),
    group('shell', 3),
    group('dashboard', 2),
    group('pages', 1),
    group('widgets', 0),
  ];
}
