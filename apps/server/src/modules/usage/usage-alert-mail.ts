import { esimTopUpLink } from '@wander/contract';
import { defineMailTemplate, layout } from '../../platform/mail/index.js';

export interface UsageAlertMailData {
  kind: 'usage' | 'expiry';
  threshold: number;
  serialId: string;
  iccid: string;
  plan: string;
  customerName: string;
  distributorName: string;
  usedPercent: number;
  expiresOn: string;
}

export function usageAlertTitle(d: Pick<UsageAlertMailData, 'kind' | 'threshold' | 'iccid'>) {
  return d.kind === 'usage'
    ? `Your eSIM ${d.iccid} has used ${d.threshold}% of its data`
    : `Your eSIM ${d.iccid} expires within ${d.threshold} day${d.threshold === 1 ? '' : 's'}`;
}

export function usageAlertText(d: UsageAlertMailData) {
  return d.kind === 'usage'
    ? `${d.plan} (ICCID ${d.iccid}) has used ${d.usedPercent}% of its data. Top it up before it runs out.`
    : `${d.plan} (ICCID ${d.iccid}) expires on ${d.expiresOn}. Top it up to keep it connected.`;
}

/**
 * A usage alert to the customer that bought the eSIM: its usage or expiry, and a one-tap link to
 * the top-up of that same eSIM (the web route behind GetTopUpESim and the wallet purchase).
 */
export const usageAlertMail = defineMailTemplate<UsageAlertMailData>('usage-alert', (d, ctx) => ({
  subject: usageAlertTitle(d),
  ...layout(
    {
      title: usageAlertTitle(d),
      paragraphs: [`Dear ${d.customerName},`, usageAlertText(d)],
      action: { label: 'Top up this eSIM', url: ctx.link(esimTopUpLink(d.serialId)) },
      footnote: `You receive this alert because ${d.distributorName} set up usage notifications for your eSIMs.`,
    },
    ctx,
  ),
}));
