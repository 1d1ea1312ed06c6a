import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardGroup,
  type DashboardPeriod,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useSession } from '../../lib/session/session';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { LightSegmented } from '../../ui/light/light-segmented';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { dashboardCalls } from './dashboard-calls';
import { dashboardGroupOf } from './dashboard-group';
import { AgentWidgets, CompanyWidgets, CustomerWidgets, PlatformWidgets } from './dashboard-groups';
import './dashboard.css';

const isPeriod = (v: string | null): v is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(v ?? '');

function GroupWidgets({
  group,
  period,
  entityCode,
}: {
  group: DashboardGroup;
  period: DashboardPeriod;
  entityCode: string;
}) {
  const query = useQuery({
    queryKey: ['dashboard', group, period],
    queryFn: () => dashboardCalls[group](period) as Promise<unknown>,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert message={errorMessageOf(query.error)} />;
  switch (group) {
    case 'platform':
      return <PlatformWidgets data={query.data as never} />;
    case 'company':
      return <CompanyWidgets data={query.data as never} entityCode={entityCode} />;
    case 'agent':
      return <AgentWidgets data={query.data as never} />;
    case 'customer':
      return <CustomerWidgets data={query.data as never} />;
  }
}

/** / : the dashboard of the user's role, for a chosen period against the previous one. */
export function DashboardPage() {
  const { profile, company } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: DashboardPeriod = isPeriod(raw) ? raw : '7d';
  const group = dashboardGroupOf(profile, company.info?.companyType);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email : '';
  return (
    <PageFrame title="Dashboard">
      <div className="dash-head">
        <p className="dash-welcome">
          Welcome, {name}
          {company.name ? ` (${company.name})` : ''}
        </p>
        {group && (
          <LightSegmented
            label="Period"
            value={period}
            onChange={(value) => setParams({ period: value }, { replace: true })}
            options={DASHBOARD_PERIODS.map((p) => ({
              value: p,
              label: DASHBOARD_PERIOD_LABELS[p],
            }))}
          />
        )}
      </div>
      {group ? (
        <GroupWidgets group={group} period={period} entityCode={company.code ?? ''} />
      ) : (
        <Panel>
          <p className="dash-empty">There is no dashboard for your role: use the menus above.</p>
        </Panel>
      )}
    </PageFrame>
  );
}
