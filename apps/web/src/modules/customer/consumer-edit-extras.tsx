import { ConsumerGoalsPanel } from './consumer-goals-panel';
import { ConsumerOrdersPanel } from './consumer-orders-panel';

/** Under the consumer form: its orders (with refunds) and its progress towards the goals. */
export function ConsumerEditExtras({ id, editing }: { id: string; editing: boolean }) {
  return (
    <>
      <ConsumerOrdersPanel id={id} />
      <ConsumerGoalsPanel id={id} editing={editing} />
    </>
  );
}
