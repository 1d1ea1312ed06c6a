import { defineMailTemplate, escapeHtml, layout } from '../../platform/mail/index.js';
import type { GroupTraveller } from '../../db/schema/index.js';
import { iphoneInstallLink, travellerWords } from './traveller-words.js';

export interface TravellerMail {
  language: GroupTraveller['language'];
  name: string;
  groupName: string;
  pageUrl: string;
  /** The page's last day, as the traveller's language writes a date. */
  until: string;
  esims: { iccid: string; activationCode: string; planName: string }[];
}

/**
 * A group traveller's eSIM(s) (issue 29), in their language: how to install, each eSIM's plan,
 * ICCID, activation code and iPhone install link, the QR codes attached, and their personal page.
 */
export const travellerEsimMail = defineMailTemplate<TravellerMail>(
  'group-traveller-esim',
  (data, ctx) => {
    const w = travellerWords(data.language);
    const base = layout(
      {
        title: w.subject(data.groupName),
        paragraphs: [
          w.greeting(data.name),
          w.ready(data.groupName, data.esims.length),
          w.howTo,
          w.qrAttached,
        ],
        action: { label: w.openPage, url: data.pageUrl },
        footnote: w.pageValid(data.until),
      },
      ctx,
    );
    const cell = 'padding:6px;border-top:1px solid #eee';
    const blocks = data.esims
      .map(
        (e) =>
          `<table style="border-collapse:collapse;width:100%;font-size:13px;margin:0 0 16px">` +
          `<tr><td style="${cell}">${escapeHtml(w.plan)}</td><td style="${cell}">${escapeHtml(e.planName)}</td></tr>` +
          `<tr><td style="${cell}">${escapeHtml(w.iccid)}</td><td style="${cell};font-family:monospace">${escapeHtml(e.iccid)}</td></tr>` +
          `<tr><td style="${cell}">${escapeHtml(w.activationCode)}</td><td style="${cell};font-family:monospace;word-break:break-all">${escapeHtml(e.activationCode)}</td></tr>` +
          `<tr><td style="${cell}" colspan="2"><a href="${escapeHtml(iphoneInstallLink(e.activationCode))}">${escapeHtml(w.installIphone)}</a></td></tr></table>`,
      )
      .join('\n');
    const text = data.esims
      .map(
        (e) =>
          `${w.plan}: ${e.planName}\n${w.iccid}: ${e.iccid}\n${w.activationCode}: ${e.activationCode}\n${w.installIphone}: ${iphoneInstallLink(e.activationCode)}`,
      )
      .join('\n\n');
    return {
      subject: w.subject(data.groupName),
      html: base.html.replace('</div></body>', `${blocks}</div></body>`),
      text: `${base.text}\n\n${text}\n`,
    };
  },
);
