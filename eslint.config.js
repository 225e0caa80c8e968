import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

const serverOnly = {
  group: ['**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'No database or server code in the browser or in shared/.',
};

const features = [
  'auth',
  'landing',
  'dashboard',
  'onboarding',
  'company',
  'trends',
  'story-angles',
  'keywords',
  'saved',
  'settings',
  'contacts',
  'pitches',
  'how-it-works',
  'admin',
  'not-found',
  'tour',
];

/**
 * Server boundaries (docs/conventions.md): a module may import from another module only its `<name>.service.ts`
 * (its public face; tables stay behind it), and the engines (ai/, discovery/) never import http/ nor a module.
 * The module list is read from the folder, so a new module is covered without editing this file.
 */
function serverZones() {
  const modulesDir = 'server/src/modules';
  const modules = readdirSync(path.join(root, modulesDir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const moduleZones = modules.map((name) => ({
    target: `${modulesDir}/${name}`,
    from: modulesDir,
    except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`)],
    message: 'A module imports only another module\'s *.service file; move what you need behind that service.',
  }));
  const engines = ['server/src/ai', 'server/src/discovery'];
  return [
    ...moduleZones,
    { target: engines, from: 'server/src/http', message: 'Engines do not import http/; throw the neutral errors of server/src/errors.ts.' },
    { target: engines, from: modulesDir, message: 'Engines do not import modules; the caller passes what the engine needs.' },
  ];
}

/**
 * Table owners (server/src/db/table-owners.json, the owner map as data): code under server/src imports a table
 * from db/schema only inside the folder that owns it; everyone else asks the owner's service (modules) or is
 * handed a port by buildDeps (engines). One block for all of server/src forbids every table, then one block per
 * owner folder allows its own (a later block's rule options replace an earlier one's for the same file).
 */
function tableOwnerBlocks() {
  const owners = Object.entries(JSON.parse(readFileSync(path.join(root, 'server/src/db/table-owners.json'), 'utf8'))).filter(
    ([table]) => !table.startsWith('$'),
  );
  const schemaImports = ['**/db/schema', '**/db/schema/*'];
  const restrict = (tables, message) => ({
    'no-restricted-imports': ['error', { patterns: [{ group: schemaImports, importNames: tables, message }] }],
  });
  const folders = [...new Set(owners.map(([, folder]) => folder))];
  return [
    {
      files: ['server/src/**/*.ts'],
      ignores: ['server/src/db/**', ...folders.map((f) => `server/src/${f}/**`)],
      rules: restrict(
        owners.map(([table]) => table),
        'This table belongs to a module (server/src/db/table-owners.json): go through its service.',
      ),
    },
    ...folders.map((folder) => ({
      files: [`server/src/${folder}/**/*.ts`],
      rules: restrict(
        owners.filter(([, owner]) => owner !== folder).map(([table]) => table),
        `Only its owner queries this table (server/src/db/table-owners.json): ${folder.startsWith('modules/') ? 'call the owning service' : 'take a port that buildDeps fills with the owning service'}.`,
      ),
    })),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'migrations/**', 'coverage/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-console': 'error', 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones() }] },
  },
  ...tableOwnerBlocks(),
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Server code never reaches into the client and vice versa; the database stays on the server.
    files: ['client/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  // Client layers (docs/conventions.md, "Client"): components/, hooks/ and lib/ are shared and import no feature;
  // a feature imports only shared code and itself, never another feature or app/; app/ (router, lazy pages and
  // the compositions in app/routes/) is the only layer that combines features, and only through their index.ts.
  {
    files: ['client/src/components/**/*.{ts,tsx}', 'client/src/hooks/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code (components/, hooks/, lib/) imports no feature and not app/.',
            },
            serverOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**'],
              message: "The composition layer uses a feature through its public index.ts ('@/features/<feature>').",
            },
            serverOnly,
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`]),
              message:
                'Features do not import each other: pass the other feature in from the page composition in app/routes.',
            },
            { group: ['@/app', '@/app/**'], message: 'A feature does not import the app layer that composes it.' },
            {
              group: ['../../*/**', '!../../components/**', '!../../lib/**'],
              message: 'Features do not import each other.',
            },
            serverOnly,
          ],
        },
      ],
    },
  })),
);
