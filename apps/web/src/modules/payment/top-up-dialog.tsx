import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Radio, Space } from 'antd';
import { formatAmount, messages, type TopUpOptions, type TopUpUrl } from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { LightDialog } from '../../ui/light-dialog';

/** Which call opens the provider's page ('sandbox': the built-in provider, behind either). */
const START: Record<string, string> = {
  stripe: 'payment/Payment/GetStripeReloadUrl',
  paydollar: 'payment/Payment/GetPayDollarUrl',
  sandbox: 'payment/Payment/GetStripeReloadUrl',
};

export const topUpApi = {
  options: () => api.get<TopUpOptions>('payment/Payment/GetTopUpOptions'),
  start: (provider: string, amount: number) =>
    api.post<TopUpUrl>(START[provider] ?? START.stripe, { data: null, amount }),
};

/**
 * The wallet's "Top up" dialog: an amount between the settings' minimum and maximum and one of
 * the configured providers; Continue takes the browser to the provider's hosted payment page.
 */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const options = useQuery({ queryKey: ['topUpOptions'], queryFn: topUpApi.options });
  const [amount, setAmount] = useState<number | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const o = options.data;
  const chosen = provider ?? o?.providers[0]?.value ?? null;

  const check = (value: number | null) => {
    if (!o) return null;
    if (value === null) return messages.required('Amount');
    if (value < o.minAmount) return messages.minValue('Amount', o.minAmount);
    if (value > o.maxAmount) return messages.maxValue('Amount', o.maxAmount);
    return null;
  };
  const submit = async () => {
    const problem = check(amount);
    if (problem || !chosen || amount === null) return setError(problem);
    setBusy(true);
    try {
      const { url } = await topUpApi.start(chosen, amount);
      window.location.assign(url);
    } catch (e) {
      setError(errorMessageOf(e));
      setBusy(false);
    }
  };

  return (
    <LightDialog title="Top up wallet" onClose={onClose} width={460}>
      {!o ? (
        <p>{options.isError ? errorMessageOf(options.error) : 'Loading…'}</p>
      ) : o.providers.length === 0 ? (
        <p role="alert">Top-up is not available: no payment provider is configured.</p>
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <label htmlFor="top-up-amount">
            Amount ({o.currency})
            <InputNumber
              id="top-up-amount"
              aria-label="Amount"
              style={{ width: '100%', marginTop: 4 }}
              min={0}
              precision={2}
              value={amount}
              status={error ? 'error' : undefined}
              onChange={(value) => {
                setAmount(value);
                setError(null);
              }}
              onPressEnter={() => void submit()}
            />
          </label>
          <span className="ant-form-item-extra">
            Minimum {o.currency} {formatAmount(o.minAmount)}, maximum {o.currency}{' '}
            {formatAmount(o.maxAmount)}
          </span>
          {error && (
            <span role="alert" style={{ color: '#ff4d4f' }}>
              {error}
            </span>
          )}
          <div>
            <div style={{ marginBottom: 4 }}>Pay with</div>
            <Radio.Group
              aria-label="Payment provider"
              value={chosen}
              onChange={(e) => setProvider(e.target.value as string)}
              options={o.providers.map((p) => ({ value: p.value, label: p.label }))}
            />
          </div>
          <Space>
            <Button type="primary" loading={busy} onClick={() => void submit()}>
              Continue to payment
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </Space>
        </Space>
      )}
    </LightDialog>
  );
}
