import { lazy, Suspense, useState } from 'react';
import { Button, Space } from 'antd';
import { useParams } from 'react-router';
import { useSectionCrumbs } from '../lib/routes/section-crumbs';
import { useRouteHandle } from '../lib/routes/route-handle';
import { errorMessageOf } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { PageFrame } from '../ui/page-frame';
import { Panel } from '../ui/panel';
import type { CrudConfig } from './crud-types';
import { listPath, useCan, useCanChange, useCrudNavigation } from './crud-navigation';
import { fieldsFor, valuesFromRow } from './form-schema';
import { ResourceDescriptions } from './resource-descriptions';
import { useCrudMutations, useResourceDetail } from './use-crud-mutations';
import { Loading } from './loading';

// Read mode comes first: the form loads when Edit is pressed.
const ResourceForm = lazy(() =>
  import('./resource-form').then((m) => ({ default: m.ResourceForm })),
);

/**
 * `-detail/:id`: read mode with Edit and Delete; Edit turns the page into the form with Save and
 * Cancel; Delete asks 'Are you sure to delete?' first (spec section 4, "Plan detail").
 */
export function ResourceDetailPage({ config }: { config: CrudConfig }) {
  const { resource } = config;
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const nav = useCrudNavigation(config);
  const mutations = useCrudMutations(config);
  const detail = useResourceDetail(config, id);
  const changeable = useCanChange(config, detail.data);
  const canUpdate = useCan(resource, 'Update') && changeable;
  const canDelete = useCan(resource, 'Delete') && changeable;
  const title = useRouteHandle()?.title ?? resource.labels.singular;
  const crumbs = [
    ...useSectionCrumbs(),
    { title: resource.labels.plural, path: listPath(resource, config) },
  ];
  const fields = fieldsFor(config, 'edit');
  const Extra = config.detailExtra;

  const actions =
    detail.data && !editing ? (
      <Space>
        {canUpdate && (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {canDelete && (
          <Button
            danger
            onClick={async () => {
              if (await mutations.confirmDelete(id)) nav.toList();
            }}
          >
            Delete
          </Button>
        )}
      </Space>
    ) : null;

  return (
    <PageFrame title={title} breadcrumb={crumbs} extra={actions}>
      <Panel>
        {detail.isPending && <Loading />}
        {detail.isError && <FormAlert message={errorMessageOf(detail.error)} />}
        {detail.data &&
          (editing ? (
            <Suspense fallback={<Loading />}>
              <ResourceForm
                config={config}
                mode="edit"
                id={id}
                fields={fields}
                initialValues={valuesFromRow(detail.data, fields)}
                onSubmit={(values) => mutations.update(id, values)}
                onSuccess={async (result) => {
                  await mutations.updated(result);
                  setEditing(false);
                }}
                onCancel={() => setEditing(false)}
              />
            </Suspense>
          ) : (
            <ResourceDescriptions config={config} row={detail.data} fields={config.editFields} />
          ))}
      </Panel>
      {Extra && detail.data && (
        <Suspense fallback={<Loading />}>
          <Extra id={id} editing={false} />
        </Suspense>
      )}
    </PageFrame>
  );
}
