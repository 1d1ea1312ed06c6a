import { useNavigate } from 'react-router';
import { LightButton as Button } from '../../ui/light/light-button';
import { PageFrame } from '../../ui/page-frame';
import { showMessage } from '../../ui/dialogs';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { OrderList } from './order-list';
import { ordersApi, pdfViewerPath } from './orders-api';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** /purchase-order-list: the working company's purchase orders. */
export function PurchaseOrderListPage() {
  const navigate = useNavigate();
  const { profile } = useSession();
  const summary = async (from: string | null, to: string | null) => {
    try {
      const file = await ordersApi.summaryPdf(from ?? monthStart(), to ?? today());
      navigate(pdfViewerPath(file.blob, file.fileName));
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    }
  };
  return (
    <PageFrame
      title="Purchase Orders"
      extra={
        <span className="page-actions">
          {/* The Order tab is the way to the catalogue (spec section 2, Header). */}
          <Button onClick={() => navigate('/catalog')}>Catalogue</Button>
          {hasPermission(profile, 'network/GroupOrders') && (
            <Button onClick={() => navigate('/group-order-list')}>Group eSIMs</Button>
          )}
          <Button kind="primary" onClick={() => navigate('/purchase-order-new')}>
            New
          </Button>
        </span>
      }
    >
      <OrderList
        side="buyer"
        load={ordersApi.search}
        detailPath={(id) => `/purchase-order-detail/${id}`}
        toolbar={(f) => <Button onClick={() => void summary(f.from, f.to)}>Summary PDF</Button>}
      />
    </PageFrame>
  );
}
