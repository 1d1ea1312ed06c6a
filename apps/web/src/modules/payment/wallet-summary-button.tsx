import { SummaryPdfButton } from '../../ui/summary-pdf-button';
import { walletApi } from './wallet-api';

export { rangeError } from '../../ui/summary-pdf-button';

/**
 * 'Summary PDF': picks a date range (this month by default) and opens the wallet summary
 * (GenerateWalletSummaryPDF) in the PDF viewer, like the purchase-order summary. Without
 * `walletId` it is the working company's own wallet.
 */
export function WalletSummaryButton({
  walletId,
  disabled,
}: {
  walletId?: string;
  disabled?: boolean;
}) {
  return (
    <SummaryPdfButton
      id="wallet-summary"
      label="Wallet summary"
      load={(from, to) => walletApi.summaryPdf(from, to, walletId)}
      disabled={disabled}
      disabledTitle="Choose a wallet first"
    />
  );
}
