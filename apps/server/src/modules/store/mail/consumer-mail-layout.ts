import { isFileId, isLogoAddress, StorePlatformPath } from '@wander/contract';
import {
  escapeHtml,
  type RenderedMail,
  type TemplateContext,
} from '../../../platform/mail/index.js';
import { fill, mailStrings } from './mail-strings.js';

/** The sales platform a consumer e-mail speaks for: its store's name, logo, colour and support. */
export interface MailBrand {
  store: string;
  platformCode: string | null;
  /** As the platform stores it: an uploaded logo's file id, an https:// address or a path. */
  logo: string | null;
  color: string | null;
  supportEmail: string | null;
}

/** What every consumer e-mail carries: whom it is for, in which language, under which brand. */
export interface ConsumerMailBase {
  language: string;
  name: string;
  brand: MailBrand;
}

/** A part of a consumer e-mail's body; each renders as HTML and as plain text. */
export type MailBlock =
  | { kind: 'text'; text: string; small?: boolean }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'amounts'; head: string[]; rows: string[][]; totals: [string, string][] }
  | {
      kind: 'esim';
      heading: string;
      /** The Content-ID of the QR code's inline image (an attachment of the message). */
      qrCid: string;
      lines: string[];
      install: { text: string; label: string; url: string }[];
      code: { text: string; value: string };
    };

const DEFAULT_COLOR = '#1677ff';
const colorOf = (brand: MailBrand) =>
  brand.color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(brand.color) ? brand.color : DEFAULT_COLOR;

/** The logo as an absolute address a mail client can load, if the platform has one. */
export function mailLogoUrl(baseUrl: string, logo: string | null): string | null {
  if (!logo) return null;
  if (isFileId(logo)) return `${baseUrl}api/${StorePlatformPath.logo(logo)}`;
  if (!isLogoAddress(logo)) return null;
  return (logo as string).startsWith('https://') ? logo : `${new URL(baseUrl).origin}${logo}`;
}

/** A page of the platform's web store: `{PUBLIC_BASE_URL}store/{code}/{path}`. */
export const storeLink = (ctx: TemplateContext, brand: MailBrand, path: string) =>
  `${ctx.baseUrl}store/${brand.platformCode ? `${encodeURIComponent(brand.platformCode)}/` : ''}${path}`;

const P = 'margin:0 0 16px';
const SMALL = 'margin:0 0 16px;font-size:12px;color:#666';
const CELL = 'padding:6px;border-top:1px solid #eee';

function blockHtml(block: MailBlock, color: string, fallback: string): string {
  switch (block.kind) {
    case 'text':
      return `<p style="${block.small ? SMALL : P}">${escapeHtml(block.text)}</p>`;
    case 'action': {
      const url = escapeHtml(block.url);
      return `<p style="margin:24px 0"><a href="${url}" style="background:${color};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>
<p style="${SMALL}">${escapeHtml(fallback)} <a href="${url}">${url}</a></p>`;
    }
    case 'amounts': {
      const align = (i: number) => (i === 0 ? 'left' : 'right');
      const head = block.head
        .map((h, i) => `<th align="${align(i)}" style="padding:6px">${escapeHtml(h)}</th>`)
        .join('');
      const rows = block.rows
        .map(
          (r) =>
            `<tr>${r.map((c, i) => `<td align="${align(i)}" style="${CELL}">${escapeHtml(c)}</td>`).join('')}</tr>`,
        )
        .join('\n');
      const totals = block.totals
        .map(
          ([label, value], i) =>
            `<tr><td colspan="${block.head.length - 1}" align="right" style="padding:4px 6px${i === block.totals.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 6px${i === block.totals.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
        )
        .join('\n');
      return `<table style="border-collapse:collapse;width:100%;font-size:13px;margin:0 0 16px"><tr>${head}</tr>\n${rows}\n${totals}</table>`;
    }
    case 'esim':
      return `<div style="border:1px solid #eee;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="font-size:16px;margin:0 0 12px">${escapeHtml(block.heading)}</h2>
${block.lines.map((l) => `<p style="${P}">${escapeHtml(l)}</p>`).join('\n')}
<p style="${P}"><img src="cid:${escapeHtml(block.qrCid)}" width="200" height="200" alt="QR"></p>
${block.install
  .map(
    (i) =>
      `<p style="${P}">${escapeHtml(i.text)}<br><a href="${escapeHtml(i.url)}" style="color:${color}">${escapeHtml(i.label)}</a></p>`,
  )
  .join('\n')}
<p style="margin:0 0 4px">${escapeHtml(block.code.text)}</p>
<p style="${P};font-family:monospace;word-break:break-all">${escapeHtml(block.code.value)}</p>
</div>`;
  }
}

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'text':
      return [block.text, ''];
    case 'action':
      return [`${block.label}: ${block.url}`, ''];
    case 'amounts':
      return [
        ...block.rows.map((r) => r.join('  |  ')),
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
        '',
      ];
    case 'esim':
      return [
        block.heading,
        ...block.lines,
        ...block.install.flatMap((i) => [i.text, i.url]),
        block.code.text,
        block.code.value,
        '',
      ];
  }
}

/**
 * A consumer e-mail in the platform's brand (issue 41): its logo and store name in the header,
 * its colour on the buttons, its support address in the footer, the store's name as the
 * sender's and its support address as Reply-To; the same content as HTML and as plain text.
 */
export function brandedMail(
  base: ConsumerMailBase,
  ctx: TemplateContext,
  content: { subject: string; title: string; blocks: MailBlock[] },
): RenderedMail {
  const t = mailStrings(base.language).common;
  const { brand } = base;
  const color = colorOf(brand);
  const logo = mailLogoUrl(ctx.baseUrl, brand.logo);
  const home = storeLink(ctx, brand, '');
  const footer = [
    ...(brand.supportEmail ? [fill(t.support, { supportEmail: brand.supportEmail })] : []),
    fill(t.sentBecause, { store: brand.store }),
  ];
  const lang = base.language === 'zh' ? 'zh-CN' : base.language;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,Helvetica,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;background:#f5f5f5;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:${color};padding:16px 32px"><a href="${escapeHtml(home)}" style="color:#fff;text-decoration:none;font-size:18px;font-weight:bold">${logo ? `<img src="${escapeHtml(logo)}" alt="" height="32" style="vertical-align:middle;margin-right:8px;background:#fff;border-radius:4px">` : ''}${escapeHtml(brand.store)}</a></div>
<div style="padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(content.title)}</h1>
${content.blocks.map((b) => blockHtml(b, color, t.buttonFallback)).join('\n')}
${footer.map((f) => `<p style="margin:16px 0 0;font-size:12px;color:#999">${escapeHtml(f)}</p>`).join('\n')}
<p style="margin:8px 0 0;font-size:12px;color:#999">${escapeHtml(brand.store)} · <a href="${escapeHtml(home)}" style="color:#999">${escapeHtml(home)}</a></p>
</div></div></body></html>`;
  const text = [
    brand.store,
    '',
    content.title,
    '',
    ...content.blocks.flatMap(blockText),
    '--',
    ...footer,
    `${brand.store} - ${home}`,
  ].join('\n');
  return {
    subject: content.subject,
    html,
    text,
    fromName: brand.store,
    replyTo: brand.supportEmail,
  };
}
