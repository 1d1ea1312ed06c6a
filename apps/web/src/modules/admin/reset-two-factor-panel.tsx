import { Button, Typography } from 'antd';
import { ApiPath } from '@wander/contract';
import { apiRequest, errorMessageOf } from '../../app/api';
import { isPlatformAdmin } from '../../app/access/permissions';
import { useSession } from '../../app/session/session';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { Panel } from '../../ui/panel';

export const RESET_TWO_FACTOR_CONFIRM =
  "Reset this user's two-factor sign-in? They will sign in with their password alone and must set it up again.";

/**
 * Under a user's detail and edit pages, for a platform admin only: "Reset two-factor" removes the
 * user's second factor and recovery codes (a lost phone). The server logs the call (admin/Logs).
 */
export function ResetTwoFactorPanel({ id }: { id: string; editing: boolean }) {
  const { profile } = useSession();
  if (!isPlatformAdmin(profile)) return null;
  const reset = () =>
    confirmDialog({
      content: RESET_TWO_FACTOR_CONFIRM,
      onYes: async () => {
        try {
          const result = await apiRequest<null>(
            `${ApiPath.resetUserTwoFactor}/${encodeURIComponent(id)}`,
            { method: 'POST' },
          );
          showMessage('success', result.message ?? 'Two-factor sign-in was reset');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });
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
