import { baseUrl } from './browser.js';
import { accessToken } from './api.js';

/**
 * The hash route of the newest link to `screen` in the e-mails to `to`, read from the e-mail log
 * (network/EmailLog/Search) as `reader` sees it; waits for the message to be logged.
 */
export async function linkFromEmailLog(
  reader: string,
  to: string,
  screen: string,
  timeoutMs = 20_000,
  /**
   * The page the link opens: the back office (`#/screen?`, answered from the `#`) or the web store
   * (`store/{code}/screen?`, answered from the `store/`) or a group traveller's page (`trip/{token}`,
   * answered from the `trip/`).
   */
  app: 'back-office' | 'store' | 'trip' = 'back-office',
): Promise<string> {
  const pattern =
    app === 'store'
      ? new RegExp(`/store/((?:[A-Z0-9_-]+/)?${screen}\\?[^\\s]+)`)
      : app === 'trip'
        ? /\/(trip\/[A-Za-z0-9_-]+)/
        : new RegExp(`#(/${screen}\\?[^\\s]+)`);
  const token = await accessToken(reader);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl()}api/network/EmailLog/Search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        pageIndex: 1,
        pageSize: 10,
        filterColumns: [{ columnName: 'toEmail', filterValue: to, operator: 'eq' }],
      }),
    });
    const body = (await res.json()) as {
      data: { items: { textBody: string; status: string }[] };
    };
    const mail = body.data.items.find((m) => pattern.test(m.textBody));
    if (mail && mail.status !== 'Queued') return pattern.exec(mail.textBody)![1];
    if (Date.now() > deadline) throw new Error(`no ${screen} e-mail to ${to} in the log`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
