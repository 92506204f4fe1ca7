import { hrApi } from '@managewell/api';
import {
  CategoryBars,
  ErrorState,
  SimpleList as List,
  PageHeader,
  PageSpinner,
  useRemoteData,
} from '@managewell/ui';
import { Panel, Text } from '@managewell/ui/light';
import { Badge, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, showFailure } from './format';

/** HR's dashboard: one server call. */
export function DashboardPage() {
  const data = useRemoteData(() => hrApi.dashboard(), 'dashboard');
  if (data.error && !data.data)
    return <ErrorState message={showFailure(null, data.error)} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const d = data.data;
  const person = (p: { id: number; fullName: string; department: string }) => (
    <Link to={`/app/hr/employee-details?id=${p.id}`}>{p.fullName}</Link>
  );
  return (
    <>
      <PageHeader title="HR dashboard" subtitle={formatDate(d.today)} />
      <Row gutter={[16, 16]}>
        {[
          ['Headcount', d.headcount],
          ['Present today', d.presentToday],
          ['On leave today', d.onLeaveToday.length],
          ['Not checked in', d.notCheckedIn],
          ['Joined this month', d.joinersThisMonth.length],
          ['Left this month', d.leaversThisMonth.length],
        ].map(([title, value]) => (
          <Col xs={12} md={8} xl={4} key={title}>
            <Panel size="small">
              <Statistic title={title} value={value} />
            </Panel>
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <Panel title="Waiting for approval">
            <List
              dataSource={d.pending}
              renderItem={(p) => (
                <List.Item extra={<Badge count={p.count} showZero color={p.count ? '#faad14' : '#d9d9d9'} />}>
                  <Link to={p.path}>{p.label}</Link>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Headcount by department">
            <CategoryBars
              title="Headcount by department"
              data={d.byDepartment.map((b) => ({ label: b.department, value: b.count }))}
            />
          </Panel>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Panel title="Away today">
            <List
              locale={{ emptyText: 'Nobody is on leave today.' }}
              dataSource={d.onLeaveToday}
              renderItem={(a) => (
                <List.Item>
                  <span>
                    {a.employeeName}{' '}
                    <Text type="secondary">
                      · {a.leaveType}
                      {a.halfDay ? ' (half day)' : ''}, back after {formatDate(a.endDate)}
                    </Text>
                  </span>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Panel title="Birthdays this week">
            <List
              locale={{ emptyText: 'No birthdays this week.' }}
              dataSource={d.birthdays}
              renderItem={(p) => (
                <List.Item extra={formatDate(p.date)}>
                  <span>
                    {person(p)} <Text type="secondary">· {p.department}</Text>
                  </span>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Panel title="Work anniversaries this week">
            <List
              locale={{ emptyText: 'No anniversaries this week.' }}
              dataSource={d.anniversaries}
              renderItem={(p) => (
                <List.Item extra={`${p.years} yr${p.years === 1 ? '' : 's'}`}>
                  <span>
                    {person(p)} <Text type="secondary">· {formatDate(p.date)}</Text>
                  </span>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} md={12}>
          <Panel title="Joiners this month">
            <List
              locale={{ emptyText: 'Nobody joined this month.' }}
              dataSource={d.joinersThisMonth}
              renderItem={(p) => <List.Item extra={formatDate(p.date)}>{person(p)}</List.Item>}
            />
          </Panel>
        </Col>
        <Col xs={24} md={12}>
          <Panel title="Leavers this month">
            <List
              locale={{ emptyText: 'Nobody left this month.' }}
              dataSource={d.leaversThisMonth}
              renderItem={(p) => <List.Item extra={formatDate(p.date)}>{person(p)}</List.Item>}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}
