import { lazy } from 'react';
import { UOM_CONFIG } from '../network/uom-config';
import type { CrudConfig } from '../../crud/crud-types';
import { ResourceEditPage } from '../../crud/resource-edit-page';

/**
 * /general/uom-new and /general/uom-edit/{id}: the generic unit form, and under an existing
 * unit's form the company's products of the unit with "Move to unit" (loaded after the form).
 * Its own route module, so the generic pages of every other resource do not carry the panel.
 */
const UOM_EDIT_CONFIG: CrudConfig = {
  ...UOM_CONFIG,
  detailExtra: lazy(() =>
    import('./uom-products-panel').then((m) => ({ default: m.UomProductsPanel })),
  ),
};

export function UomEditPage() {
  return <ResourceEditPage config={UOM_EDIT_CONFIG} />;
}
