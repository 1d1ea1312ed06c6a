import { useState } from 'react';
import { Select } from 'antd';
import { sortByLabel } from '@wander/contract';
import { errorMessageOf } from '../api';
import { useSession } from '../session/session';
import { selectWorkingCompany } from '../session/working-company';
import { showMessage } from '../../ui/dialogs';

/** Switching company stores its code, name and info, then reloads the page (spec section 4). */
export function CompanySwitcher() {
  const { profile, company } = useSession();
  const [busy, setBusy] = useState(false);
  const companies = profile?.companies ?? [];
  if (companies.length === 0) return null;

  const options = sortByLabel(
    companies.map((c) => ({
      label: c.label || c.companyName,
      value: c.entityCode,
      name: c.companyName,
    })),
  );

  return (
    <Select
      aria-label="Company"
      style={{ minWidth: 180 }}
      value={company.code ?? undefined}
      loading={busy}
      disabled={busy}
      options={options}
      popupMatchSelectWidth={false}
      onChange={async (code: string) => {
        const chosen = options.find((o) => o.value === code);
        if (!chosen || code === company.code) return;
        setBusy(true);
        try {
          await selectWorkingCompany(code, chosen.name);
          window.location.reload();
        } catch (error) {
          setBusy(false);
          showMessage('error', errorMessageOf(error));
        }
      }}
    />
  );
}
