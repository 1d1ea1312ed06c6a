import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Space } from 'antd';
import { SuccessMessage, type PermissionMatrix as Matrix } from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { PermissionMatrix, toGrants, useGrantSet } from './permission-matrix';
import { Loading } from '../../crud/loading';

export const PERMISSIONS_KEY = ['admin', 'permissions'] as const;
export const READ_ONLY_ROLE_TEXT =
  'This role cannot be edited: its permissions are shown read-only.';

function savePermissions(body: {
  roles: { roleName: string; permissions: { resourceName: string; permission: string }[] }[];
}) {
  return apiRequest<null>('admin/Permissions', { method: 'PUT', body });
}

/**
 * /admin/permissions: the role x resource matrix for a chosen role; Save sends that role's whole
 * grant list back (PUT admin/Permissions). Roles that are not editable are read-only.
 */
export function PermissionsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PERMISSIONS_KEY,
    queryFn: () => api.get<Matrix>('admin/Permissions'),
  });
  const [roleName, setRoleName] = useState<string | null>(null);
  const { granted, reset, toggle } = useGrantSet();
  const call = useApiCall(savePermissions);
  const matrix = query.data;
  const role = matrix?.roles.find((r) => r.roleName === roleName) ?? null;

  useEffect(() => {
    if (!matrix) return;
    const current = roleName ?? matrix.roles.find((r) => r.editable)?.roleName ?? null;
    if (current !== roleName) setRoleName(current);
    reset(matrix.grants.filter((g) => g.roleName === current));
  }, [matrix, roleName, reset]);

  return (
    <PageFrame title="Permissions" breadcrumb={useSectionCrumbs()}>
      <Panel>
        {query.isPending && <Loading />}
        {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
        {matrix && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Space wrap>
              <label htmlFor="permission-role">Role</label>
              <Select
                id="permission-role"
                style={{ minWidth: 240 }}
                value={roleName ?? undefined}
                onChange={(value: string) => setRoleName(value)}
                options={[...matrix.roles]
                  .sort((a, b) => a.roleName.localeCompare(b.roleName))
                  .map((r) => ({
                    label: r.editable ? r.roleName : `${r.roleName} (read-only)`,
                    value: r.roleName,
                  }))}
              />
            </Space>
            {role && !role.editable && <Alert type="info" showIcon title={READ_ONLY_ROLE_TEXT} />}
            {role && (
              <PermissionMatrix
                resources={matrix.resources}
                granted={granted}
                disabled={!role.editable}
                onToggle={toggle}
              />
            )}
            <FormAlert message={call.errorMessage} />
            {role?.editable && (
              <Button
                type="primary"
                loading={call.loading}
                onClick={async () => {
                  const result = await call.run({
                    roles: [
                      { roleName: role.roleName, permissions: toGrants(matrix.resources, granted) },
                    ],
                  });
                  if (!result) return;
                  await queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY });
                  showMessage('success', result.message ?? SuccessMessage.updated);
                }}
              >
                Save
              </Button>
            )}
          </Space>
        )}
      </Panel>
    </PageFrame>
  );
}
