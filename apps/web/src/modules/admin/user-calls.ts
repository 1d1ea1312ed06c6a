import type { FieldDefinition } from '@wander/contract';
import { apiRequest, type ApiResult } from '../../lib/api';
import type { FormValues, Row } from '../../crud/crud-types';

export const ROLE_OPTIONS_PATH = 'admin/Roles/GetSelectList';

/** Edit and read mode of a user: the name, the active flag and the roles (email stays). */
export const USER_EDIT_FIELDS: FieldDefinition[] = [
  { key: 'email', label: 'Email', readOnlyOnEdit: true },
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'isActive', label: 'Active', input: 'switch' },
  { key: 'roleNames', label: 'Roles', input: 'select', options: { apiPath: ROLE_OPTIONS_PATH } },
];

/** PUT admin/Users/{id} with the name and active flag, then PUT admin/UserRoles with the roles. */
export async function updateUserWithRoles(id: string, values: FormValues): Promise<ApiResult<Row>> {
  const saved = await apiRequest<Row>(`admin/Users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { firstName: values.firstName, lastName: values.lastName, isActive: values.isActive },
  });
  if (Array.isArray(values.roleNames)) {
    await apiRequest<null>('admin/UserRoles', {
      method: 'PUT',
      body: { userId: id, roleNames: values.roleNames },
    });
  }
  return saved;
}

/** POST admin/Users/DeleteMany with the selected ids. */
export function deleteUsers(userIds: string[]): Promise<ApiResult<null>> {
  return apiRequest<null>('admin/Users/DeleteMany', { method: 'POST', body: { userIds } });
}
