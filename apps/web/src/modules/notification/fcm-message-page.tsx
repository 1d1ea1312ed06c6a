import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tooltip } from 'antd';
import { sortByLabel, type SelectOption } from '@wander/contract';
import { api, errorMessageOf } from '../../app/api';
import { useSectionCrumbs } from '../../app/shells/section-crumbs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';

export const SEND_LATER_TEXT = 'Sending arrives with the notifications release';
export const CUSTOMERS_PATH = 'admin/Notifications/GetCustomers';

/**
 * /general/fcm-message (Send Message): title, message and target customers. Sending itself comes
 * with a later release, so the Send button says so instead of pretending to send.
 */
export function FcmMessagePage() {
  const [form] = Form.useForm();
  const customers = useQuery({
    queryKey: ['options', CUSTOMERS_PATH],
    queryFn: async () => sortByLabel(await api.get<SelectOption[]>(CUSTOMERS_PATH)),
  });
  return (
    <PageFrame title="Send Message" breadcrumb={useSectionCrumbs()}>
      <Panel>
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item label="Title" name="title">
            <Input maxLength={256} />
          </Form.Item>
          <Form.Item label="Message" name="message">
            <Input.TextArea rows={4} maxLength={1000} />
          </Form.Item>
          <Form.Item label="Customers" name="customers" extra="Leave empty for every customer.">
            <Select
              mode="multiple"
              allowClear
              options={customers.data ?? []}
              loading={customers.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="All customers"
            />
          </Form.Item>
          {customers.isError && <FormAlert message={errorMessageOf(customers.error)} />}
          <Tooltip title={SEND_LATER_TEXT}>
            <span>
              <Button type="primary" disabled aria-describedby="send-later">
                Send
              </Button>
            </span>
          </Tooltip>
          <p id="send-later" style={{ color: '#888', marginTop: 8 }}>
            {SEND_LATER_TEXT}.
          </p>
        </Form>
      </Panel>
    </PageFrame>
  );
}
