import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Radio, Space } from 'antd';
import {
  formatAmount,
  UsageAlertMessage,
  UsageAlertPath,
  type BuyTopUpResult,
  type TopUpEsim,
} from '@wander/contract';
import { api, errorMessageOf } from '../../app/api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';

export const esimTopUpApi = {
  lookup: (id: string) =>
    api.get<TopUpEsim>(`payment/InvoiceDetail/GetTopUpESim/${encodeURIComponent(id)}`),
  buy: (id: string, option: TopUpOption) =>
    api.post<BuyTopUpResult>(`${UsageAlertPath.buyTopUp}/${encodeURIComponent(id)}`, {
      variantId: option.variantId,
      ...(option.packageCode && { packageCode: option.packageCode }),
    }),
};

type TopUpOption = NonNullable<TopUpEsim['data']>['topUpOptions'][number];
/** An option's key: a provider's top-up package, else the plan (issue 27). */
const keyOf = (o: TopUpOption) => o.packageCode ?? o.variantId;

/**
 * /setup/esim-top-up/{esimId}: where a usage alert's "Top up this eSIM" link opens. It shows the
 * eSIM and its top-up plans (GetTopUpESim) and buys the chosen one from the wallet, from the
 * distributor that sold the eSIM; the order then shows under Purchase Orders.
 */
export function EsimTopUpPage() {
  const { id = '' } = useParams();
  const lookup = useQuery({ queryKey: ['esimTopUp', id], queryFn: () => esimTopUpApi.lookup(id) });
  const [choice, setChoice] = useState<string | null>(null);
  const [bought, setBought] = useState<BuyTopUpResult | null>(null);
  const found = lookup.data?.isSuccess ? lookup.data.data : null;
  const plan = found?.topUpOptions.find((o) => keyOf(o) === choice) ?? null;

  const buy = () => {
    if (!plan) return showMessage('warning', UsageAlertMessage.choosePlan);
    return confirmDialog({
      title: 'Buy this top-up?',
      content: `${plan.variantName} for ${formatAmount(plan.unitPrice)} will be paid from your wallet.`,
      onYes: async () => {
        try {
          const result = await esimTopUpApi.buy(id, plan);
          setBought(result);
          showMessage('success', UsageAlertMessage.toppedUp);
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
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
