/** @once the project's code and packages, the same for every owner */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
// Builds, caches, and the copies of the project the tests and the bench make (eslint.config.mjs
// leaves out the same), whose files are the project's own as they were.
const SKIPPED = new Set([
  'node_modules',
  '.next',
  '.git',
  'out',
  'test-results',
  'bench',
  '.owner-check',
  '.rtl-check',
  '.deploy-check',
  '.content-bench',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return SKIPPED.has(name) || name.startsWith('out-') || name.startsWith('.next-')
        ? []
        : sourceFiles(path);
    return /\.(ts|tsx|mjs|js|css)$/.test(name) ? [path] : [];
  });
}

/** `lucide-react/icons/x` → `lucide-react`, `@scope/name/sub` → `@scope/name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const SPECIFIER = [
  /\bfrom\s+'([^'.][^']*)'/g,
  /\bimport\s*\(\s*'([^'.][^']*)'\s*\)/g,
  /\bimport\s*\(\s*`([^`.$][^`$]*)/g,
  /\bimport\s+'([^'.][^']*)'/g,
  /\brequire(?:\.resolve)?\(\s*'([^'.][^']*)'\s*\)/g,
  /@import\s+'([^'.][^']*)'/g,
  // Files read straight from a package (the fonts).
  /node_modules\/((?:@[^/'"]+\/)?[^./'"][^/'"]*)\//g,
  // A package's command run from a script (scripts/tools/node-tools.mjs).
  /\bbinScript\(\s*'([^'.][^']*)'/g,
];

const files = sourceFiles(root).filter(
  (file) => relative(root, file) !== 'tests/unit/dependencies.test.ts',
);
const imported = new Map<string, string>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of SPECIFIER) {
    for (const [, specifier = ''] of text.matchAll(pattern)) {
      if (specifier.startsWith('@/') || specifier.startsWith('node:')) continue;
      const name = packageOf(specifier);
      if (builtinModules.includes(name)) continue;
      imported.set(name, relative(root, file));
    }
  }
}

// Packages that are run rather than imported: a command in an npm script, or a name in a config.
function usedWithoutImport(): Set<string> {
  const commands = new Set(
    Object.values(pkg.scripts).flatMap((script) =>
      script.split(/&&|\|\||;/).map(
        (part) =>
          part
            .trim()
            .replace(/^([A-Z_]+=\S+\s+)*/, '')
            .split(/\s+/)[0] ?? '',
      ),
    ),
  );
  const used = new Set<string>();
  for (const name of declared) {
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { bin, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      bin?: string | Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const bins = typeof bin === 'string' ? [name.split('/').pop() ?? name] : Object.keys(bin ?? {});
    if (bins.some((command) => commands.has(command))) used.add(name);
    // A peer dependency of a package in use is needed by it, whether or not we import it.
    for (const peer of Object.keys(peerDependencies)) used.add(peer);
  }
  const configs = ['postcss.config.mjs', '.prettierrc.mjs', 'jest.config.mjs', 'tsconfig.json']
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  for (const name of declared) {
    if (configs.includes(`'${name}'`) || configs.includes(`"${name}"`)) used.add(name);
  }
  // Jest resolves testEnvironment 'jsdom' to jest-environment-jsdom.
  const environment = /testEnvironment:\s*'([^']+)'/.exec(configs)?.[1];
  if (environment) used.add(`jest-environment-${environment}`);
  // Type packages are read by tsc and by the editor, never imported by name.
  for (const name of declared) if (name.startsWith('@types/')) used.add(name);
  return used;
}

describe('dependencies', () => {
  it('declares every package the code imports', () => {
    const undeclared = [...imported].filter(([name]) => !declared.has(name));
    expect(undeclared.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });

  it('uses every package it declares', () => {
    const used = new Set([...imported.keys(), ...usedWithoutImport()]);
    expect([...declared].filter((name) => !used.has(name))).toEqual([]);
  });
});
