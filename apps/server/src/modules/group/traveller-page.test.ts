import { describe, expect, it } from 'vitest';
import { renderTravellerPage } from './traveller-page.js';

const CODE = 'LPA:1$rsp.example-smdp.com$K2-1ABC2D-3EF4GH5-IJKL6MN';

/** The text of the `<dd>` after the `<dt>` named `label`. */
const valueAfter = (html: string, label: string) =>
  html.match(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`))![1];

describe('a traveller page on a phone (issue 37, item 10)', () => {
  it('wraps the activation code only after its $ separators, never inside a part', async () => {
    const html = await renderTravellerPage({
      language: 'en',
      name: 'Hakim Roslan',
      groupName: 'Tokyo & Seoul autumn tour',
      esims: [
        {
          serialId: 's1',
          travellerId: 't1',
          iccid: '8960880000000000001',
          activationCode: CODE,
          planName: 'Japan 5GB 7 days',
          days: 7,
          dataGb: 5,
          status: 'delivered',
          deliveredAt: new Date('2026-10-10T00:00:00Z'),
          installedAt: null,
          usedMb: 0,
        },
      ],
    });
    // The page no longer lets the browser break a code anywhere (it did: word-break:break-all).
    expect(html).not.toContain('break-all');
    const code = valueAfter(html, 'Activation code');
    // Read as a user: the whole code, and the places it may wrap are the two after a '$'.
    expect(code.replace(/<[^>]+>/g, '')).toBe(CODE.replace('&', '&amp;'));
    expect(code.split('<wbr>').map((p) => p.replace(/<[^>]+>/g, ''))).toEqual([
      'LPA:1$',
      'rsp.example-smdp.com$',
      'K2-1ABC2D-3EF4GH5-IJKL6MN',
    ]);
    expect(code).toContain('<span class="nw">K2-1ABC2D-3EF4GH5-IJKL6MN</span>');
    expect(html).toMatch(/\.nw\{white-space:nowrap\}/);
    // An ICCID is one unbreakable part.
    expect(valueAfter(html, 'ICCID')).toBe('<span class="nw">8960880000000000001</span>');
  });
});
