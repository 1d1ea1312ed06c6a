import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Space, Spin, Tag } from 'antd';
import {
  ApiPath,
  SuccessMessage,
  updateProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { sessionActions } from '../../lib/session/session';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';
import { zodRule } from '../../ui/zod-rules';
import { ChangePasswordForm } from './password-form';
import { TwoFactorCard } from './two-factor-card';

export const PROFILE_QUERY_KEY = ['profile'] as const;

async function fetchProfile(): Promise<Profile> {
  const profile = await api.get<Profile>(ApiPath.profile);
  sessionActions.profileLoaded(profile);
  return profile;
}

function updateProfile(values: UpdateProfileInput) {
  return apiRequest<Profile | null>(ApiPath.profile, { method: 'PUT', body: values });
}

function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [form] = Form.useForm<UpdateProfileInput>();
  const queryClient = useQueryClient();
  const call = useApiCall(updateProfile, { form });
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ firstName: profile.firstName, lastName: profile.lastName }}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async (values) => {
        const result = await call.run({ firstName: values.firstName, lastName: values.lastName });
        if (!result) return;
        await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        showMessage('success', result.message ?? SuccessMessage.updated);
        onDone();
      }}
    >
      <Form.Item
        label="First Name"
        name="firstName"
        required
        rules={[zodRule(updateProfileSchema, 'firstName')]}
      >
        <Input autoComplete="given-name" autoFocus />
      </Form.Item>
      <Form.Item
        label="Last Name"
        name="lastName"
        required
        rules={[zodRule(updateProfileSchema, 'lastName')]}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      <FormAlert message={call.errorMessage} />
      <Space>
        <Button type="primary" htmlType="submit" loading={call.loading}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label="Email">{profile.email}</Descriptions.Item>
      <Descriptions.Item label="User Name">{profile.userName}</Descriptions.Item>
      <Descriptions.Item label="First Name">{profile.firstName}</Descriptions.Item>
      <Descriptions.Item label="Last Name">{profile.lastName}</Descriptions.Item>
      <Descriptions.Item label="Roles">
        {profile.roleNames.map((role) => (
          <Tag key={role}>{role}</Tag>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label="Companies">
        {profile.companies.map((c) => c.companyName).join(', ') || '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /profile: the profile from GET admin/Profile, name editing, two-factor sign-in and password change. */
export function ProfilePage() {
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });

  return (
    <PageFrame title="Profile">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Panel
          title="My Profile"
          extra={
            query.data && !editing ? <Button onClick={() => setEditing(true)}>Edit</Button> : null
          }
        >
          {query.isPending && <Spin />}
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          {query.data &&
            (editing ? (
              <ProfileEditForm profile={query.data} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView profile={query.data} />
            ))}
        </Panel>
        <TwoFactorCard />
        <ChangePasswordForm />
      </Space>
    </PageFrame>
  );
}
