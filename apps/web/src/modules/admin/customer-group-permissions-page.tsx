import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Select, Space } from 'antd';
import { SuccessMessage, type Grant } from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { PermissionMatrix, toGrants, useGrantSet, type MatrixResource } from './permission-matrix';
import { Loading } from '../../crud/loading';

interface CustomerGroup {
  id: string;
  name: string;
  entityCode: string;
  companyName: string;
}

interface CustomerGroupMatrix {
  customerGroups: CustomerGroup[];
  resources: MatrixResource[];
  grants: (Grant & { customerGroupId: string })[];
}

export const CUSTOMER_PERMISSIONS_KEY = ['admin', 'customer-group-permissions'] as const;
export const NO_GROUPS_TEXT = 'There are no customer groups yet.';

/**
 * The picker's options: the groups by name, each named with its company when they are several
 * companies' (the platform company's page lists every distributor's groups).
 */
export function groupOptions(groups: readonly CustomerGroup[]) {
  const several = new Set(groups.map((g) => g.entityCode)).size > 1;
  return groups
    .map((g) => ({ label: several ? `${g.name} (${g.companyName})` : g.name, value: g.id }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function save(body: { customerGroupId: string; permissions: Grant[] }) {
  return apiRequest<null>('admin/Permissions/UpdateCustomerGroupPermissions', {
    method: 'PUT',
    body,
  });
}

/** /admin/customer-group-permissions (Customer Permissions): the matrix per customer group. */
export function CustomerGroupPermissionsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: CUSTOMER_PERMISSIONS_KEY,
    queryFn: () => api.get<CustomerGroupMatrix>('admin/Permissions/GetCustomerGroupPermissions'),
  });
  const [groupId, setGroupId] = useState<string | null>(null);
  const { granted, reset, toggle } = useGrantSet();
  const call = useApiCall(save);
  const matrix = query.data;

  useEffect(() => {
    if (!matrix) return;
    const current = groupId ?? groupOptions(matrix.customerGroups)[0]?.value ?? null;
    if (current !== groupId) setGroupId(current);
    reset(matrix.grants.filter((g) => g.customerGroupId === current));
  }, [matrix, groupId, reset]);

  return (
    <PageFrame title="Customer Permissions" breadcrumb={useSectionCrumbs()}>
      <Panel>
        {query.isPending && <Loading />}
        {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
        {matrix && matrix.customerGroups.length === 0 && <Empty description={NO_GROUPS_TEXT} />}
        {matrix && groupId && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Space wrap>
              <label htmlFor="permission-group">Customer Group</label>
              <Select
                id="permission-group"
                style={{ minWidth: 240 }}
                value={groupId}
                onChange={(value: string) => setGroupId(value)}
                options={groupOptions(matrix.customerGroups)}
              />
            </Space>
            <PermissionMatrix
              resources={matrix.resources}
              granted={granted}
              disabled={false}
              onToggle={toggle}
            />
            <FormAlert message={call.errorMessage} />
            <Button
              type="primary"
              loading={call.loading}
              onClick={async () => {
                const result = await call.run({
                  customerGroupId: groupId,
                  permissions: toGrants(matrix.resources, granted),
                });
                if (!result) return;
                await queryClient.invalidateQueries({ queryKey: CUSTOMER_PERMISSIONS_KEY });
                showMessage('success', result.message ?? SuccessMessage.updated);
              }}
            >
              Save
            </Button>
          </Space>
        )}
      </Panel>
    </PageFrame>
  );
}
