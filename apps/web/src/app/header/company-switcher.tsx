import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { sortByLabel } from '@wander/contract';
import { errorMessageOf } from '../api';
import { useSession } from '../session/session';
import { selectWorkingCompany } from '../session/working-company';
import { showMessage } from '../../ui/dialogs';

/**
 * Switching company stores its code, name and info, then reloads the page (spec section 4). A menu
 * on the Dropdown the header already loads (an antd Select here would add ~22 KiB to every page).
 */
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
  const current = options.find((o) => o.value === company.code);

  const choose = async (code: string) => {
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
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        selectable: true,
        selectedKeys: company.code ? [company.code] : [],
        items: options.map((o) => ({ key: o.value, label: o.label })),
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button aria-label="Company" aria-haspopup="menu" loading={busy} style={{ minWidth: 180 }}>
        {current?.label ?? 'Select company'} ▾
      </Button>
    </Dropdown>
  );
}
