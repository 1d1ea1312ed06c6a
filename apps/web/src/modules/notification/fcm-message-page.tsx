import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import {
  PUSH_TARGET_LABELS,
  PUSH_TARGETS,
  pushSendRequest,
  sortByLabel,
  type PushBatch,
  type PushTarget,
  type SelectOption,
} from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { zodRule } from '../../ui/zod-rules';
import { PUSH_LIST_KEY, PushMessageList } from './push-message-list';

export const SEND_PATH = 'scheduler/Notification/Send';
export const CUSTOMERS_PATH = 'admin/Notifications/GetCustomers';
export const GROUPS_PATH = 'admin/Notifications/GetCustomerGroups';
export const PLATFORMS_PATH = 'admin/Notifications/GetPlatforms';

interface FormValues {
  title: string;
  message: string;
  imageUrl?: string;
  deepLink?: string;
  target: PushTarget;
  customers?: string[];
  customerGroupId?: string;
  platformId?: string;
  when: 'now' | 'later';
  /** datetime-local: "YYYY-MM-DDTHH:mm" in the browser's time zone. */
  sendAt?: string;
}

function useOptions(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['options', path],
    queryFn: async () => sortByLabel(await api.get<SelectOption[]>(path)),
    enabled,
  });
}

const rule = (name: string) => [zodRule(pushSendRequest, name)];

/**
 * /general/fcm-message (Send Message): a push message (title, message, optional image and deep
 * link) to chosen customers, a customer group, a platform's consumers or everyone, now or at a
 * time. The messages below show each one's job, its progress, and Cancel while it waits.
 */
export function FcmMessagePage() {
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const target = Form.useWatch('target', form) ?? 'customers';
  const when = Form.useWatch('when', form) ?? 'now';
  const customers = useOptions(CUSTOMERS_PATH, target === 'customers');
  const groups = useOptions(GROUPS_PATH, target === 'customerGroup');
  const platforms = useOptions(PLATFORMS_PATH, target === 'platform');
  const [lastJob, setLastJob] = useState<string | null>(null);
  const send = useApiCall((body: object) => api.post<PushBatch>(SEND_PATH, body), { form });
  const optionsError = [customers, groups, platforms].find((q) => q.isError)?.error;

  const submit = async (v: FormValues) => {
    const body = {
      title: v.title,
      message: v.message,
      imageUrl: v.imageUrl || null,
      deepLink: v.deepLink || null,
      target: v.target,
      customers: v.target === 'customers' ? v.customers : null,
      customerGroupId: v.target === 'customerGroup' ? v.customerGroupId : null,
      platformId: v.target === 'platform' ? v.platformId : null,
      sendAt: v.when === 'later' && v.sendAt ? new Date(v.sendAt).toISOString() : null,
    };
    const batch = await send.run(body);
    if (!batch) return;
    setLastJob(batch.jobId);
    showMessage(
      'success',
      batch.scheduledAt
        ? `Message scheduled for ${new Date(batch.scheduledAt).toLocaleString()} (job ${batch.jobId})`
        : `Message is being sent (job ${batch.jobId})`,
    );
    form.resetFields();
    await queryClient.invalidateQueries({ queryKey: PUSH_LIST_KEY });
  };

  return (
    <PageFrame title="Send Message" breadcrumb={useSectionCrumbs()}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel>
          <Form<FormValues>
            form={form}
            layout="vertical"
            style={{ maxWidth: 640 }}
            initialValues={{ target: 'customers', when: 'now' }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item label="Title" name="title" required rules={rule('title')}>
              <Input maxLength={256} />
            </Form.Item>
            <Form.Item label="Message" name="message" required rules={rule('message')}>
              <Input.TextArea rows={4} maxLength={1000} />
            </Form.Item>
            <Form.Item label="Image URL" name="imageUrl" rules={rule('imageUrl')}>
              <Input maxLength={1024} placeholder="https://…" />
            </Form.Item>
            <Form.Item
              label="Deep Link"
              name="deepLink"
              rules={rule('deepLink')}
              extra="Where the app opens when the message is tapped."
            >
              <Input maxLength={1024} placeholder="wander://catalog" />
            </Form.Item>
            <Form.Item label="Send To" name="target" required>
              <Radio.Group
                options={PUSH_TARGETS.map((t) => ({ value: t, label: PUSH_TARGET_LABELS[t] }))}
              />
            </Form.Item>
            {target === 'customers' && (
              <Form.Item label="Customers" name="customers" required rules={rule('customers')}>
                <Select
                  mode="multiple"
                  allowClear
                  options={customers.data ?? []}
                  loading={customers.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose customers"
                />
              </Form.Item>
            )}
            {target === 'customerGroup' && (
              <Form.Item
                label="Customer Group"
                name="customerGroupId"
                required
                rules={rule('customerGroupId')}
              >
                <Select
                  options={groups.data ?? []}
                  loading={groups.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose a customer group"
                />
              </Form.Item>
            )}
            {target === 'platform' && (
              <Form.Item label="Platform" name="platformId" required rules={rule('platformId')}>
                <Select
                  options={platforms.data ?? []}
                  loading={platforms.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose a platform"
                />
              </Form.Item>
            )}
            <Form.Item label="When" name="when">
              <Radio.Group
                options={[
                  { value: 'now', label: 'Send now' },
                  { value: 'later', label: 'Schedule' },
                ]}
              />
            </Form.Item>
            {when === 'later' && (
              <Form.Item
                label="Send At"
                name="sendAt"
                required
                rules={[{ required: true, message: 'Send At is required' }]}
              >
                <Input type="datetime-local" step={1} style={{ maxWidth: 260 }} />
              </Form.Item>
            )}
            {optionsError && <FormAlert message={errorMessageOf(optionsError)} />}
            {send.errorMessage && <FormAlert message={send.errorMessage} />}
            <Button type="primary" htmlType="submit" loading={send.loading}>
              {when === 'later' ? 'Schedule' : 'Send'}
            </Button>
          </Form>
        </Panel>
        <PushMessageList highlightJob={lastJob} />
      </Space>
    </PageFrame>
  );
}
