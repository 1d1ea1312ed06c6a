import { uomResource } from '@wander/contract';
import type { CrudConfig } from '../../crud/crud-types';

/**
 * The unit of measure's new and edit pages: the related unit is picked among the other units (a
 * unit cannot be defined by itself). A module of its own, so these pages need no resource catalog.
 */
export const UOM_CONFIG: CrudConfig = {
  resource: uomResource,
  form: {
    fields: {
      relatedUomId: {
        options: ({ id }) => ({
          path: id ? `network/Uom/GetRelateUomOptions/${id}` : 'network/Uom/GetSelectList',
        }),
      },
    },
  },
};
