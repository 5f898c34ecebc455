import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AreaRegister } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { LoadError, NotFound } from '@portal/shared/ui';
import { decaresText } from '@portal/shared/util';
import { IconNotebook } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAreaRegister } from '../api/get-register';
import { FileButtons, RecordButtons } from '../components/register-actions';
import { RegisterEntries } from '../components/register-entries';
import { SeasonPicker, useSeason } from '../components/season-picker';
import { SeasonSummary } from '../components/season-summary';
import { producerRegisterPath, PRODUCERS_PATH } from '../paths';
import { useCanWriteRegister } from '../state/session';
import { idOf } from './application-page';

/** The loading state of a register: the shape of its rows, announced once. */
export function RegisterSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Kayıt defteri yükleniyor">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" aria-hidden />
      ))}
    </Stack>
  );
}

/** The empty state of a season. */
export function EmptySeason({ season }: { season: number }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" wrap="nowrap">
        <IconNotebook size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <div>
          <Text fw={600}>Bu sezonda kayıt yok</Text>
          <Text fz="sm" c="dimmed">
            {season} sezonunda bu alana yazılmış reçete, kaydedilmiş uygulama ya da hasat bulunmuyor.
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** One area's register of a season: its rows in date order, its counts and findings. */
export function AreaRegisterBody({ register, canWrite, busy }: { register: AreaRegister; canWrite: boolean; busy: boolean }) {
  return (
    <Stack gap="md">
      {register.entries.length === 0 ? <EmptySeason season={register.season} /> : <RegisterEntries entries={register.entries} label={`${register.area.name}: kayıt defteri`} canWrite={canWrite} busy={busy} />}
      <SeasonSummary register={register} />
    </Stack>
  );
}

/** `kayit-defteri/alan/:areaId?sezon=2026`: an area's register (Üretici Kayıt Defteri) of a season. */
export function AreaRegisterPage() {
  const areaId = idOf(useParams().areaId);
  const [season, setSeason] = useSeason();
  const canWrite = useCanWriteRegister();
  const register = useAreaRegister(areaId ?? 0, season, areaId !== null);
  const data = register.data;
  const area = data?.area;

  let body;
  if (areaId === null || (register.error instanceof ApiError && (register.error.status === 404 || register.error.status === 403))) body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticilere dön" />;
  else if (register.error && !data) body = <LoadError title="Kayıt defteri okunamadı" error={register.error} onRetry={() => void register.refetch()} />;
  else if (!data) body = <RegisterSkeleton />;
  else body = <AreaRegisterBody register={data} canWrite={canWrite} busy={register.isPlaceholderData} />;

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <div>
        <Anchor component={Link} to={PRODUCERS_PATH} fz="sm">
          ← Üreticiler
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {area ? `${area.name}: kayıt defteri` : 'Alan kayıt defteri'}
        </Title>
        {area && (
          <Text c="dimmed" fz="sm">
            {[area.plantName, area.decares !== null ? decaresText(area.decares) : null, [area.district, area.province].filter(Boolean).join(' / ') || null].filter(Boolean).join(' · ')}
            {data?.producer && (
              <>
                {' · '}
                <Anchor component={Link} to={producerRegisterPath(data.producer.id, season)} fz="sm" underline="always">
                  {data.producer.name}
                </Anchor>
              </>
            )}
          </Text>
        )}
      </div>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SeasonPicker season={season} onChange={setSeason} />
        <Group gap="sm" wrap="wrap">
          {canWrite && data && <RecordButtons register={data} />}
          {areaId !== null && <FileButtons owner={{ kind: 'area', id: areaId }} season={season} what={area?.name ?? 'Alan kayıt defteri'} />}
        </Group>
      </Group>
      {register.error && data && <LoadError title="Kayıt defteri yenilenemedi" error={register.error} onRetry={() => void register.refetch()} />}
      {body}
    </Stack>
  );
}
