import { LightTag } from '../../ui/light/light-tag';

const COLORS: Record<string, string> = {
  Draft: 'default',
  Submitted: 'gold',
  Paid: 'blue',
  Fulfilled: 'purple',
  Completed: 'green',
  Confirmed: 'green',
  Cancelled: 'red',
  Open: 'blue',
};

export function OrderStatusTag({ status }: { status: string }) {
  return <LightTag color={COLORS[status] ?? 'default'}>{status}</LightTag>;
}
