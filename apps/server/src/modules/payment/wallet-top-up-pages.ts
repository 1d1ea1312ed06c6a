import { formatAmount, fromMinor } from '@wander/contract';
import { escapeHtml } from './sandbox.routes.js';

const style = `<style>body{font-family:system-ui,sans-serif;background:#f5f5f5;display:flex;justify-content:center;padding:48px}
main{background:#fff;border-radius:8px;padding:32px;max-width:420px;width:100%;box-shadow:0 2px 8px #0002}
button{font-size:16px;padding:10px 18px;border-radius:6px;border:1px solid #1677ff;margin-right:8px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}.note{color:#666;font-size:13px}</style>`;

/** The sandbox provider's hosted page for a wallet top-up: Pay or Cancel, no card charged. */
export function sandboxTopUpPage(topUp: {
  amountMinor: number;
  currency: string;
  orderRef: string;
}) {
  const amount = `${escapeHtml(topUp.currency)} ${formatAmount(fromMinor(topUp.amountMinor))}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment: sandbox wallet top-up</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${style}</head>
<body><main><h1>Test payment</h1>
<p>Wallet top-up <strong>${escapeHtml(topUp.orderRef)}</strong></p>
<p>Amount to pay: <strong id="amount">${amount}</strong></p>
<p class="note">Test payment: this is the built-in sandbox provider, no card is charged and no money moves. Configure Stripe or PayDollar to take real payments.</p>
<form method="post"><button class="pay" name="action" value="pay">Pay ${amount}</button>
<button class="cancel" name="action" value="cancel">Cancel</button></form></main></body></html>`;
}

/**
 * The page that takes the payer's browser to PayDollar: its hosted form is a POST of signed
 * fields, so this page holds them and submits itself with a script of our origin (the policy
 * allows no inline script), with a button for browsers without script.
 */
export function payDollarRedirectPage(form: { action: string; fields: Record<string, string> }) {
  const inputs = Object.entries(form.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayDollar payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${style}</head>
<body><main><h1>Taking you to PayDollar</h1>
<form id="pay" method="post" action="${escapeHtml(form.action)}">
${inputs}
<button class="pay" type="submit">Continue to PayDollar</button></form>
<script src="../AutoSubmit.js"></script></main></body></html>`;
}
