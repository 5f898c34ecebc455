import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { harvestInputSchema } from '@portal/contracts';
import { ApiError, useApi } from '@portal/shared/api-client';
import { LoadError, Loading, NotFound, ServerError, useContractForm } from '@portal/shared/ui';
import { dateText, isoDay } from '@portal/shared/util';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useAreaRegister } from '../api/get-register';
import { postHarvest } from '../api/harvests';
import { registerKeys } from '../api/keys';
import { FlagAlerts } from '../components/flags';
import { harvestFieldNames, harvestFieldsOf, HarvestFields, type HarvestValues } from '../components/harvest-fields';
import { areaRegisterPath, PRODUCERS_PATH } from '../paths';
import { idOf } from './application-page';

/** `kayit-defteri/hasat/:areaId`: a harvest of the area, recorded in its register. */
export function HarvestPage() {
  const areaId = idOf(useParams().areaId);
  const season = Number(isoDay().slice(0, 4));
  const register = useAreaRegister(areaId ?? 0, season, areaId !== null);

  let body;
  if (areaId === null || (register.error instanceof ApiError && (register.error.status === 404 || register.error.status === 403))) body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticilere dön" />;
  else if (register.error) body = <LoadError title="Alan okunamadı" error={register.error} onRetry={() => void register.refetch()} />;
  else if (!register.data) body = <Loading text="Alan yükleniyor…" />;
  else body = <HarvestForm areaId={areaId} />;

  const area = register.data?.area;
  return (
    <Stack gap="lg" w="100%" maw={720}>
      <div>
        {areaId !== null && (
          <Anchor component={Link} to={areaRegisterPath(areaId)} fz="sm">
            ← {area ? `${area.name}: kayıt defteri` : 'Kayıt defteri'}
          </Anchor>
        )}
        <Title order={1} fz="h2" mt={4}>
          Hasat kaydet
        </Title>
        {area && (
          <Text c="dimmed" fz="sm">
            {[area.name, area.plantName, register.data?.producer?.name].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}

function HarvestForm({ areaId }: { areaId: number }) {
  const client = useApi();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const { form, onSubmit, serverError, submitting } = useContractForm(harvestInputSchema, {
    initialValues: { harvestedOn: isoDay(), amount: '', unit: 'kg', lotOrBuyer: '', notes: '' } as HarvestValues,
    toRequest: (v: HarvestValues) => ({ productionAreaId: areaId, ...harvestFieldsOf(v) }),
    fieldNames: harvestFieldNames,
    formOptions: { validateInputOnBlur: false },
    onSubmit: async (input) => {
      const saved = await postHarvest(client, input);
      await queries.invalidateQueries({ queryKey: registerKeys.all });
      notifications.show({
        color: saved.flags.length ? 'orange' : 'green',
        title: 'Kaydedildi',
        message: (
          <Stack gap={4}>
            <Text fz="sm">{dateText(saved.harvestedOn)} hasadı kayıt defterine yazıldı.</Text>
            <FlagAlerts flags={saved.flags} />
          </Stack>
        ),
      });
      await navigate(areaRegisterPath(areaId, Number(saved.harvestedOn.slice(0, 4))));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Hasat formu">
      <ServerError error={serverError} />
      <HarvestFields form={form} />
      <Group mt="md">
        <Button type="submit" loading={submitting}>
          Kaydet
        </Button>
        <Button variant="default" component={Link} to={areaRegisterPath(areaId)}>
          Vazgeç
        </Button>
      </Group>
    </form>
  );
}
