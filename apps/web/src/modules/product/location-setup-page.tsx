import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from 'antd';
import {
  LOCATION_PERMISSION,
  SuccessMessage,
  type GenerateLocationsResult,
  type LocationSetup,
  type LocationSetupInput,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { useRouteHandle } from '../../lib/routes/route-handle';
import { Loading } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { LocationSetupForm } from './location-setup-form';
import { locationApi, productKeys } from './product-api';

export const LOCATION_LIST_PATH = '/setup/location-list';

function GeneratePanel(props: { setup: LocationSetup; dirty: boolean; canGenerate: boolean }) {
  const { setup } = props;
  const queryClient = useQueryClient();
  const [result, setResult] = useState<GenerateLocationsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const blocked = !setup.isSaved
    ? 'Save the setup first: locations are generated from the saved setup.'
    : props.dirty
      ? 'Save your changes first: locations are generated from the saved setup.'
      : null;
  const generate = () =>
    confirmDialog({
      title: 'Generate locations',
      content: `Create the missing locations of the saved setup (${setup.firstCode} to ${setup.lastCode}, ${setup.totalLocations.toLocaleString('en-US')} in all)? Existing locations are kept as they are.`,
      onYes: async () => {
        setError(null);
        try {
          const answer = await locationApi.generate();
          setResult(answer.data);
          // The setup's count and every list that shows locations.
          await queryClient.invalidateQueries();
          showMessage('success', answer.message ?? 'Locations generated');
        } catch (e) {
          setError(errorMessageOf(e));
        }
      },
    });
  return (
    <Panel title="Generate locations">
      <p>
        The company has <strong>{setup.existingLocations.toLocaleString('en-US')}</strong>{' '}
        location(s). Generating creates the locations of the saved setup that are missing; it never
        changes or removes one.
      </p>
      {blocked && <p className="product-note">{blocked}</p>}
      <FormAlert message={error} />
      {result && (
        <p role="status" aria-label="Generation result">
          {result.created} location(s) created, {result.existed} already existed.{' '}
          <Link to={LOCATION_LIST_PATH}>View locations</Link>
        </p>
      )}
      {props.canGenerate && (
        <Button type="primary" disabled={!!blocked} onClick={() => void generate()}>
          Generate locations
        </Button>
      )}
    </Panel>
  );
}

/**
 * /setup/location-setup: the working company's location pattern (prefix, separator, zones, racks,
 * levels, bins) and the generator of the locations it makes (spec section 7 "Stock and location").
 */
export function LocationSetupPage() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [dirty, setDirty] = useState(false);
  const query = useQuery({ queryKey: productKeys.locationSetup, queryFn: locationApi.setup });
  const title = useRouteHandle()?.title ?? 'Location Setup';
  const crumbs = useSectionCrumbs();
  const permission = LOCATION_PERMISSION;
  const save = async (value: LocationSetupInput) => {
    const answer = await locationApi.saveSetup(value);
    queryClient.setQueryData(productKeys.locationSetup, answer.data);
    showMessage('success', answer.message ?? SuccessMessage.updated);
  };
  return (
    <PageFrame
      title={title}
      breadcrumb={crumbs}
      extra={
        <div className="page-actions">
          <Link to={LOCATION_LIST_PATH}>Locations</Link>
        </div>
      }
    >
      {query.data ? (
        <>
          <Panel title="Setup">
            <LocationSetupForm
              key={String(query.data.updatedAt)}
              setup={query.data}
              canSave={hasPermission(profile, permission, 'Update')}
              onSave={save}
              onDirtyChange={setDirty}
            />
          </Panel>
          <GeneratePanel
            setup={query.data}
            dirty={dirty}
            canGenerate={hasPermission(profile, permission, 'Create')}
          />
        </>
      ) : (
        <Panel>
          {query.isError ? <FormAlert message={errorMessageOf(query.error)} /> : <Loading />}
        </Panel>
      )}
    </PageFrame>
  );
}
