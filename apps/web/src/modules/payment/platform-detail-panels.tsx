import { PlatformKeyPanel } from './platform-key-panel';
import { PlatformPricingNotice } from './platform-pricing-notice';

/** Under a sales platform's page: what its store sells (issue 40), then its API key. */
export function PlatformDetailPanels({ id }: { id: string }) {
  return (
    <>
      <PlatformPricingNotice id={id} />
      <PlatformKeyPanel id={id} />
    </>
  );
}
