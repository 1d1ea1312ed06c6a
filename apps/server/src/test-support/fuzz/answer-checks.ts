/** What an answer must never show: each rule names the kind of leak it finds. */
const LEAK_RULES: { kind: string; pattern: RegExp }[] = [
  { kind: 'stack trace', pattern: /\bat [^\s()]+ \([^()]+:\d+:\d+\)/ },
  { kind: 'stack trace', pattern: /\bat (?:async )?(?:node:|file:|\/)[^\s()]+:\d+:\d+/ },
  { kind: 'stack trace', pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /i },
  { kind: 'file path', pattern: /node_modules|file:\/\/|\/work\/|\/home\/|\/usr\/|\/tmp\//i },
  { kind: 'file path', pattern: /[\w-]+\.(?:ts|js|mjs|cjs):\d+/ },
  { kind: 'file path', pattern: /\bapps\/server\/src\b/ },
  { kind: 'SQL', pattern: /\b(?:select|delete)\b[^"]{0,200}\bfrom\b\s+"?\w/i },
  { kind: 'SQL', pattern: /\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b/i },
  { kind: 'SQL', pattern: /syntax error at or near|relation "|column "[^"]+" (?:of|does not)/i },
  {
    kind: 'SQL',
    pattern:
      /violates (?:foreign key|unique|check|not-null)|duplicate key value|invalid input syntax/i,
  },
  { kind: 'SQL', pattern: /\bpg_[a-z_]+\b|\bSQLSTATE\b|Failed query:/ },
];

/**
 * The leaks an answer body shows (empty when none). The request's own text is allowed back (a
 * field error may quote what was sent), and so is any of `known`: the fuzzer's hostile strings,
 * which earlier requests stored and lists now show as data (a plan named `1; select pg_sleep`).
 */
export function findLeaks(body: string, sent = '', known: readonly string[] = []): string[] {
  const found: string[] = [];
  let text = body;
  for (const data of known) {
    if (data.length < 4) continue;
    text = text.split(JSON.stringify(data).slice(1, -1)).join('').split(data).join('');
  }
  text = text.replace(/\\"/g, '"'); // JSON-escaped quotes, as in `relation \"users\"`
  for (const rule of LEAK_RULES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    if (sent && sent.includes(match[0])) continue;
    found.push(`${rule.kind}: ${JSON.stringify(match[0].slice(0, 120))}`);
  }
  return [...new Set(found)];
}
