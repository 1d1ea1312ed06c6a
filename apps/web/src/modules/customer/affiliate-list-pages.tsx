import { AffiliatePath } from '@wander/contract/resources/customer/consumer-affiliate';
import { api } from '../../lib/api';
import { ResourceListPage } from '../../crud/resource-list-page';
import { SETUP_CONSUMER_CATALOG } from '../../crud/setup-consumer-catalog';
import { SummaryPdfButton } from '../../ui/summary-pdf-button';

/** /setup/consumer-affiliate-list: the affiliates with their totals, and the summary PDF. */
export function ConsumerAffiliateListPage() {
  return (
    <ResourceListPage
      config={SETUP_CONSUMER_CATALOG['/setup/consumer-affiliate']}
      extra={
        <SummaryPdfButton
          id="affiliate-summary"
          label="Affiliate summary"
          load={(from, to) => api.file(AffiliatePath.affiliateSummaryPdf(from, to))}
        />
      }
    />
  );
}

/** /setup/consumer-commission-list (Referral): the commissions, and their summary PDF. */
export function ConsumerCommissionListPage() {
  return (
    <ResourceListPage
      config={SETUP_CONSUMER_CATALOG['/setup/consumer-commission']}
      extra={
        <SummaryPdfButton
          id="commission-summary"
          label="Referral commission summary"
          load={(from, to) => api.file(AffiliatePath.commissionSummaryPdf(from, to))}
        />
      }
    />
  );
}
