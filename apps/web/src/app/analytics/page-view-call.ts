import { ApiPath } from '@wander/contract';
import { sendBeaconCall } from '../../lib/api/api-client';

/** POST api/analytics/PageView {"path": "/catalog"}; failures are ignored. */
export function sendPageView(path: string): void {
  sendBeaconCall(ApiPath.pageView, { path });
}
