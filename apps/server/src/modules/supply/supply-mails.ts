import { defineMailTemplate, layout } from '../../platform/mail/index.js';

/** To the distributor: a provider could not supply a paid line; the buyer was refunded. */
export const supplyFailedMail = defineMailTemplate<{
  poId: string;
  poNo: string;
  buyerName: string;
  reason: string;
  refund: string;
}>('supply-failed', (data, ctx) => ({
  subject: `Order ${data.poNo} could not be supplied and was refunded`,
  ...layout(
    {
      title: `Order ${data.poNo} was refunded`,
      paragraphs: [
        `Your provider could not supply the eSIMs of ${data.buyerName}'s order ${data.poNo}: ${data.reason}.`,
        `The order is Cancelled and ${data.refund}.`,
        "Check the provider's balance and the plan's supply before selling it again.",
      ],
      action: {
        label: 'Open the received order',
        url: ctx.link(`/setup/received-order-detail/${data.poId}`),
      },
    },
    ctx,
  ),
}));

/** To the distributor: the provider's balance fell below its Low Balance Alert. */
export const lowBalanceMail = defineMailTemplate<{
  providerName: string;
  balance: string;
  threshold: string;
}>('provider-low-balance', (data, ctx) => ({
  subject: `${data.providerName}: balance ${data.balance} is below ${data.threshold}`,
  ...layout(
    {
      title: `Top up your ${data.providerName} account`,
      paragraphs: [
        `The balance of your ${data.providerName} account is ${data.balance}, below your alert at ${data.threshold}.`,
        'Provider-supplied plans fail and are refunded when the balance runs out.',
      ],
      action: { label: 'Open Providers', url: ctx.link('/setup/provider-list') },
    },
    ctx,
  ),
}));
