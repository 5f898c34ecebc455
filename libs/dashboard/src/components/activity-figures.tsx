// Prescriptions per day and per province, users by status, and the reference data with its last
// import: the member's own for its Admin, everyone's for the provider's staff.
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DASHBOARD_PRESCRIPTION_DAYS,
  DASHBOARD_TOP_PROVINCES,
  DefinitionSectionInfos,
  UserStatusLabel,
  type Dashboard,
  type Role,
} from '@portal/contracts';
import { Link } from 'react-router';
import { ChartArea, CountBarChart, DailyAreaChart, EmptyFigure, FigureCard, ScreenReaderTable } from './figure-card';
import { dateText, dateTimeText, numberText, shortDayText } from '@portal/shared/util';
import { linkFor, listLink, PRESCRIPTIONS_PATH, USERS_PATH } from './links';

type Prescriptions = Dashboard['prescriptions'];

export function PrescriptionsPerDay({ prescriptions, role }: { prescriptions: Prescriptions; role: Role }) {
  const rows = prescriptions.perDay.map((d) => ({ key: d.date, label: dateText(d.date), axis: shortDayText(d.date), count: d.count }));
  return (
    <FigureCard
      title="Günlük reçeteler"
      description={`Son ${DASHBOARD_PRESCRIPTION_DAYS} gün, toplam ${numberText(prescriptions.total)} reçete`}
      link={listLink(role, PRESCRIPTIONS_PATH, 'Reçeteler')}
    >
      {prescriptions.total === 0 ? (
        <EmptyFigure>Son {DASHBOARD_PRESCRIPTION_DAYS} günde reçete yazılmadı.</EmptyFigure>
      ) : (
        <>
          <ChartArea>
            <DailyAreaChart data={rows.map((r) => ({ label: r.axis, count: r.count }))} color="teal.6" seriesLabel="Reçete" />
          </ChartArea>
          <ScreenReaderTable caption={`Son ${DASHBOARD_PRESCRIPTION_DAYS} günde günlere göre reçeteler`} headers={['Gün', 'Reçete']} rows={rows.map((r) => ({ key: r.key, label: r.label, value: numberText(r.count) }))} />
        </>
      )}
    </FigureCard>
  );
}

export function PrescriptionsByProvince({ prescriptions, role }: { prescriptions: Prescriptions; role: Role }) {
  const rows = prescriptions.byProvince.map((p) => ({ key: p.provinceCode ?? 'none', label: p.provinceName, count: p.count }));
  if (prescriptions.otherProvinces > 0) rows.push({ key: 'other', label: 'Diğer iller', count: prescriptions.otherProvinces });
  return (
    <FigureCard
      title="İllere göre reçeteler"
      description={`Son ${DASHBOARD_PRESCRIPTION_DAYS} gün, üretim alanının iline göre (en çok ${DASHBOARD_TOP_PROVINCES} il)`}
      link={listLink(role, PRESCRIPTIONS_PATH, 'Reçeteler')}
    >
      {rows.length === 0 ? (
        <EmptyFigure>Son {DASHBOARD_PRESCRIPTION_DAYS} günde reçete yazılmadı.</EmptyFigure>
      ) : (
        <>
          <ChartArea h={Math.max(120, rows.length * 30)}>
            <CountBarChart horizontal h={Math.max(120, rows.length * 30)} data={rows.map((r) => ({ label: r.label, count: r.count }))} color="grape.6" seriesLabel="Reçete" />
          </ChartArea>
          <ScreenReaderTable caption={`Son ${DASHBOARD_PRESCRIPTION_DAYS} günde illere göre reçeteler`} headers={['İl', 'Reçete']} rows={rows.map((r) => ({ key: r.key, label: r.label, value: numberText(r.count) }))} />
        </>
      )}
    </FigureCard>
  );
}

export function UsersByStatus({ users, role, scope }: { users: Dashboard['users']; role: Role; scope: Dashboard['scope'] }) {
  const to = linkFor(role, USERS_PATH);
  return (
    <FigureCard
      title="Kullanıcılar"
      description={scope === 'member' ? 'Üyeliğinizin arşivde olmayan kullanıcıları' : 'Tüm üyelerin arşivde olmayan kullanıcıları'}
      link={to ? { to, label: 'Portal kullanıcıları' } : undefined}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[...users.byStatus.map((s) => ({ key: s.status, label: UserStatusLabel[s.status], count: s.count })), { key: 'archived', label: 'Arşivde', count: users.archived }].map((s) => (
          <div key={s.key}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
            <Text fz="xl" fw={700}>
              {numberText(s.count)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </FigureCard>
  );
}

export function ReferenceData({ reference, role }: { reference: NonNullable<Dashboard['reference']>; role: Role }) {
  const last = reference.lastImport;
  const lastSection = last ? DefinitionSectionInfos[last.section] : undefined;
  const lastTo = last ? linkFor(role, `/${last.section}`) : undefined;
  return (
    <FigureCard title="Referans veriler" description="Tanım bölümlerindeki kayıtlar (aktif / toplam)">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {reference.counts.map((c) => {
          const info = DefinitionSectionInfos[c.section];
          const to = linkFor(role, `/${c.section}`);
          return (
            <Stack key={c.section} gap={0}>
              {to ? (
                <Anchor component={Link} to={to} fz="sm">
                  {info.title}
                </Anchor>
              ) : (
                <Text fz="sm">{info.title}</Text>
              )}
              <Text fz="lg" fw={700}>
                {numberText(c.total)}
                <Text span fz="sm" c="dimmed" fw={400}>
                  {' '}
                  ({numberText(c.active)} aktif)
                </Text>
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group gap={6} wrap="wrap">
        <Text fz="sm" fw={600}>
          Son içe aktarma:
        </Text>
        {last && lastSection ? (
          <Text fz="sm">
            {dateTimeText(last.at)} ·{' '}
            {lastTo ? (
              // Inside a sentence: underlined, not told apart by colour alone (WCAG 1.4.1).
              <Anchor component={Link} to={lastTo} fz="sm" underline="always">
                {lastSection.title}
              </Anchor>
            ) : (
              lastSection.title
            )}
            {last.by ? ` · ${last.by}` : ''}
            {last.created !== null && last.updated !== null ? ` (${numberText(last.created)} yeni, ${numberText(last.updated)} güncellenen)` : ''}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Henüz toplu içe aktarma yapılmadı.
          </Text>
        )}
      </Group>
    </FigureCard>
  );
}
