import { Link, useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { Panel } from '../../ui/panel';

export const PRODUCTS_AREA_PATH = '/setup/product-list';
export const SETUP_PRODUCTS_STEP_PATH = '/general/company-detail?showSteps=true&step=2';

/**
 * Setup wizard step 2 (Products): the company details are complete; the distributor is pointed at
 * the products area where its plans are set up, and can finish the wizard.
 */
export function SetupProductsStep() {
  const navigate = useNavigate();
  return (
    <Panel title="Products">
      <p>Your company details are complete. Your company is now set up.</p>
      <p>
        Next, set up the travel eSIM plans you sell: products, variants and prices are managed in
        the Setup section under Product.
      </p>
      <Space>
        <Link to={PRODUCTS_AREA_PATH}>
          <Button>Go to Products</Button>
        </Link>
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          Finish
        </Button>
      </Space>
    </Panel>
  );
}
