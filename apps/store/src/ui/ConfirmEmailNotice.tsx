import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StorePath } from '@wander/contract/store/store-paths';
import { api } from '../api/client';
import { Button, Notice } from './ui';

/** Until the e-mail address is confirmed (issue 25): no purchase; the link can be sent again. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => api(StorePath.resendConfirmation, { method: 'POST' }),
  });
  return (
    <Notice>
      <p id="confirm-notice">{t('confirm.pending', { email })}</p>
      <Button variant="quiet" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {t('confirm.resend')}
      </Button>
      {resend.isSuccess && <p>{t('confirm.resent')}</p>}
      {resend.isError && <p className="field-error">{resend.error.message}</p>}
    </Notice>
  );
}
