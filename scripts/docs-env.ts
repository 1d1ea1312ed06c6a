// `npm run docs:env`: writes the environment table of docs/operations.md from
// apps/server/src/platform/config-env.ts (config-env.test.ts fails while they differ).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withEnvTable } from '../apps/server/src/platform/config-env.js';

const file = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../docs/operations.md');
const before = fs.readFileSync(file, 'utf8');
const after = withEnvTable(before);
fs.writeFileSync(file, after);
console.log(before === after ? `${file}: up to date` : `${file}: table written`);
