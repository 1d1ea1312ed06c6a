// Refuses to go on under a Node.js older than the `engines` of the root package.json, at once and
// in words (rather than failing later on a missing API): imported first by the server's main and by
// the gate. Through npm (npm start, npm test) a machine with Node.js 20 runs the pinned LTS binary
// from node_modules/.bin (tools/node-runtime), so this only stops a start made by hand on an old Node.
import fs from 'node:fs';

const root = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(root.engines.node);
if (!wanted) throw new Error(`package.json engines.node must read '>=X.Y.Z': ${root.engines.node}`);

const [major, minor] = process.versions.node.split('.').map(Number);
const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2])];
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  process.stderr.write(
    `Wander needs Node.js ${root.engines.node.slice(2)} or later (an LTS: 22 or 24); this is Node.js ${process.version}.\n` +
      `Start it through npm (npm start, npm test), which runs the Node.js 24 that npm install put in\n` +
      `node_modules/.bin, or install Node.js 24. See docs/architecture.md, "Runtime".\n`,
  );
  process.exit(1);
}
