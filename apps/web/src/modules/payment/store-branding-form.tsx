import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import {
  PLATFORM_BRANDING,
  PlatformBrandingText,
  STORE_DEFAULT_COLOR,
  STORE_LANGUAGE_OPTIONS,
  type PlatformBrandingRow,
  type PlatformBrandingUpdate,
  type StoreLanguage,
} from '@wander/contract';
import { ApiError } from '../../lib/api/api-error';
import { useApiCall } from '../../lib/api/use-api-call';
import { FileFieldInput } from '../../crud/file-field-input';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FileImage } from '../../ui/file-image';
import { FormAlert } from '../../ui/form-alert';
import { brandingCalls } from './platform-branding-calls';
import { isHexColor, StorePreview } from './store-preview';

type Errors = Partial<Record<keyof PlatformBrandingUpdate, string>>;

const valuesOf = (row: PlatformBrandingRow) => ({
  storeName: row.storeName ?? '',
  storeLogoUrl: row.storeLogoUrl,
  storePrimaryColor: row.storePrimaryColor ?? '',
  storeSupportEmail: row.storeSupportEmail ?? '',
  storeDefaultLanguage: row.storeDefaultLanguage,
});

/**
 * One platform's store branding: its name, an uploaded logo, the colour (the browser's colour
 * picker and its hex code, kept in step), the support e-mail and the language, beside a live
 * preview of the store in them. The server checks every field again.
 */
export function StoreBrandingForm({
  row,
  canEdit,
  onSaved,
}: {
  row: PlatformBrandingRow;
  canEdit: boolean;
  onSaved: () => Promise<unknown> | void;
}) {
  const [values, setValues] = useState(() => valuesOf(row));
  const [errors, setErrors] = useState<Errors>({});
  const call = useApiCall(brandingCalls.save);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const id = (field: string) => `${row.id}-${field}`;
  const color = values.storePrimaryColor.trim();

  const save = async () => {
    if (color && !isHexColor(color)) {
      return setErrors({ storePrimaryColor: PlatformBrandingText.colorInvalid });
    }
    const result = await call.run(row.id, {
      storeName: values.storeName.trim() || null,
      storeLogoUrl: values.storeLogoUrl,
      storePrimaryColor: color || null,
      storeSupportEmail: values.storeSupportEmail.trim() || null,
      storeDefaultLanguage: values.storeDefaultLanguage,
    });
    if (!result) return;
    showMessage('success', result.message ?? PlatformBrandingText.saved);
    await onSaved();
  };
  const fieldErrors = call.error instanceof ApiError ? call.error.fieldErrors : {};
  const errorOf = (key: keyof PlatformBrandingUpdate) => errors[key] ?? fieldErrors[key]?.[0];
  // Field errors show under their fields; anything else above the button.
  const formMessage = Object.keys(fieldErrors).length > 0 ? null : call.errorMessage;

  return (
    <div className="store-branding">
      <form
        aria-label={`Branding of ${row.platformName}`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FieldRow id={id('name')} label="Store Name" error={errorOf('storeName')}>
          <Input
            id={id('name')}
            value={values.storeName}
            maxLength={100}
            placeholder={row.platformName}
            disabled={!canEdit}
            onChange={(e) => set('storeName', e.target.value)}
          />
        </FieldRow>
        <FieldRow
          id={id('logo')}
          label={PlatformBrandingText.logoLabel}
          error={errorOf('storeLogoUrl')}
        >
          <FileFieldInput
            id={id('logo')}
            entity={PLATFORM_BRANDING}
            kind="image"
            label={PlatformBrandingText.logoLabel}
            value={values.storeLogoUrl}
            disabled={!canEdit}
            onChange={(value) => set('storeLogoUrl', (value as string | null) ?? null)}
          />
        </FieldRow>
        <FieldRow id={id('color')} label="Primary Colour" error={errorOf('storePrimaryColor')}>
          <div className="store-branding__color">
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={isHexColor(color) ? color.toLowerCase() : STORE_DEFAULT_COLOR}
              disabled={!canEdit}
              onChange={(e) => set('storePrimaryColor', e.target.value)}
            />
            <Input
              id={id('color')}
              value={values.storePrimaryColor}
              maxLength={7}
              placeholder={STORE_DEFAULT_COLOR}
              disabled={!canEdit}
              onChange={(e) => set('storePrimaryColor', e.target.value)}
            />
          </div>
        </FieldRow>
        <FieldRow id={id('email')} label="Support Email" error={errorOf('storeSupportEmail')}>
          <Input
            id={id('email')}
            type="email"
            value={values.storeSupportEmail}
            maxLength={256}
            disabled={!canEdit}
            onChange={(e) => set('storeSupportEmail', e.target.value)}
          />
        </FieldRow>
        <FieldRow
          id={id('language')}
          label="Store Language"
          error={errorOf('storeDefaultLanguage')}
        >
          <Select
            id={id('language')}
            style={{ width: '100%' }}
            value={values.storeDefaultLanguage}
            options={STORE_LANGUAGE_OPTIONS.map((o) => ({ ...o }))}
            disabled={!canEdit}
            onChange={(value: StoreLanguage) => set('storeDefaultLanguage', value)}
          />
        </FieldRow>
        <FormAlert message={formMessage} />
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={call.loading}>
            Save
          </Button>
        )}
      </form>
      <StorePreview
        storeName={values.storeName.trim() || row.platformName}
        color={color}
        logo={<FileImage value={values.storeLogoUrl} alt="Store logo" />}
      />
    </div>
  );
}
