import { Role, type Action, type Profile, type RoleName } from '@wander/contract';

/** Pure permission checks of spec section 6. A missing profile passes nothing. */
export function isPlatformAdmin(profile: Profile | null): boolean {
  return !!profile && (profile.isDmsAdmin || profile.roleNames.includes(Role.DmsAdmin));
}

export function hasRole(profile: Profile | null, role: RoleName): boolean {
  return !!profile && profile.roleNames.includes(role);
}

export function hasAnyRole(profile: Profile | null, roles: readonly RoleName[]): boolean {
  return roles.some((role) => hasRole(profile, role));
}

/** "Hidden for role X": the user has X and is not a platform admin. */
export function isHiddenFor(profile: Profile | null, roles: readonly RoleName[]): boolean {
  return !isPlatformAdmin(profile) && hasAnyRole(profile, roles);
}

/** isDmsAdmin grants every permission; otherwise a matching resource + action entry passes. */
export function hasPermission(profile: Profile | null, resource: string, action: Action = 'View') {
  if (!profile) return false;
  if (isPlatformAdmin(profile)) return true;
  return profile.permissions.some((p) => p.resourceName === resource && p.permission === action);
}

/** A route with a roles list is allowed to platform admins and to holders of a listed role. */
export function canAccessRoles(profile: Profile | null, roles?: readonly RoleName[]): boolean {
  if (!profile) return false;
  if (!roles) return true;
  return isPlatformAdmin(profile) || hasAnyRole(profile, roles);
}

export function isCompanyAdmin(profile: Profile | null): boolean {
  return hasRole(profile, Role.CompanyAdmin);
}

/** Customer by role name or by a role entity (the sign-in flow checks both). */
export function isCustomer(profile: Profile | null): boolean {
  return (
    hasRole(profile, Role.Customer) ||
    !!profile?.userRoleEntities.some((entity) => entity.roleName === Role.Customer)
  );
}
