import { useEffect, useState } from 'react';
import { ApiPath } from '@wander/contract';
import { apiUrl, authHeaders } from '../../lib/api/http';

/**
 * Whether this Wander still has no platform admin (a real deployment's first start): the sign-in
 * screen then says where the setup link is instead of taking passwords nobody has. A plain fetch,
 * so the first screen stays light; any failure counts as "set up".
 */
export function useSetupNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    Promise.resolve()
      .then(() =>
        fetch(apiUrl(ApiPath.firstRun), {
          headers: authHeaders(null, null),
          signal: controller.signal,
        }),
      )
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { setupNeeded?: boolean } } | null) => {
        if (body?.data?.setupNeeded) setNeeded(true);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return needed;
}
