import QRCode from 'qrcode';
import { escapeHtml } from '../../platform/mail/index.js';
import type { GroupTraveller } from '../../db/schema/index.js';
import type { GroupEsim } from './group-esims.queries.js';
import { iphoneInstallLink, travellerWords } from './traveller-words.js';

export interface TravellerPage {
  language: GroupTraveller['language'];
  name: string;
  groupName: string;
  esims: GroupEsim[];
}

const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1f2328}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:22px;margin:8px 0 4px}p{margin:0 0 12px}
.card{background:#fff;border-radius:12px;padding:16px;margin:16px 0;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.qr{display:block;width:220px;height:220px;margin:8px auto}.qr svg{width:100%;height:100%}
.btn{display:block;text-align:center;background:#0958d9;color:#fff;border-radius:8px;padding:12px;text-decoration:none;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0 0}dt{color:#57606a}dd{margin:0;font-family:ui-monospace,monospace;overflow-wrap:anywhere}.nw{white-space:nowrap}
.bar{height:8px;border-radius:4px;background:#e6e8eb;overflow:hidden;margin:4px 0}.bar span{display:block;height:100%;background:#0958d9}
.tag{display:inline-block;border-radius:10px;padding:0 8px;font-size:13px;background:#e6f4ff;color:#0958d9}.tag.off{background:#f0f0f0;color:#57606a}
.muted{color:#57606a;font-size:14px}`;

const gb = (mb: number) => (mb / 1024).toFixed(2);

/**
 * A code shown whole on a phone (issue 37): an activation code wraps only after a `$`, never
 * inside one of its parts (it was broken anywhere); an ICCID has no `$` and stays on one line.
 */
const codeHtml = (value: string) =>
  value
    .split(/(?<=\$)/)
    .map((part) => `<span class="nw">${escapeHtml(part)}</span>`)
    .join('<wbr>');

async function esimCard(e: GroupEsim, w: ReturnType<typeof travellerWords>) {
  const qr = await QRCode.toString(e.activationCode, { type: 'svg', margin: 1 });
  const total = e.dataGb > 0 ? e.dataGb * 1024 : null;
  const percent = total ? Math.min(100, Math.round((e.usedMb / total) * 100)) : 0;
  const installed = e.installedAt
    ? `<span class="tag">${escapeHtml(w.installed)}</span>`
    : `<span class="tag off">${escapeHtml(w.notInstalled)}</span>`;
  return `<section class="card" aria-label="${escapeHtml(e.planName)}">
<h2 style="font-size:18px;margin:0 0 4px">${escapeHtml(e.planName)}</h2>
<p class="muted">${escapeHtml(w.validity(e.days))} · ${installed}</p>
<div class="qr" role="img" aria-label="QR ${escapeHtml(e.iccid)}">${qr}</div>
<a class="btn" href="${escapeHtml(iphoneInstallLink(e.activationCode))}">${escapeHtml(w.installIphone)}</a>
<p class="muted" style="margin-top:8px">${escapeHtml(w.installManual)}</p>
<p style="margin:12px 0 0">${escapeHtml(w.dataUsed)}: <strong>${gb(e.usedMb)} GB</strong>${total ? ` / ${gb(total)} GB` : ''}</p>
${total ? `<div class="bar" role="progressbar" aria-label="${escapeHtml(w.dataUsed)}" aria-valuenow="${percent}" aria-valuemin="0" aria-valuemax="100"><span style="width:${percent}%"></span></div>` : ''}
<dl><dt>${escapeHtml(w.iccid)}</dt><dd>${codeHtml(e.iccid)}</dd><dt>${escapeHtml(w.activationCode)}</dt><dd>${codeHtml(e.activationCode)}</dd></dl>
</section>`;
}

const shell = (language: string, title: string, body: string) => `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Wander</title><style>${CSS}</style></head>
<body><main>${body}</main></body></html>`;

/** A traveller's personal page (issue 29): their eSIMs with QR, install link and data used. */
export async function renderTravellerPage(page: TravellerPage): Promise<string> {
  const w = travellerWords(page.language);
  const cards = page.esims.length
    ? (await Promise.all(page.esims.map((e) => esimCard(e, w)))).join('\n')
    : `<section class="card"><p>${escapeHtml(w.none)}</p></section>`;
  return shell(
    page.language,
    w.pageTitle,
    `<h1>${escapeHtml(w.pageTitle)}</h1><p>${escapeHtml(w.greeting(page.name))} ${escapeHtml(page.groupName)}</p>
<p class="muted">${escapeHtml(w.howTo)}</p>${cards}`,
  );
}

/** The page of an expired or unknown link, in the traveller's language when it is known. */
export function renderTravellerNotice(language: GroupTraveller['language'], message: string) {
  const w = travellerWords(language);
  return shell(
    language,
    w.pageTitle,
    `<h1>${escapeHtml(w.pageTitle)}</h1><p>${escapeHtml(message)}</p>`,
  );
}
