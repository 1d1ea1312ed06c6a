import {
  productVariantForm,
  type CreateVariantInput,
  type ProductVariantRow,
  type UpdateVariantInput,
} from '@wander/contract';
import type { ApiResult } from '../../lib/api';
import type { FormValues, Row } from '../../crud/crud-types';
import { defaultsOf, valuesFromRow } from '../../crud/form-schema';
import { LightResourceForm } from '../../crud/light-resource-form';
import { LightDialog } from '../../ui/light-dialog';
import { catalogAdminApi } from './catalog-admin-api';

const FIELDS = productVariantForm.fields;

export interface VariantDialogProps {
  productId: string;
  /** The variant to edit; null: a new one. */
  variant: ProductVariantRow | null;
  onClose: () => void;
  onSaved: (result: ApiResult<Row>) => void;
}

/**
 * Add or edit a variant in a dialog: the contract's form (days a whole number from 1, data above
 * 0 GB, a unit price from 0 with two decimals), server field errors on their fields.
 */
export function VariantDialog({ productId, variant, onClose, onSaved }: VariantDialogProps) {
  const initialValues: FormValues = variant
    ? valuesFromRow(variant as unknown as FormValues, FIELDS)
    : { ...defaultsOf(productVariantForm.create, FIELDS), productId };
  return (
    <LightDialog
      title={variant ? `Edit Variant ${variant.variantCode}` : 'Add Variant'}
      onClose={onClose}
    >
      <LightResourceForm
        key={variant?.variantId ?? 'new'}
        schema={variant ? productVariantForm.update : productVariantForm.create}
        fields={FIELDS}
        initialValues={initialValues}
        // The body has exactly the create or update schema's keys (payloadOf).
        onSubmit={(body) =>
          variant
            ? catalogAdminApi.updateVariant(variant.variantId, body as UpdateVariantInput)
            : catalogAdminApi.createVariant(body as CreateVariantInput)
        }
        onSuccess={onSaved}
        onCancel={onClose}
      />
    </LightDialog>
  );
}
