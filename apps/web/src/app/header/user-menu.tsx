import { useNavigate } from 'react-router';
import { logout, useSession } from '../../lib/session/session';
import { destroyDialogs } from '../../ui/dialogs';
import { MenuButton } from '../../ui/menu-button';

const ITEMS = [
  { key: '/profile', label: 'Profile' },
  { key: '/invitations', label: 'Invitations' },
  { key: 'signout', label: 'Signout', dividerBefore: true },
];

/** User menu: Profile, Invitations, Signout. */
export function UserMenu() {
  const { profile } = useSession();
  const navigate = useNavigate();
  const name = profile
    ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email
    : 'Account';
  return (
    <MenuButton
      items={ITEMS}
      triggerClass="menu-button__trigger--text"
      onSelect={(key) => {
        if (key === 'signout') {
          void destroyDialogs();
          logout();
        } else {
          navigate(key);
        }
      }}
    >
      {name}
    </MenuButton>
  );
}
