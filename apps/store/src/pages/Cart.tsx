import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StoreOrderPath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { Link } from '../router';
import { api, ApiError } from '../api/client';
import { useMe, usePlan } from '../api/queries';
import { useSession } from '../api/session';
import { setCart, useCart } from '../lib/cart';
import { money, planData } from '../lib/format';
import { Button, Field, Loading, Notice, PageTitle } from '../ui/ui';
import { ConfirmEmailNotice } from '../ui/ConfirmEmailNotice';
import { planName } from '../lib/plan-name';

interface Quote {
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  couponCode: string | null;
}

/**
 * The cart and checkout: the plan and quantity, a coupon quoted before paying (the checkout's own
 * quote call), then the card page of the platform's provider (Stripe, PayDollar or the sandbox).
 */
export default function Cart() {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  // A provider's top-up package is shown as it was offered (it is no plan of the catalogue).
  const query = usePlan(cart?.topUpPlan ? undefined : cart?.variantId);
  const session = useSession();
  const me = useMe();
  const [coupon, setCoupon] = useState('');
  const [applied, setApplied] = useState('');
  const plan = cart?.topUpPlan ?? query.data;
  const body = cart && {
    variantId: cart.variantId,
    qty: cart.qty,
    couponCode: applied || null,
    topUpOf: cart.topUpOf ?? null,
    packageCode: cart.topUpPlan?.packageCode ?? null,
  };
  const quote = useQuery({
    queryKey: ['quote', body],
    queryFn: () => api<Quote>(StoreOrderPath.quote, { method: 'POST', body }).then((r) => r.data),
    enabled: Boolean(session && body),
    retry: false,
  });
  const pay = useMutation({
    // The total shown goes with the order: a checkout that would charge another (the day's rate
    // moved on at midnight UTC) is refused and the new total is quoted (issue 40).
    mutationFn: () =>
      api<{ paymentUrl: string }>(StoreOrderPath.orders, {
        method: 'POST',
        body: { ...body, quotedTotal: quote.data?.total },
      }).then((r) => r.data),
    onSuccess: ({ paymentUrl }) => {
      setCart(null);
      window.location.assign(paymentUrl);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void quote.refetch();
    },
  });
  const title = t('cart.title');
  if (!cart) {
    return (
      <>
        <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
        <p>{t('cart.empty')}</p>
        <Link to="">{t('cart.findPlan')}</Link>
      </>
    );
  }
  if (query.isLoading) return <Loading />;
  if (!plan) return <Notice kind="error">{t('common.notFound')}</Notice>;
  const estimate = plan.price * cart.qty;
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      <section className="card stack" aria-label={t('cart.plan')}>
        <h2>{planName(plan, i18n.language)}</h2>
        <p>
          {planData(plan)} · {t('plans.days', { count: plan.days })} ·{' '}
          {money(plan.price, plan.currency)}
        </p>
        {cart.topUpOf ? (
          <p className="tag">{t('cart.topUpOf', { iccid: cart.topUpIccid })}</p>
        ) : (
          <div className="field">
            <label htmlFor="qty">{t('cart.quantity')}</label>
            <select
              id="qty"
              value={cart.qty}
              onChange={(e) => setCart({ ...cart, qty: Number(e.target.value) })}
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button variant="quiet" onClick={() => setCart(null)}>
          {t('cart.remove')}
        </Button>
      </section>
      {!session ? (
        <section className="card stack">
          <p>{t('cart.estimate', { total: money(estimate, plan.currency) })}</p>
          <p>{t('cart.signInToPay')}</p>
          <div className="row">
            <Link className="btn btn-primary" to="sign-in?next=cart">
              {t('nav.signIn')}
            </Link>
            <Link className="btn btn-quiet" to="sign-up?next=cart">
              {t('signUp.title')}
            </Link>
          </div>
        </section>
      ) : (
        <section className="card stack" aria-label={t('cart.payment')}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setApplied(coupon.trim().toUpperCase());
            }}
          >
            <Field
              label={t('cart.coupon')}
              value={coupon}
              autoCapitalize="characters"
              onChange={(e) => setCoupon(e.target.value)}
              error={applied && quote.isError ? quote.error.message : undefined}
            />
            <Button type="submit" variant="quiet">
              {t('cart.applyCoupon')}
            </Button>
          </form>
          {quote.isPending && <Loading />}
          {quote.data && (
            <dl className="facts" id="checkout-total">
              <dt>{t('cart.subtotal')}</dt>
              <dd>{money(quote.data.subtotal, quote.data.currency)}</dd>
              {quote.data.discount > 0 && (
                <>
                  <dt>{t('cart.discount', { code: quote.data.couponCode })}</dt>
                  <dd>−{money(quote.data.discount, quote.data.currency)}</dd>
                </>
              )}
              {quote.data.tax > 0 && (
                <>
                  <dt>{t('cart.tax')}</dt>
                  <dd>{money(quote.data.tax, quote.data.currency)}</dd>
                </>
              )}
              <dt>{t('cart.total')}</dt>
              <dd className="price">{money(quote.data.total, quote.data.currency)}</dd>
            </dl>
          )}
          {me.data && !me.data.emailConfirmed && <ConfirmEmailNotice email={me.data.email} />}
          {pay.isError && <Notice kind="error">{pay.error.message}</Notice>}
          <Button
            onClick={() => pay.mutate()}
            disabled={!quote.data || pay.isPending || me.data?.emailConfirmed === false}
          >
            {t('cart.pay')}
          </Button>
        </section>
      )}
    </div>
  );
}
