import { useState } from 'react';
import { sortByLabel } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useSession } from '../../lib/session/session';
import { selectWorkingCompany } from '../../lib/session/working-company';
import { showMessage } from '../../ui/dialogs';
import { MenuButton } from '../../ui/menu-button';

/**
 * Switching company stores its code, name and info, then reloads the page (spec section 4). A plain
 * menu button (ui/menu-button): an antd Select or Dropdown here would weigh on every page.
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
    <MenuButton
      ariaLabel={`Company: ${current?.label ?? 'Select company'}`}
      align="right"
      disabled={busy}
      busy={busy}
      checkedKey={company.code ?? null}
      items={options.map((o) => ({ key: o.value, label: o.label }))}
      onSelect={(key) => void choose(key)}
      triggerClass="menu-button__trigger--wide"
    >
      {current?.label ?? 'Select company'}
    </MenuButton>
  );
}
