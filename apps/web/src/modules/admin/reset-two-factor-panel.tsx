import { Button, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ApiPath, userResource, type ResetTwoFactorResult } from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { isPlatformAdmin } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudKeys } from '../../crud/crud-api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { Panel } from '../../ui/panel';

interface UserNames {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The question before the reset: what it does, to whom (not the generic "Are you sure to delete?"). */
export function resetTwoFactorQuestion(user: UserNames | undefined) {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const who = user ? (name ? `${name} (${user.email})` : user.email) : 'this user';
  return {
    title: `Reset two-factor sign-in for ${who}?`,
    content:
      'They will sign in with their password alone and set up two-factor sign-in again at their next sign-in.',
  };
}

/**
 * Under a user's detail and edit pages, for a platform admin only: "Reset two-factor" removes the
 * user's second factor and recovery codes (a lost phone). The question names the user (the page's
 * own detail query, from its cache); the server's answer, which the API log keeps, names them too.
 */
export function ResetTwoFactorPanel({ id }: { id: string; editing: boolean }) {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  if (!isPlatformAdmin(profile)) return null;
  const reset = async () => {
    // The page's detail query has it already (the same key); fetched here when it has not.
    const user = await queryClient
      .ensureQueryData({
        queryKey: crudKeys.detail(userResource.apiPath, id),
        queryFn: () => api.get<UserNames>(`${userResource.apiPath}/${encodeURIComponent(id)}`),
      })
      .catch(() => undefined);
    await confirmDialog({
      ...resetTwoFactorQuestion(user),
      onYes: async () => {
        try {
          const result = await apiRequest<ResetTwoFactorResult>(
            `${ApiPath.resetUserTwoFactor}/${encodeURIComponent(id)}`,
            { method: 'POST' },
          );
          showMessage('success', result.message ?? 'Two-factor sign-in was reset');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });
  };
  return (
    <Panel title="Two-factor sign-in">
      <Typography.Paragraph>
        If the user lost the phone with their authenticator app and their recovery codes, reset
        their second factor. The reset is recorded in the API log.
      </Typography.Paragraph>
      <Button danger onClick={() => void reset()}>
        Reset two-factor
      </Button>
    </Panel>
  );
}
