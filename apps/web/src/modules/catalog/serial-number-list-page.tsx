import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { serialNumberResource } from '@wander/contract';
import { useCan } from '../../crud/crud-navigation';
import { ResourceListPage } from '../../crud/resource-list-page';

const CONFIG = { resource: serialNumberResource };

/** /setup/wander-serial-number-list: the generic list with an Import button (the CSV import). */
export function SerialNumberListPage() {
  const navigate = useNavigate();
  const canImport = useCan(serialNumberResource, 'Create');
  return (
    <ResourceListPage
      config={CONFIG}
      extra={
        canImport && (
          <Button onClick={() => navigate(`${serialNumberResource.route}-import`)}>Import</Button>
        )
      }
    />
  );
}
