import { Descriptions, Tag, Typography } from 'antd';
import { currentCompanyOf } from '../../app/access/current-company';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';

/** / : a welcome card with the user's name, working company and roles. */
export function DashboardPage() {
  const { profile, company } = useSession();
  const current = currentCompanyOf(profile, company);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email : '';
  return (
    <PageFrame title="Dashboard">
      <Panel>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Welcome, {name}
        </Typography.Title>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Company">
            {current?.name ?? company.name ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Roles">
            {profile?.isDmsAdmin && !profile.roleNames.includes('DmsAdmin') && <Tag>DmsAdmin</Tag>}
            {profile?.roleNames.map((role) => (
              <Tag key={role}>{role}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
    </PageFrame>
  );
}
