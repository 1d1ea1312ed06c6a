/**
 * Samples of Prometheus's text exposition format (version 0.0.4,
 * prometheus.io/docs/instrumenting/exposition_formats): `name{label="value",...} value` per line,
 * `#` lines are HELP and TYPE. Label values escape `\`, `"` and newlines with a backslash.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(LABEL)) {
      labels[key] = raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(text: string, name: string, labels: Record<string, string> = {}) {
  return parseSamples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The one sample's value of `name` with `labels`, 0 when there is none (a counter not yet counted). */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  const found = samplesOf(text, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}
