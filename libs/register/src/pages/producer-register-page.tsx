import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@portal/shared/api-client';
import { LoadError, NotFound } from '@portal/shared/ui';
import { Link, useParams } from 'react-router';
import { useProducerRegister } from '../api/get-register';
import { FileButtons, RecordButtons } from '../components/register-actions';
import { SeasonPicker, useSeason } from '../components/season-picker';
import { areaRegisterPath, PRODUCERS_PATH } from '../paths';
import { useCanWriteRegister } from '../state/session';
import { idOf } from './application-page';
import { AreaRegisterBody, RegisterSkeleton } from './area-register-page';

/** `kayit-defteri/uretici/:producerId?sezon=2026`: a producer's register, area by area. */
export function ProducerRegisterPage() {
  const producerId = idOf(useParams().producerId);
  const [season, setSeason] = useSeason();
  const canWrite = useCanWriteRegister();
  const register = useProducerRegister(producerId ?? 0, season, producerId !== null);
  const data = register.data;

  let body;
  if (producerId === null || (register.error instanceof ApiError && (register.error.status === 404 || register.error.status === 403))) body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticilere dön" />;
  else if (register.error && !data) body = <LoadError title="Kayıt defteri okunamadı" error={register.error} onRetry={() => void register.refetch()} />;
  else if (!data) body = <RegisterSkeleton />;
  else if (data.areas.length === 0)
    body = (
      <Card withBorder radius="md" padding="lg">
        <Text fw={600}>Bu sezonda kayıt yok</Text>
        <Text fz="sm" c="dimmed">
          Üreticinin üretim alanı bulunmuyor.
        </Text>
      </Card>
    );
  else
    body = (
      <Stack gap="xl">
        {data.areas.map((area) => (
          <Stack key={area.area.id} component="section" gap="sm" aria-labelledby={`area-${area.area.id}`}>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <div>
                <Title order={2} fz="h3" id={`area-${area.area.id}`}>
                  {area.area.name}
                </Title>
                <Anchor component={Link} to={areaRegisterPath(area.area.id, season)} fz="sm">
                  Alanın kayıt defteri
                </Anchor>
              </div>
              {canWrite && <RecordButtons register={area} />}
            </Group>
            <AreaRegisterBody register={area} canWrite={canWrite} busy={register.isPlaceholderData} />
          </Stack>
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <div>
        <Anchor component={Link} to={PRODUCERS_PATH} fz="sm">
          ← Üreticiler
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {data ? `${data.producer.name}: kayıt defteri` : 'Üretici kayıt defteri'}
        </Title>
      </div>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SeasonPicker season={season} onChange={setSeason} />
        {producerId !== null && <FileButtons owner={{ kind: 'producer', id: producerId }} season={season} what={data?.producer.name ?? 'Üretici kayıt defteri'} />}
      </Group>
      {register.error && data && <LoadError title="Kayıt defteri yenilenemedi" error={register.error} onRetry={() => void register.refetch()} />}
      {body}
    </Stack>
  );
}
