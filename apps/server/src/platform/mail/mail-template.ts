/** A rendered message: what the e-mail log stores and the transport sends. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The sender's display name (a sales platform's store name); else MAIL_FROM's. */
  fromName?: string | null;
  /** Where replies go (a sales platform's support address); else to MAIL_FROM. */
  replyTo?: string | null;
}

export interface TemplateContext {
  /** The portal's base URL (PUBLIC_BASE_URL), ending with '/'. */
  baseUrl: string;
  /** An absolute link to a screen of the SPA: link('/confirm-email', {email, token}). */
  link(path: string, query?: Record<string, string>): string;
}

export interface MailTemplate<D> {
  /** Stored in the e-mail log (template column). */
  name: string;
  render(data: D, ctx: TemplateContext): RenderedMail;
}

/** Declares a template: a name and a render function of (data, context). */
export function defineMailTemplate<D>(
  name: string,
  render: (data: D, ctx: TemplateContext) => RenderedMail,
): MailTemplate<D> {
  return { name, render };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export interface LayoutInput {
  title: string;
  /** Plain-text paragraphs (escaped in the HTML part). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, e.g. how long the link is valid. */
  footnote?: string;
}

/** The house layout: the same content as HTML and as plain text. */
export function layout(input: LayoutInput, ctx: TemplateContext): Omit<RenderedMail, 'subject'> {
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('\n');
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1677ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#666">If the button does not work, open this link: <a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const footnote = input.footnote
    ? `<p style="margin:0 0 16px;font-size:12px;color:#666">${escapeHtml(input.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;background:#f5f5f5;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(input.title)}</h1>
${paragraphs}
${action}
${footnote}
<p style="margin:32px 0 0;font-size:12px;color:#999">Wander · <a href="${escapeHtml(ctx.baseUrl)}">${escapeHtml(ctx.baseUrl)}</a></p>
</div></body></html>`;
  const text = [
    input.title,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    `Wander - ${ctx.baseUrl}`,
  ].join('\n');
  return { html, text };
}
