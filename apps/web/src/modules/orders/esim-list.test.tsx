import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Esim } from '@wander/contract';
import { EsimList } from './esim-list';

afterEach(cleanup);

const CODE = 'LPA:1$rsp.example-smdp.com$K2-1ABC2D-3EF4GH5-IJKL6MN';
const esim: Esim = {
  id: 'e1',
  iccid: '89001000000000000001',
  activationCode: CODE,
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  status: 'delivered',
  productName: 'Korea eSIM',
  variantName: 'Korea 3GB 5 days',
};

/** The pieces a code may wrap between (a `<wbr>` is the only place it may). */
const linesOf = (el: Element) =>
  el.innerHTML
    .split('<wbr>')
    .map((part) => part.replace(/<[^>]+>/g, ''))
    .filter(Boolean);

describe('an eSIM card (issue 37, item 10)', () => {
  it('shows the activation code whole, wrapping only after a $, with Copy beside it', () => {
    render(
      <MemoryRouter>
        <EsimList esims={[esim]} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('listitem');
    const code = within(card).getByText(
      (_, el) => el?.tagName === 'CODE' && el.textContent === CODE,
    );
    // Not a box that scrolls its code out of sight (it was white-space:nowrap; overflow-x:auto).
    expect(code.getAttribute('style')).toBeNull();
    expect(linesOf(code)).toEqual(['LPA:1$', 'rsp.example-smdp.com$', 'K2-1ABC2D-3EF4GH5-IJKL6MN']);
    const iccid = within(card).getByText(
      (_, el) => el?.tagName === 'CODE' && el.textContent === esim.iccid,
    );
    expect(linesOf(iccid)).toEqual([esim.iccid]);
    expect(within(card).getByRole('button', { name: `Copy Activation code ${CODE}` })).toBeTruthy();
  });
});
