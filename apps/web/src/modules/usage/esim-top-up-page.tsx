import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Radio, Space } from 'antd';
import {
  formatAmount,
  UsageAlertMessage,
  UsageAlertPath,
  type BuyTopUpByCardResult,
  type BuyTopUpResult,
  type TopUpEsim,
} from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { orderKeys } from '../orders/orders-api';
import { useOwnWallet } from '../payment/use-own-wallet';
import { walletKeys } from '../payment/wallet-api';
import { walletShortfall } from '../payment/wallet-shortfall';

type TopUpOption = NonNullable<TopUpEsim['data']>['topUpOptions'][number];
const bodyOf = (option: TopUpOption) => ({
  variantId: option.variantId,
  ...(option.packageCode && { packageCode: option.packageCode }),
});

export const esimTopUpApi = {
  lookup: (id: string) =>
    api.get<TopUpEsim>(`payment/InvoiceDetail/GetTopUpESim/${encodeURIComponent(id)}`),
  buy: (id: string, option: TopUpOption) =>
    api.post<BuyTopUpResult>(
      `${UsageAlertPath.buyTopUp}/${encodeURIComponent(id)}`,
      bodyOf(option),
    ),
  buyByCard: (id: string, option: TopUpOption) =>
    api.post<BuyTopUpByCardResult>(
      `${UsageAlertPath.buyTopUpByCard}/${encodeURIComponent(id)}`,
      bodyOf(option),
    ),
};

/** An option's key: a provider's top-up package, else the plan (issue 27). */
const keyOf = (o: TopUpOption) => o.packageCode ?? o.variantId;
type PayBy = 'wallet' | 'card';

/**
 * /setup/esim-top-up/{esimId}: where a usage alert's "Top up this eSIM" link opens. It shows the
 * eSIM and its top-up plans (GetTopUpESim) and buys the chosen one from the distributor that sold
 * the eSIM, paid from the wallet or by card (issue 37: the card provider's page, the sandbox's
 * when Stripe is not set). When the wallet cannot pay the plan, Card is the choice and the page
 * says why before the click. A wallet payment refreshes every wallet figure (the header's too).
 */
export function EsimTopUpPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const lookup = useQuery({ queryKey: ['esimTopUp', id], queryFn: () => esimTopUpApi.lookup(id) });
  const wallet = useOwnWallet();
  const [choice, setChoice] = useState<string | null>(null);
  const [payBy, setPayBy] = useState<PayBy | null>(null);
  const [bought, setBought] = useState<BuyTopUpResult | null>(null);
  const found = lookup.data?.isSuccess ? lookup.data.data : null;
  const plan = found?.topUpOptions.find((o) => keyOf(o) === choice) ?? null;
  const currency = found?.currency ?? wallet.data?.currency ?? '';
  const price = (amount: number) => `${currency} ${formatAmount(amount)}`;
  const shortfall =
    found && wallet.data
      ? walletShortfall(wallet.data, plan?.unitPrice ?? 0, currency, 'this top-up')
      : null;
  // Until the buyer picks, the wallet when it can pay, else the card.
  const method: PayBy = shortfall ? 'card' : (payBy ?? 'wallet');

  const payFromWallet = async (option: TopUpOption) => {
    try {
      const result = await esimTopUpApi.buy(id, option);
      setBought(result);
      showMessage('success', UsageAlertMessage.toppedUp);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
    }
  };
  const payByCard = async (option: TopUpOption) => {
    try {
      const { url } = await esimTopUpApi.buyByCard(id, option);
      window.location.assign(url);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    }
  };
  const buy = () => {
    if (!plan) return showMessage('warning', UsageAlertMessage.choosePlan);
    const what = `${plan.variantName} for ${price(plan.unitPrice)}`;
    return confirmDialog({
      title: 'Buy this top-up?',
      content:
        method === 'wallet'
          ? `${what} will be paid from your wallet.`
          : `${what} will be paid by card: you are taken to the card payment page.`,
      onYes: () => (method === 'wallet' ? payFromWallet(plan) : payByCard(plan)),
    });
  };

  let body;
  if (lookup.isPending) body = <p>Loading…</p>;
  else if (lookup.isError) body = <Alert type="error" message={errorMessageOf(lookup.error)} />;
  else if (!found) body = <Alert type="warning" message={lookup.data?.message ?? ''} />;
  else
    body = (
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="ICCID">{found.iccid}</Descriptions.Item>
          <Descriptions.Item label="Plan">
            {found.productName} {found.variantName}
          </Descriptions.Item>
        </Descriptions>
        {bought ? (
          <Alert
            type="success"
            message={`Top-up ordered: ${bought.documentNo}`}
            description={
              <Link to={`/purchase-order-detail/${bought.poHeaderId}`}>
                Open the purchase order
              </Link>
            }
          />
        ) : (
          <>
            <Radio.Group
              aria-label="Top-up Plan"
              value={choice}
              onChange={(e) => setChoice(e.target.value as string)}
            >
              <Space direction="vertical">
                {found.topUpOptions.map((o) => (
                  <Radio key={keyOf(o)} value={keyOf(o)}>
                    {o.variantName} ({o.data} GB, {o.days} days) {formatAmount(o.unitPrice)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <Radio.Group
              aria-label="Pay with"
              value={method}
              onChange={(e) => setPayBy(e.target.value as PayBy)}
            >
              <Radio value="wallet" disabled={shortfall !== null}>
                Wallet
                {wallet.data?.hasWallet && ` (balance ${price(wallet.data.walletBalance)})`}
              </Radio>
              <Radio value="card">Card</Radio>
            </Radio.Group>
            {shortfall && (
              <Alert
                type="info"
                role="note"
                message={shortfall.reason}
                action={shortfall.topUp ? <Link to="/wallet">Top up your wallet</Link> : null}
              />
            )}
            <Button type="primary" onClick={() => void buy()}>
              Buy Top-up
            </Button>
          </>
        )}
      </Space>
    );

  return (
    <PageFrame title="Top up eSIM" breadcrumb={[{ title: 'Customer' }]}>
      {body}
    </PageFrame>
  );
}
