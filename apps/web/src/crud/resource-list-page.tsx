import { useState, type Key, type ReactNode } from 'react';
import { LightButton as Button } from '../ui/light/light-button';
import { useSectionCrumbs } from '../lib/routes/section-crumbs';
import { useRouteHandle } from '../lib/routes/route-handle';
import { errorMessageOf } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { PageFrame } from '../ui/page-frame';
import { Panel } from '../ui/panel';
import { endpointsOf, type CrudConfig } from './crud-types';
import { useCan, useCrudNavigation } from './crud-navigation';
import { ResourceTable } from './resource-table';
import { useCrudMutations } from './use-crud-mutations';
import { useResourceList } from './use-resource-list';

/**
 * The generic list page: the server-paged table, 'New' for users with Create permission (unless
 * the resource has no create), a row click to the edit or detail page, and a bulk delete of the
 * selected rows where the resource has one (users).
 */
export function ResourceListPage({ config, extra }: { config: CrudConfig; extra?: ReactNode }) {
  const { resource } = config;
  const list = useResourceList(resource, endpointsOf(config));
  const nav = useCrudNavigation(config);
  const mutations = useCrudMutations(config);
  const canCreate = useCan(resource, 'Create');
  const canBulkDelete = useCan(resource, 'Delete') && !!config.deleteMany;
  const [selected, setSelected] = useState<Key[]>([]);
  const title = useRouteHandle()?.title ?? resource.labels.plural;
  const crumbs = useSectionCrumbs();
  return (
    <PageFrame
      title={title}
      breadcrumb={crumbs}
      extra={
        <div className="page-actions">
          {extra}
          {canBulkDelete && (
            <Button
              danger
              disabled={selected.length === 0}
              onClick={async () => {
                if (await mutations.confirmDeleteMany(selected.map(String))) setSelected([]);
              }}
            >
              Delete Selected{selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          )}
          {canCreate && (
            <Button kind="primary" onClick={nav.toNew}>
              New
            </Button>
          )}
        </div>
      }
    >
      <Panel>
        {list.query.isError && <FormAlert message={errorMessageOf(list.query.error)} />}
        <ResourceTable
          resource={resource}
          state={list.state}
          onStateChange={list.setState}
          data={list.query.data}
          loading={list.query.isFetching}
          onRowOpen={config.rowsOpen === false ? undefined : nav.openRow}
          selection={canBulkDelete ? { keys: selected, onChange: setSelected } : undefined}
        />
      </Panel>
    </PageFrame>
  );
}
