import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Descriptions, Empty, Space, Spin, Steps, Tag } from 'antd';
import { ApiPath, type CompanyInfo } from '@wander/contract';
import { api, errorMessageOf } from '../../app/api';
import { sessionActions, useSession } from '../../app/session/session';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';

export const SETUP_STEPS = ['Company Details', 'Products'] as const;
export const EDIT_LATER_TEXT =
  'Editing company details is not available yet. It comes with the company setup screens.';

async function fetchCompany(): Promise<CompanyInfo> {
  const info = await api.get<CompanyInfo>(ApiPath.companyDetail);
  sessionActions.companyInfoLoaded(info);
  return info;
}

function CompanyView({ company }: { company: CompanyInfo }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
      <Descriptions.Item label="Company Name">{company.companyName}</Descriptions.Item>
      <Descriptions.Item label="Company Code">{company.entityCode}</Descriptions.Item>
      <Descriptions.Item label="Company Type">{company.companyType}</Descriptions.Item>
      <Descriptions.Item label="Register Number">{company.registerNumber ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Email">{company.email ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Contact Number">
        {[company.countryCode, company.contactNumber].filter(Boolean).join(' ') || '-'}
      </Descriptions.Item>
      <Descriptions.Item label="Address">{company.address ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Default Currency">
        {company.defaultCurrency ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label="Setup">
        {company.isSetupFully ? (
          <Tag color="green">Complete</Tag>
        ) : (
          <Tag color="orange">Incomplete</Tag>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /general/company-detail: the current company in read mode; setup steps while showSteps=true. */
export function CompanyDetailPage() {
  const [params] = useSearchParams();
  const showSteps = params.get('showSteps') === 'true';
  const { company } = useSession();
  const query = useQuery({
    queryKey: ['companyDetail', company.code],
    queryFn: fetchCompany,
    enabled: !!company.code,
  });

  return (
    <PageFrame title="Company Detail" breadcrumb={[{ title: 'General', path: '/general' }]}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {showSteps && (
          <Panel>
            <Steps current={0} items={SETUP_STEPS.map((title) => ({ title }))} />
          </Panel>
        )}
        <Panel title="Company Details">
          {!company.code && <Empty description="No working company is selected." />}
          {query.isLoading && <Spin />}
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          {query.data && <CompanyView company={query.data} />}
        </Panel>
        {(showSteps || params.get('edit') === 'true') && (
          <Panel>
            <Empty description={EDIT_LATER_TEXT} />
          </Panel>
        )}
      </Space>
    </PageFrame>
  );
}
