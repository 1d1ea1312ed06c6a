/* The demo web store's script (served at /store/store.js): plain browser JavaScript, no build. */
/* global document, location, window, Node */
(() => {
  const KEY = document.querySelector('meta[name="store-api-key"]').content;
  const API = document.querySelector('meta[name="store-api-base"]').content;
  const app = document.getElementById('app');
  const nav = document.getElementById('nav');
  const session = {
    get token() {
      return localStorage.getItem('wander-store-token');
    },
    get name() {
      return localStorage.getItem('wander-store-name');
    },
    set(token, name) {
      localStorage.setItem('wander-store-token', token);
      localStorage.setItem('wander-store-name', name);
    },
    clear() {
      localStorage.removeItem('wander-store-token');
      localStorage.removeItem('wander-store-name');
    },
  };
  const h = (tag, attrs = {}, ...children) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else if (v !== false && v != null) el.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat(Infinity))
      if (c != null) el.append(c instanceof Node ? c : String(c));
    return el;
  };
  const money = (currency, amount) =>
    `${currency} ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  async function call(method, path, body) {
    const headers = { 'x-api-key': KEY };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(API + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    if (res.status === 401 && session.token && !path.startsWith('consumers/')) {
      session.clear();
      drawNav();
    }
    if (!res.ok) {
      const fields = json.errors ? Object.values(json.errors).flat() : [];
      throw new Error(fields[0] || json.message || `The store answered ${res.status}`);
    }
    return json.data;
  }
  const errorBox = () => h('div', { class: 'error', role: 'alert' });
  function form(fields, submitLabel, onSubmit) {
    const error = errorBox();
    const button = h('button', { class: 'primary', type: 'submit' }, submitLabel);
    const el = h(
      'form',
      {
        onsubmit: async (e) => {
          e.preventDefault();
          error.textContent = '';
          button.disabled = true;
          try {
            await onSubmit(Object.fromEntries(new FormData(el)));
          } catch (err) {
            error.textContent = err.message;
          } finally {
            button.disabled = false;
          }
        },
      },
      fields.map(([name, label, type = 'text', extra = {}]) => [
        h('label', { for: `f-${name}` }, label),
        h('input', { id: `f-${name}`, name, type, ...extra }),
      ]),
      button,
      error,
    );
    return el;
  }
  function drawNav() {
    nav.replaceChildren(
      h('a', { href: '#plans' }, 'Plans'),
      ' ',
      ...(session.token
        ? [
            h('a', { href: '#esims' }, 'My eSIMs'),
            ' ',
            h('a', { href: '#orders' }, 'My orders'),
            ' ',
            h(
              'button',
              {
                onclick: () => {
                  session.clear();
                  drawNav();
                  location.hash = '#plans';
                },
              },
              `Sign out (${session.name})`,
            ),
          ]
        : [h('a', { href: '#sign-in' }, 'Sign in'), ' ', h('a', { href: '#sign-up' }, 'Sign up')]),
    );
  }
  const signedIn = async (data) => {
    session.set(data.token, data.consumer.name);
    drawNav();
  };

  /** One name per order status, on the order and in the list. */
  const statusLabel = (status) =>
    ({
      Submitted: 'Waiting for your payment',
      Paid: 'Paid: preparing your eSIM',
      Completed: 'Delivered',
      Cancelled: 'Cancelled',
    })[status] || status;

  /** Shown to a consumer whose e-mail address is not confirmed yet, with a "send again" button. */
  function confirmNotice(email) {
    const status = h('span', { class: 'muted', role: 'status' });
    return h(
      'div',
      { class: 'card notice', id: 'confirm-notice' },
      h('strong', {}, 'Confirm your email address. '),
      `We sent a link to ${email}: open it to buy plans and get your sign-up coupons. `,
      h(
        'button',
        {
          type: 'button',
          onclick: async (e) => {
            e.target.disabled = true;
            try {
              await call('POST', 'me/confirmation-email');
              status.textContent = 'We sent you a new confirmation link';
            } catch (err) {
              status.textContent = err.message;
            } finally {
              e.target.disabled = false;
            }
          },
        },
        'Send the link again',
      ),
      ' ',
      status,
    );
  }

  const views = {
    async 'confirm-email'() {
      const params = new URLSearchParams(location.hash.split('?')[1] || '');
      await call('POST', 'consumers/confirm-email', {
        email: params.get('email') || '',
        token: params.get('token') || '',
      });
      return h(
        'div',
        { class: 'card' },
        h('h2', {}, 'Email confirmed'),
        h('p', {}, 'Your sign-up coupons are in your account, and you can buy plans now.'),
        h(
          'a',
          { href: session.token ? '#plans' : '#sign-in' },
          session.token ? 'Show plans' : 'Sign in',
        ),
      );
    },
    async 'sign-up'() {
      const params = new URLSearchParams(location.hash.split('?')[1] || '');
      return h(
        'div',
        { class: 'card' },
        h('h2', {}, 'Create your account'),
        form(
          [
            ['name', 'Name', 'text', { required: true, autocomplete: 'name' }],
            ['email', 'Email', 'email', { required: true, autocomplete: 'email' }],
            ['password', 'Password', 'password', { required: true, autocomplete: 'new-password' }],
            [
              'country',
              'Country (ISO code, e.g. MY)',
              'text',
              { required: true, maxlength: 2, value: 'MY' },
            ],
            [
              'referralCode',
              'Referral code (optional)',
              'text',
              { value: params.get('ref') || '' },
            ],
          ],
          'Sign up',
          async (v) => {
            const body = {
              name: v.name,
              email: v.email,
              password: v.password,
              country: v.country.toUpperCase(),
            };
            if (v.referralCode) body.referralCode = v.referralCode;
            await signedIn(await call('POST', 'consumers/sign-up', body));
            location.hash = '#plans?welcome=1';
          },
        ),
      );
    },
    async 'sign-in'() {
      return h(
        'div',
        { class: 'card' },
        h('h2', {}, 'Sign in'),
        form(
          [
            ['email', 'Email', 'email', { required: true, autocomplete: 'email' }],
            [
              'password',
              'Password',
              'password',
              { required: true, autocomplete: 'current-password' },
            ],
          ],
          'Sign in',
          async (v) => {
            await signedIn(await call('POST', 'consumers/sign-in', v));
            location.hash = '#plans';
          },
        ),
      );
    },
    async plans() {
      const params = new URLSearchParams(location.hash.split('?')[1] || '');
      const country = (params.get('country') || 'JP').toUpperCase();
      const parts = [];
      if (session.token) {
        const me = await call('GET', 'me');
        if (!me.emailConfirmed) parts.push(confirmNotice(me.email));
        const coupons = (await call('GET', 'me/coupons')).filter((c) => c.status === 'Issued');
        if (coupons.length)
          parts.push(
            h(
              'div',
              { class: 'card', id: 'my-coupons' },
              h('strong', {}, 'Your coupons: '),
              coupons.map((c) => h('span', { class: 'tag' }, c.couponCode)),
              h('span', { class: 'muted' }, ' enter one at checkout'),
            ),
          );
      }
      const search = h(
        'form',
        {
          class: 'card row',
          onsubmit: (e) => {
            e.preventDefault();
            location.hash = `#plans?country=${encodeURIComponent(e.target.country.value)}`;
          },
        },
        h(
          'div',
          {},
          h('label', { for: 'country' }, 'Where are you travelling? (country code)'),
          h('input', { id: 'country', name: 'country', value: country, maxlength: 2 }),
        ),
        h('div', {}, h('button', { class: 'primary', type: 'submit' }, 'Show plans')),
      );
      parts.push(search);
      const plans = await call('GET', `plans?country=${encodeURIComponent(country)}`);
      if (!plans.length) parts.push(h('div', { class: 'card' }, `No plans for ${country} yet.`));
      parts.push(
        h(
          'div',
          { class: 'grid' },
          plans.map((p) =>
            h(
              'div',
              { class: 'card plan' },
              h('h3', {}, p.productName),
              h('div', { class: 'muted' }, p.variantName),
              h(
                'div',
                { class: 'muted' },
                `${p.days} ${p.days === 1 ? 'day' : 'days'} · ${p.isDayPass ? `${p.dataGb} GB per day` : `${p.dataGb} GB`} · ${p.countries.length} ${p.countries.length === 1 ? 'country' : 'countries'}`,
              ),
              h('div', { class: 'price' }, money(p.currency, p.price)),
              p.inStock
                ? h(
                    'button',
                    {
                      class: 'primary',
                      onclick: () => {
                        location.hash = `#buy/${p.variantId}?country=${country}`;
                      },
                    },
                    'Buy',
                  )
                : h('div', { class: 'muted' }, 'Sold out'),
            ),
          ),
        ),
      );
      return parts;
    },
    async buy(variantId) {
      if (!session.token) {
        location.hash = '#sign-in';
        return [];
      }
      const params = new URLSearchParams(location.hash.split('?')[1] || '');
      const plans = await call(
        'GET',
        `plans?country=${encodeURIComponent(params.get('country') || '')}`,
      );
      const plan = plans.find((p) => p.variantId === variantId);
      if (!plan) return h('div', { class: 'card' }, 'This plan is not sold here.');
      const checkout = form(
        [
          ['qty', 'Quantity', 'number', { min: 1, max: 10, value: 1, required: true }],
          ['couponCode', 'Coupon code (optional)', 'text', {}],
        ],
        'Pay by card',
        async (v) => {
          const body = { variantId, qty: Number(v.qty) };
          if (v.couponCode) body.couponCode = v.couponCode;
          const placed = await call('POST', 'orders', body);
          location.href = placed.paymentUrl;
        },
      );
      // The total before paying: the checkout's own quote, asked again when the quantity or the
      // coupon changes; a refused coupon says why.
      const total = h('p', { id: 'checkout-total', role: 'status' });
      const requote = async () => {
        const qty = Number(checkout.querySelector('#f-qty').value) || 1;
        const couponCode = checkout.querySelector('#f-couponCode').value.trim();
        const body = { variantId, qty };
        if (couponCode) body.couponCode = couponCode;
        try {
          const q = await call('POST', 'orders/quote', body);
          const parts = [`Total: ${money(q.currency, q.total)}`];
          if (q.couponCode)
            parts.push(`(coupon ${q.couponCode}: −${money(q.currency, q.discount)})`);
          total.className = '';
          total.textContent = parts.join(' ');
        } catch (err) {
          total.className = 'error';
          total.textContent = err.message;
        }
      };
      checkout.addEventListener('change', () => void requote());
      void requote();
      return h(
        'div',
        { class: 'card' },
        h('h2', {}, `Buy ${plan.productName}`),
        h('p', {}, `${plan.variantName}: ${money(plan.currency, plan.price)} each`),
        total,
        checkout,
      );
    },
    async order(id) {
      if (!session.token) {
        location.hash = '#sign-in';
        return [];
      }
      const params = new URLSearchParams(location.hash.split('?')[1] || '');
      let order = await call('GET', `orders/${id}`);
      // Delivery follows the payment within seconds: wait for it a little.
      for (
        let i = 0;
        i < 15 && params.get('payment') === 'success' && order.status !== 'Completed';
        i++
      ) {
        await new Promise((r) => setTimeout(r, 1000));
        order = await call('GET', `orders/${id}`);
      }
      const status = statusLabel(order.status);
      return [
        h(
          'div',
          { class: 'card' },
          h('h2', {}, `Order ${order.documentNo}`),
          params.get('payment') === 'cancelled'
            ? h('p', { class: 'error' }, 'The payment was cancelled.')
            : null,
          h('p', {}, h('strong', {}, 'Status: '), h('span', { id: 'order-status' }, status)),
          h(
            'table',
            {},
            order.lines.map((l) =>
              h(
                'tr',
                {},
                h('td', {}, `${l.productName} (${l.variantName})`),
                h('td', {}, `${l.qty} × ${money(order.currency, l.unitPrice)}`),
                h('td', { class: 'amount' }, money(order.currency, l.unitPrice * l.qty)),
              ),
            ),
          ),
          // Each line at its price, then the discount once, the tax and the total.
          h(
            'table',
            { class: 'totals' },
            h(
              'tr',
              {},
              h('td', {}, 'Subtotal'),
              h('td', { class: 'amount' }, money(order.currency, order.subtotal)),
            ),
            order.discount
              ? h(
                  'tr',
                  {},
                  h('td', {}, order.couponCode ? `Coupon ${order.couponCode}` : 'Discount'),
                  h('td', { class: 'amount' }, `−${money(order.currency, order.discount)}`),
                )
              : null,
            order.tax
              ? h(
                  'tr',
                  {},
                  h('td', {}, 'Tax'),
                  h('td', { class: 'amount' }, money(order.currency, order.tax)),
                )
              : null,
            h(
              'tr',
              {},
              h('th', {}, 'Total'),
              h('th', { class: 'amount' }, money(order.currency, order.total)),
            ),
          ),
        ),
        ...order.esims.map(esimCard),
      ];
    },
    async orders() {
      if (!session.token) {
        location.hash = '#sign-in';
        return [];
      }
      const orders = await call('GET', 'orders');
      return h(
        'div',
        { class: 'card' },
        h('h2', {}, 'My orders'),
        orders.length
          ? h(
              'table',
              {},
              h(
                'tr',
                {},
                h('th', {}, 'Order'),
                h('th', {}, 'Date'),
                h('th', {}, 'Status'),
                h('th', {}, 'Total'),
              ),
              orders.map((o) =>
                h(
                  'tr',
                  {},
                  h('td', {}, h('a', { href: `#order/${o.id}` }, o.documentNo)),
                  h('td', {}, new Date(o.createdAt).toLocaleDateString()),
                  h('td', {}, statusLabel(o.status)),
                  h('td', {}, money(o.currency, o.total)),
                ),
              ),
            )
          : h('p', {}, 'No orders yet. ', h('a', { href: '#plans' }, 'Find a plan')),
      );
    },
    async esims() {
      if (!session.token) {
        location.hash = '#sign-in';
        return [];
      }
      const esims = await call('GET', 'me/esims');
      return esims.length
        ? esims.map(esimCard)
        : h('div', { class: 'card' }, 'No eSIMs yet. ', h('a', { href: '#plans' }, 'Find a plan'));
    },
  };
  function esimCard(e) {
    return h(
      'div',
      { class: 'card esim' },
      h('img', { src: e.qrCode, alt: `QR code of eSIM ${e.iccid}` }),
      h(
        'div',
        { style: 'flex:1;min-width:220px' },
        h('h3', {}, `${e.productName}`),
        h('div', { class: 'muted' }, e.variantName),
        h('p', {}, 'ICCID ', h('code', {}, e.iccid)),
        h(
          'p',
          { class: 'muted' },
          "Scan the QR code in your phone's mobile data settings, or enter: ",
          h('code', {}, e.activationCode),
        ),
        h('div', {}, `Data used: ${(e.usedMb / 1024).toFixed(2)} GB (${e.usagePercent} %)`),
        h('div', { class: 'bar' }, h('span', { style: `width:${e.usagePercent}%` })),
      ),
    );
  }
  async function route() {
    const [path] = location.hash.replace(/^#/, '').split('?');
    const [name, arg] = (path || 'plans').split('/');
    const view = views[name] || views.plans;
    app.replaceChildren(h('p', { class: 'muted' }, 'Loading…'));
    try {
      const out = await view(arg);
      app.replaceChildren(...[out].flat());
    } catch (err) {
      app.replaceChildren(h('div', { class: 'card error', role: 'alert' }, err.message));
    }
  }
  if (!KEY) {
    app.replaceChildren(
      h(
        'div',
        { class: 'card error' },
        "This store is not configured: set STORE_API_KEY to a sales platform's API key.",
      ),
    );
    return;
  }
  // The documented referral link is /store/?ref=CODE: it opens the sign-up with the code filled.
  const ref = new URLSearchParams(location.search).get('ref');
  if (ref && !location.hash) location.replace(`#sign-up?ref=${encodeURIComponent(ref)}`);
  drawNav();
  window.addEventListener('hashchange', route);
  route();
})();
