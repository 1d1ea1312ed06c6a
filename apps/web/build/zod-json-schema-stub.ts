import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * zod 4's classic schemas carry `.toJSONSchema()` and Standard Schema's `jsonSchema`, so every
 * bundle that validates with zod also holds zod's JSON Schema generator (about 5 KiB gzipped of
 * the 24 KiB zod chunk that every form page loads). The web app never asks a schema for its JSON
 * Schema (the server publishes OpenAPI), so in the web build the classic schemas get stand-ins:
 * calling them throws, and `aggregateChecks` (the getters `minLength`, `maxLength`, `format` use
 * it) stays zod's own. The stand-in's names are read from zod's module, so an upgrade that adds a
 * processor still builds.
 */
const STUBBED = ['to-json-schema.js', 'json-schema-processors.js'];
const PREFIX = '\0zod-json-schema-stub:';
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|function|let) (\w+)/gm)) names.add(m[1]);
  for (const m of source.matchAll(/^export \{([^}]+)\}/gm))
    for (const part of m[1].split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  return [...names].filter(Boolean);
}

export function zodJsonSchemaStub(): Plugin {
  const require = createRequire(import.meta.url);
  const coreDir = path.join(path.dirname(require.resolve('zod/v4/core')), '');
  return {
    name: 'wander:zod-json-schema-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      const file = STUBBED.find((name) => source === `../core/${name}`);
      return file ? `${PREFIX}${file}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const real = path.join(coreDir, file);
      const keep = file === 'json-schema-processors.js' ? ['aggregateChecks'] : [];
      const lines = [
        `const unavailable = () => { throw new Error('JSON Schema is not part of the web bundle'); };`,
        ...keep.map((name) => `export { ${name} } from ${JSON.stringify(real)};`),
      ];
      for (const name of exportedNames(real)) {
        if (keep.includes(name)) continue;
        // The method factories are called when a schema is built; what they return throws.
        lines.push(
          name.startsWith('create')
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        );
      }
      return lines.join('\n');
    },
  };
}
