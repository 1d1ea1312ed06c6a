import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { useParams } from 'react-router';
import { useSectionCrumbs } from '../lib/routes/section-crumbs';
import { useRouteHandle } from '../lib/routes/route-handle';
import { errorMessageOf } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { PageFrame } from '../ui/page-frame';
import { Panel } from '../ui/panel';
import type { CrudConfig } from './crud-types';
import { listPath, useCan, useCanChange, useCrudNavigation } from './crud-navigation';
import { defaultsOf, fieldsFor, schemaFor, valuesFromRow } from './form-schema';
import { ResourceForm } from './resource-form';
import { useCrudMutations, useResourceDetail } from './use-crud-mutations';
import { Loading } from './loading';

// Only a resource with a validity (a coupon) reads Expired: the other edit pages do not load it.
const ExpiredNote = lazy(() => import('./expiry').then((m) => ({ default: m.ExpiredNote })));

/**
 * `-new` and `-edit/:id`: the generated form. After a save the success message shows and the list
 * opens again where it was. An edit page also offers Delete (after the confirmation).
 */
export function ResourceEditPage({ config }: { config: CrudConfig }) {
  const { resource } = config;
  const { id } = useParams();
  const mode = id ? 'edit' : 'create';
  const nav = useCrudNavigation(config);
  const mutations = useCrudMutations(config);
  const detail = useResourceDetail(config, id);
  const canDelete = useCan(resource, 'Delete');
  const changeable = useCanChange(config, detail.data);
  const handle = useRouteHandle();
  const title = handle?.title ?? resource.labels.singular;
  const crumbs = [
    ...useSectionCrumbs(),
    { title: resource.labels.plural, path: listPath(resource, config) },
  ];
  const fields = fieldsFor(config, mode);
  const Extra = config.detailExtra;

  let body;
  if (mode === 'edit' && detail.isPending) body = <Loading />;
  else if (mode === 'edit' && detail.isError)
    body = <FormAlert message={errorMessageOf(detail.error)} />;
  else if (!changeable)
    body = (
      <FormAlert message="This record belongs to another company: it can be read here, not changed." />
    );
  else
    body = (
      <>
        {detail.data && resource.columns.some((c) => c.expiresWith) && (
          <Suspense fallback={null}>
            <ExpiredNote resource={resource} row={detail.data} />
          </Suspense>
        )}
        <ResourceForm
          key={id ?? 'new'}
          config={config}
          mode={mode}
          id={id}
          fields={fields}
          initialValues={
            detail.data
              ? valuesFromRow(detail.data, fields)
              : defaultsOf(schemaFor(resource, mode), fields)
          }
          onSubmit={(values) => (id ? mutations.update(id, values) : mutations.create(values))}
          onSuccess={async (result) => {
            await (id ? mutations.updated(result) : mutations.created(result));
            nav.toList();
          }}
          onCancel={nav.toList}
          actions={
            id && canDelete ? (
              <Button
                danger
                onClick={async () => {
                  if (await mutations.confirmDelete(id)) nav.toList();
                }}
              >
                Delete
              </Button>
            ) : null
          }
        />
      </>
    );

  return (
    <PageFrame title={title} breadcrumb={crumbs}>
      <Panel>{body}</Panel>
      {Extra && id && detail.data && (
        <Suspense fallback={<Loading />}>
          <Extra id={id} editing />
        </Suspense>
      )}
    </PageFrame>
  );
}
