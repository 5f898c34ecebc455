// The provider's member figures: members by status and by application, demo
// requests per ISO week, and the demos that end within 14 days, each leading to its list.
import { Anchor, Badge, Group, Stack, Table, Text, type MantineColor } from '@mantine/core';
import {
  AppCodeName,
  DASHBOARD_DEMO_HORIZON_DAYS,
  DASHBOARD_REQUEST_WEEKS,
  DemoRequest,
  MembershipState,
  memberStatusLabel,
  MembershipStateLabel,
  type Dashboard,
  type MemberStatus,
  type Role,
} from '@portal/contracts';
import { Link } from 'react-router';
import { ChartArea, CountBarChart, EmptyFigure, FigureCard, ScreenReaderTable, ShareDonutChart, visuallyHidden } from './figure-card';
import { dateText, dayOf, daysUntil, numberText, shortDayText } from '@portal/shared/util';
import { daysLeftText } from './dashboard-text';
import { DEMO_REQUESTS_PATH, DEMOS_ENDING_PATH, demoMemberPath, linkFor, listLink, memberAppPath, memberStatusPath } from './links';

export const StatusColor: Record<string, MantineColor> = {
  [DemoRequest]: 'blue.6',
  [MembershipState.InDemo]: 'teal.6',
  [MembershipState.InDemoAdditional]: 'cyan.6',
  [MembershipState.ExtendDate]: 'yellow.6',
  [MembershipState.Active]: 'green.6',
  [MembershipState.Canceled]: 'red.6',
};

/** A label and its count, linked to its list when the role may open it. */
function CountLine({ label, count, to, color }: { label: string; count: number; to: string | undefined; color?: MantineColor }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap={8} wrap="nowrap">
        {color && <span aria-hidden style={{ width: 10, height: 10, borderRadius: 10, background: `var(--mantine-color-${color.replace('.', '-')})`, flex: 'none' }} />}
        {to ? (
          <Anchor component={Link} to={to} fz="sm">
            {label}
          </Anchor>
        ) : (
          <Text fz="sm">{label}</Text>
        )}
      </Group>
      <Text fz="sm" fw={600}>
        {numberText(count)}
      </Text>
    </Group>
  );
}

export function MembersByStatus({ members, role }: { members: NonNullable<Dashboard['members']>; role: Role }) {
  const rows = members.byStatus.map((s) => ({ status: s.status as MemberStatus, label: memberStatusLabel(s.status as MemberStatus), count: s.count }));
  return (
    <FigureCard title="Durumlarına göre üyeler" description={`Silinmemiş ${numberText(members.total)} üye`} link={listLink(role, '/uyeler', 'Tüm üyeler')}>
      {members.total === 0 ? (
        <EmptyFigure>Henüz üye yok.</EmptyFigure>
      ) : (
        <>
          <Group justify="center">
            <ChartArea h={180}>
              <ShareDonutChart total={members.total} data={rows.map((r) => ({ label: r.label, count: r.count, color: StatusColor[String(r.status)] }))} />
            </ChartArea>
          </Group>
          <ScreenReaderTable caption="Durumlarına göre üye sayıları" headers={['Durum', 'Üye']} rows={rows.map((r) => ({ key: String(r.status), label: r.label, value: numberText(r.count) }))} />
        </>
      )}
      <Stack>
        {rows.map((r) => (
          <CountLine key={String(r.status)} label={r.label} count={r.count} to={linkFor(role, memberStatusPath(r.status))} color={StatusColor[String(r.status)]} />
        ))}
      </Stack>
    </FigureCard>
  );
}

export function MembersByApp({ members, role }: { members: NonNullable<Dashboard['members']>; role: Role }) {
  const rows = members.byApp.map((a) => ({ app: a.app, label: AppCodeName[a.app], count: a.count }));
  return (
    <FigureCard title="Uygulamaya göre üyeler" description="Üyenin başvurduğu uygulama" link={listLink(role, '/uyeler', 'Tüm üyeler')}>
      {members.total === 0 ? (
        <EmptyFigure>Henüz üye yok.</EmptyFigure>
      ) : (
        <>
          <ChartArea h={180}>
            <CountBarChart h={180} data={rows.map((r) => ({ label: r.label, count: r.count }))} color="indigo.6" seriesLabel="Üye" />
          </ChartArea>
          <ScreenReaderTable caption="Uygulamaya göre üye sayıları" headers={['Uygulama', 'Üye']} rows={rows.map((r) => ({ key: String(r.app), label: r.label, value: numberText(r.count) }))} />
        </>
      )}
      <Stack>
        {rows.map((r) => (
          <CountLine key={r.app} label={r.label} count={r.count} to={linkFor(role, memberAppPath(r.app))} />
        ))}
      </Stack>
    </FigureCard>
  );
}

export function DemoRequestsPerWeek({ weeks, role }: { weeks: NonNullable<Dashboard['demoRequestsPerWeek']>; role: Role }) {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const rows = weeks.map((w) => ({ key: w.week, label: `${w.week} (${dateText(w.weekStart)} haftası)`, axis: shortDayText(w.weekStart), count: w.count }));
  return (
    <FigureCard
      title="Haftalık demo talepleri"
      description={`Son ${DASHBOARD_REQUEST_WEEKS} hafta, toplam ${numberText(total)} talep`}
      link={listLink(role, DEMO_REQUESTS_PATH, 'Demo talepleri')}
    >
      {total === 0 ? (
        <EmptyFigure>Son {DASHBOARD_REQUEST_WEEKS} haftada demo talebi gelmedi.</EmptyFigure>
      ) : (
        <>
          <ChartArea>
            <CountBarChart data={rows.map((r) => ({ label: r.axis, count: r.count }))} color="blue.6" seriesLabel="Demo talebi" />
          </ChartArea>
          <ScreenReaderTable caption="Haftalara göre demo talepleri" headers={['Hafta', 'Talep']} rows={rows.map((r) => ({ key: r.key, label: r.label, value: numberText(r.count) }))} />
        </>
      )}
    </FigureCard>
  );
}

const KindLabel = { individual: 'Bireysel', corporate: 'Kurumsal' } as const;

export function DemosEndingSoon({ demos, today, role }: { demos: NonNullable<Dashboard['demosEndingSoon']>; today: string; role: Role }) {
  const more = demos.total - demos.items.length;
  return (
    <FigureCard
      title="Yakında biten demolar"
      description={`Önümüzdeki ${DASHBOARD_DEMO_HORIZON_DAYS} gün içinde sona erecek ${numberText(demos.total)} demo`}
      link={listLink(role, DEMOS_ENDING_PATH, 'Demo üyeler')}
    >
      {demos.items.length === 0 ? (
        <EmptyFigure>Önümüzdeki {DASHBOARD_DEMO_HORIZON_DAYS} gün içinde sona erecek demo yok.</EmptyFigure>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
            <caption style={visuallyHidden}>
              Önümüzdeki {DASHBOARD_DEMO_HORIZON_DAYS} gün içinde biten demolar, en yakını önce
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Üye</Table.Th>
                <Table.Th>Tür</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th>Bitiş</Table.Th>
                <Table.Th>Kalan</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {demos.items.map((d) => {
                const to = linkFor(role, demoMemberPath(d.id, d.kind));
                const left = daysUntil(d.demoEndsAt, today);
                return (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      {to ? (
                        <Anchor component={Link} to={to} fz="sm">
                          {d.name}
                        </Anchor>
                      ) : (
                        d.name
                      )}
                    </Table.Td>
                    <Table.Td>{KindLabel[d.kind]}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={StatusColor[String(d.status)]?.split('.')[0]} size="sm">
                        {MembershipStateLabel[d.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{dateText(dayOf(d.demoEndsAt))}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" c={left <= 3 ? 'red' : undefined} fw={left <= 3 ? 600 : undefined}>
                        {daysLeftText(left)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more > 0 && (
        <Text fz="sm" c="dimmed">
          ve {numberText(more)} demo daha
        </Text>
      )}
    </FigureCard>
  );
}

