import { useNavigate } from 'react-router';
import { Button, Dropdown } from 'antd';
import { logout, useSession } from '../session/session';
import { destroyDialogs } from '../../ui/dialogs';

/** User menu: Profile, Invitations, Signout. */
export function UserMenu() {
  const { profile } = useSession();
  const navigate = useNavigate();
  const name = profile
    ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email
    : 'Account';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: '/profile', label: 'Profile' },
          { key: '/invitations', label: 'Invitations' },
          { type: 'divider' },
          { key: 'signout', label: 'Signout' },
        ],
        onClick: ({ key }) => {
          if (key === 'signout') {
            void destroyDialogs();
            logout();
          } else {
            navigate(key);
          }
        },
      }}
    >
      <Button type="text" aria-haspopup="menu">
        {name} ▾
      </Button>
    </Dropdown>
  );
}
