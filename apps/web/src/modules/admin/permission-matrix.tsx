import { useCallback, useState } from 'react';
import { Checkbox } from 'antd';
import type { Grant } from '@wander/contract';
import { DataTable } from '../../crud/data-table';

export interface MatrixResource {
  resourceName: string;
  label: string;
  actions: string[];
}

export const grantKey = (resourceName: string, permission: string) =>
  `${resourceName}|${permission}`;

export function toGrantSet(grants: readonly Grant[]): Set<string> {
  return new Set(grants.map((g) => grantKey(g.resourceName, g.permission)));
}

/** The set back into the grants a save sends, in the resources' order. */
export function toGrants(resources: readonly MatrixResource[], set: Set<string>): Grant[] {
  return resources.flatMap((r) =>
    r.actions
      .filter((action) => set.has(grantKey(r.resourceName, action)))
      .map((permission) => ({ resourceName: r.resourceName, permission })),
  );
}

/** Every action any resource has, in first-seen order (the matrix columns). */
/** The ticked grants of the role or group on screen: reset from the server, toggled by a box. */
export function useGrantSet() {
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const reset = useCallback((grants: readonly Grant[]) => setGranted(toGrantSet(grants)), []);
  const toggle = useCallback(
    (resourceName: string, action: string, checked: boolean) =>
      setGranted((set) => {
        const next = new Set(set);
        if (checked) next.add(grantKey(resourceName, action));
        else next.delete(grantKey(resourceName, action));
        return next;
      }),
    [],
  );
  return { granted, reset, toggle };
}

export function actionColumns(resources: readonly MatrixResource[]): string[] {
  const seen: string[] = [];
  for (const r of resources) for (const a of r.actions) if (!seen.includes(a)) seen.push(a);
  return seen;
}

/**
 * Rows are resources, one checkbox per action the resource has. Read-only when `disabled` (a role
 * that cannot be edited).
 */
export function PermissionMatrix(props: {
  resources: readonly MatrixResource[];
  granted: Set<string>;
  disabled: boolean;
  onToggle: (resourceName: string, action: string, checked: boolean) => void;
}) {
  const { resources, granted, disabled, onToggle } = props;
  return (
    <DataTable<MatrixResource>
      caption="Permissions"
      rowKey={(r) => r.resourceName}
      rows={resources}
      columns={[
        {
          key: 'label',
          title: 'Resource',
          render: (r) => (
            <span title={r.resourceName}>
              {r.label} <small style={{ color: '#888' }}>{r.resourceName}</small>
            </span>
          ),
        },
        ...actionColumns(resources).map((action) => ({
          key: action,
          title: action,
          align: 'center' as const,
          render: (r: MatrixResource) =>
            r.actions.includes(action) ? (
              <Checkbox
                aria-label={`${r.label} ${action}`}
                checked={granted.has(grantKey(r.resourceName, action))}
                disabled={disabled}
                onChange={(e) => onToggle(r.resourceName, action, e.target.checked)}
              />
            ) : null,
        })),
      ]}
    />
  );
}
