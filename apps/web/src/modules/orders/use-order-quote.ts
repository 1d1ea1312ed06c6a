import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/api';
import { linesToSave, quantitiesValid, type LineQuantity } from './order-line-quantity';
import { ordersApi } from './orders-api';

/** How long the lines must stay unchanged before they are quoted (typing a quantity). */
const QUOTE_DELAY_MS = 250;

/**
 * The server's quote of the order being written (payment/Payment/Quote, the checkout's own
 * prices): asked again shortly after the lines change, the previous figures kept meanwhile; not
 * asked while a quantity box is empty or wrong (its field error says why).
 */
export function useOrderQuote(
  distributor: string | null,
  lines: { variantId: string; qty: LineQuantity }[],
) {
  const wanted =
    distributor && lines.length && quantitiesValid(lines)
      ? { distributorEntityCode: distributor, lines: linesToSave(lines) }
      : null;
  const key = JSON.stringify(wanted);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: ['orders', 'quote', settled],
    queryFn: () => ordersApi.quote({ dataPlanModel: JSON.parse(settled) }),
    enabled: settled !== 'null',
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    quote: wanted ? query.data : undefined,
    error: wanted && query.error ? errorMessageOf(query.error) : null,
  };
}
