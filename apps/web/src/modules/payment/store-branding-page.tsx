import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_BRANDING } from '@wander/contract';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { brandingCalls, brandingKeys } from './platform-branding-calls';
import { StoreBrandingForm } from './store-branding-form';
import { PlatformPricingNotice } from './platform-pricing-notice';

/**
 * Setup > AR > Store Branding (issue 37): the web stores the working company sells through (a
 * distributor's own platforms; every platform for the platform's admins), each with what its
 * store has for sale (issue 40), its branding and a live preview of the store.
 */
export function StoreBrandingPage() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const canEdit = hasPermission(profile, PLATFORM_BRANDING, 'Update');
  const list = useQuery({ queryKey: brandingKeys.all, queryFn: brandingCalls.list });
  const refresh = () => queryClient.invalidateQueries({ queryKey: brandingKeys.all });
  return (
    <PageFrame title="Store Branding" breadcrumb={[{ title: 'Setup' }, { title: 'AR' }]}>
      {list.isPending && <Loading />}
      {list.isError && <FormAlert message={list.error.message} />}
      {list.data?.length === 0 && (
        <Panel>
          <p>This company sells through no platform yet: the platform's admins add one.</p>
        </Panel>
      )}
      {list.data?.map((row) => (
        <Panel
          key={row.id}
          title={`${row.platformName} (${row.platformCode})${row.isActive ? '' : ' · inactive'}`}
        >
          <PlatformPricingNotice id={row.id} />
          <StoreBrandingForm row={row} canEdit={canEdit} onSaved={refresh} />
        </Panel>
      ))}
    </PageFrame>
  );
}
