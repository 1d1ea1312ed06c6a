import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Descriptions, Empty, Space } from 'antd';
import type { CompanyInfo } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission, isPlatformAdmin } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudApi } from '../../crud/crud-api';
import { endpointsOf } from '../../crud/crud-types';
import { valuesFromRow } from '../../crud/form-schema';
import { ResourceForm } from '../../crud/resource-form';
import { useCrudMutations } from '../../crud/use-crud-mutations';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';
import {
  afterCompanySaved,
  COMPANY_CONFIG,
  companyFieldsFor,
  fetchCurrentCompany,
} from './company-setup';
import { Flag, Loading } from '../../crud/loading';
import { SetupProductsStep } from './setup-products-step';

export const SETUP_STEPS = ['Company Details', 'Products'] as const;

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
          <Flag tone="good">Complete</Flag>
        ) : (
          <Flag tone="warn">Incomplete</Flag>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

function CompanyEditForm({
  info,
  onDone,
}: {
  info: CompanyInfo;
  onDone: (saved: boolean) => void;
}) {
  const { profile } = useSession();
  const fields = companyFieldsFor(isPlatformAdmin(profile));
  const mutations = useCrudMutations(COMPANY_CONFIG);
  // The full record (parent company included): the save sends every field back.
  const row = useQuery({
    queryKey: ['crud', COMPANY_CONFIG.resource.apiPath, 'detail', info.id],
    queryFn: () => crudApi(endpointsOf(COMPANY_CONFIG)).detail(info.id),
  });
  if (row.isPending) return <Loading />;
  if (row.isError) return <FormAlert message={errorMessageOf(row.error)} />;
  return (
    <ResourceForm
      config={COMPANY_CONFIG}
      mode="edit"
      id={info.id}
      fields={fields}
      initialValues={{ ...row.data, ...valuesFromRow(row.data, fields) }}
      onSubmit={(values) => mutations.update(info.id, values)}
      onSuccess={async (result) => {
        await mutations.updated(result);
        onDone(true);
      }}
      onCancel={() => onDone(false)}
    />
  );
}

/**
 * /general/company-detail: the current company. Read mode with Edit; with `?showSteps=true` the
 * setup steps show, and `edit=true` opens the form (setup wizard step 0). After a save the setup
 * check runs again and the wizard goes on (spec section 4).
 */
export function CompanyDetailPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const showSteps = params.get('showSteps') === 'true';
  const editing = params.get('edit') === 'true';
  const step = showSteps && params.get('step') === '2' ? 1 : 0;
  const { company, profile } = useSession();
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ['companyDetail', company.code],
    queryFn: fetchCurrentCompany,
    enabled: !!company.code,
  });
  const canEdit = hasPermission(profile, COMPANY_CONFIG.resource.permission, 'Update');
  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );

  const onDone = async (saved: boolean) => {
    if (!saved) return setEditing(false);
    setSaving(true);
    try {
      const next = await afterCompanySaved(profile, showSteps);
      await query.refetch();
      if (next) navigate(next);
      else setEditing(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame
      title="Company Detail"
      breadcrumb={[{ title: 'General', path: '/general' }]}
      extra={
        query.data && !editing && canEdit && step === 0 ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {showSteps && (
          <Panel>
            <ol className="setup-steps" aria-label="Setup steps">
              {SETUP_STEPS.map((title, index) => (
                <li key={title} aria-current={index === step ? 'step' : undefined}>
                  {title}
                </li>
              ))}
            </ol>
          </Panel>
        )}
        {step === 1 && <SetupProductsStep />}
        {step === 0 && (
          <Panel title="Company Details">
            {!company.code && <Empty description="No working company is selected." />}
            {(query.isLoading || saving) && <Loading />}
            {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
            {query.data &&
              !saving &&
              (editing && canEdit ? (
                <CompanyEditForm info={query.data} onDone={onDone} />
              ) : (
                <CompanyView company={query.data} />
              ))}
          </Panel>
        )}
      </Space>
    </PageFrame>
  );
}
