// Spec §2 `/dashboard` (Admin, BestnetAdmin, BestnetDataLogger, BestnetSupport): the
// live figures of GET dashboard. The provider's staff see every member's figures; a member's
// Admin sees its own users and prescriptions only (`scope: 'member'`: the API sends no other).
// Each figure leads to its list when the role may open it.
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_DEMO_HORIZON_DAYS, DASHBOARD_PRESCRIPTION_DAYS, DemoRequest, DemoStates, MembershipState, type Dashboard, type MemberStatus, type Role } from '@portal/contracts';
import { errorMessage, roleAtom } from '@portal/shared/api-client';
import { IconAlertCircle, IconFlask, IconHourglass, IconPrescription, IconRefresh, IconUserCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useDashboard } from '../api/get-dashboard';
import { PrescriptionsByProvince, PrescriptionsPerDay, ReferenceData, UsersByStatus } from '../components/activity-figures';
import { clockText } from '@portal/shared/util';
import { DEMO_REQUESTS_PATH, DEMOS_ENDING_PATH, linkFor, memberStatusPath, PRESCRIPTIONS_PATH, USERS_PATH } from '../components/links';
import { DemoRequestsPerWeek, DemosEndingSoon, MembersByApp, MembersByStatus } from '../components/member-figures';
import { StatCard } from '@portal/shared/ui';

export function DashboardPage() {
  const role = useAtomValue(roleAtom);
  const query = useDashboard();
  const data = query.data;
  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            Gösterge Paneli
          </Title>
          <Text c="dimmed" fz="sm">
            {data?.scope === 'member' ? 'Üyeliğinizin kullanıcıları ve reçeteleri' : data ? 'Tüm üyelerin canlı rakamları' : 'Canlı rakamlar'}
            {data && ` · ${clockText(data.generatedAt)} itibarıyla`}
          </Text>
        </div>
        {data && (
          <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} loading={query.isFetching} onClick={() => void query.refetch()}>
            Yenile
          </Button>
        )}
      </Group>

      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Gösterge paneli alınamadı">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(query.error)}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
              Yeniden dene
            </Button>
          </Stack>
        </Alert>
      )}

      {data ? <Figures data={data} role={role} /> : !query.isError && <DashboardSkeleton />}
    </Stack>
  );
}

function Figures({ data, role }: { data: Dashboard; role: Role }) {
  const today = data.prescriptions.perDay.at(-1)?.count ?? 0;
  const activeUsers = data.users.byStatus.find((s) => s.status === 'active')?.count ?? 0;
  const prescriptionsCard = (
    <StatCard
      label="Reçeteler"
      value={data.prescriptions.total}
      hint={`Son ${DASHBOARD_PRESCRIPTION_DAYS} gün · bugün ${today}`}
      icon={<IconPrescription size={24} />}
      color="teal"
      to={linkFor(role, PRESCRIPTIONS_PATH)}
    />
  );
  const usersCard = <StatCard label="Aktif kullanıcılar" value={activeUsers} hint={`${data.users.total} kullanıcıdan`} icon={<IconUsers size={24} />} color="indigo" to={linkFor(role, USERS_PATH)} />;
  const { members, demoRequestsPerWeek, demosEndingSoon, reference } = data;

  return (
    <Stack gap="lg">
      {members && demosEndingSoon ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 6 }} spacing="md">
          <StatCard
            label="Demo talepleri"
            value={countOf(members, DemoRequest)}
            hint="Yanıt bekleyen"
            icon={<IconUserPlus size={24} />}
            color="blue"
            to={linkFor(role, DEMO_REQUESTS_PATH)}
          />
          <StatCard
            label="Demodaki üyeler"
            value={DemoStates.reduce<number>((sum, s) => sum + countOf(members, s), 0)}
            hint="Demo, ek süre ve uzatma"
            icon={<IconFlask size={24} />}
            color="cyan"
            to={linkFor(role, '/demo-uyeler')}
          />
          <StatCard
            label="Sona erecek demolar"
            value={demosEndingSoon.total}
            hint={`${DASHBOARD_DEMO_HORIZON_DAYS} gün içinde`}
            icon={<IconHourglass size={24} />}
            color="yellow"
            to={linkFor(role, DEMOS_ENDING_PATH)}
          />
          <StatCard
            label="Aktif aboneler"
            value={countOf(members, MembershipState.Active)}
            hint={`${members.total} üyeden`}
            icon={<IconUserCheck size={24} />}
            color="green"
            to={linkFor(role, memberStatusPath(MembershipState.Active))}
          />
          {prescriptionsCard}
          {usersCard}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {prescriptionsCard}
          {usersCard}
        </SimpleGrid>
      )}

      {members && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <MembersByStatus members={members} role={role} />
          <MembersByApp members={members} role={role} />
        </SimpleGrid>
      )}
      {demoRequestsPerWeek && demosEndingSoon && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DemoRequestsPerWeek weeks={demoRequestsPerWeek} role={role} />
          <DemosEndingSoon demos={demosEndingSoon} today={data.today} role={role} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PrescriptionsPerDay prescriptions={data.prescriptions} role={role} />
        <PrescriptionsByProvince prescriptions={data.prescriptions} role={role} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: reference ? 2 : 1 }} spacing="md">
        <UsersByStatus users={data.users} role={role} scope={data.scope} />
        {reference && <ReferenceData reference={reference} role={role} />}
      </SimpleGrid>
    </Stack>
  );
}

function countOf(members: NonNullable<Dashboard['members']>, status: MemberStatus): number {
  return members.byStatus.find((s) => s.status === status)?.count ?? 0;
}

/** The page's shape while the figures load: a status for screen readers, skeletons for the eye. */
function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <Text fz="sm" c="dimmed">
        Gösterge paneli yükleniyor…
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Skeleton h={14} w="50%" mb="sm" />
            <Skeleton h={28} w="30%" />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
        {[0, 1].map((i) => (
          <Card key={i} withBorder radius="md" padding="lg">
            <Skeleton h={18} w="40%" mb="md" />
            <Skeleton h={220} radius="md" />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
