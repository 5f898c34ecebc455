import { Alert, Anchor, Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useProducerOptions } from '@portal/producers';
import { useAreaOptions } from '@portal/shared/ui';
import { errorMessage } from '@portal/shared/api-client';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { checksFailedOf } from '../api/post-prescription';
import { prescriptionPath } from '../paths';
import { useSendTemplate } from './api';

type Mode = 'producers' | 'areas';
type Option = { value: string; label: string; producerId: number };

export interface SendPlanModalProps {
  opened: boolean;
  templateId: number;
  templateNo: string;
  /** The warnings the template's writer acknowledged: the same rows, so the same keys. */
  acknowledged: readonly string[];
  onClose(): void;
}

/**
 * "Üreticilere gönder" (spec §7 fertilization-template-to-producer): one numbered
 * plan per chosen producer (per decare), or per chosen area of a producer (its size in the
 * totals). Each new plan is listed with a link to it.
 */
export function SendPlanModal({ opened, onClose, ...rest }: SendPlanModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Üreticilere gönder" size="lg" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      {opened && <SendForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({ templateId, templateNo, acknowledged, onClose }: Omit<SendPlanModalProps, 'opened'>) {
  const [mode, setMode] = useState<Mode>('producers');
  const [search, setSearch] = useState('');
  const producers = useProducerOptions(search.trim(), mode === 'producers');
  const areas = useAreaOptions(search.trim(), mode === 'areas');
  const [chosen, setChosen] = useState<Option[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const send = useSendTemplate();

  const found: Option[] =
    mode === 'producers'
      ? (producers.data ?? []).map((p) => ({ value: String(p.id), label: `${p.fullName} (${p.provinceName} / ${p.district})`, producerId: p.id }))
      : // A corporate area has no producer: a plan goes to producers only.
        (areas.data ?? []).filter((a) => a.producerId !== null).map((a) => ({ value: String(a.id), label: `${a.name} — ${a.ownerName} (${a.decares.toLocaleString('tr-TR')} da)`, producerId: a.producerId! }));
  const data = [...chosen, ...found.filter((o) => !chosen.some((c) => c.value === o.value))];
  const failed = send.error ? checksFailedOf(send.error) : null;

  const submit = () => {
    if (chosen.length === 0) {
      setPickError(mode === 'producers' ? 'En az bir üretici seçin' : 'En az bir üretim alanı seçin');
      return;
    }
    setPickError(null);
    const producersBody = mode === 'producers' ? chosen.map((c) => c.producerId) : chosen.map((c) => ({ producerId: c.producerId, productionAreaId: Number(c.value) }));
    send.mutate(
      { prescriptionId: templateId, producers: producersBody, acknowledgedFindings: [...acknowledged] },
      { onSuccess: (made) => notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Plan gönderildi', message: `${made.length} üretici için plan düzenlendi.` }) },
    );
  };

  if (send.data) {
    const names = new Map(chosen.map((c) => [mode === 'producers' ? `${c.producerId}:` : `${c.producerId}:${c.value}`, c.label]));
    return (
      <Stack gap="md">
        <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label="Düzenlenen planlar">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mode === 'producers' ? 'Üretici' : 'Alan'}</Table.Th>
              <Table.Th>Plan</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {send.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{names.get(`${r.producerId}:${r.productionAreaId ?? ''}`) ?? '—'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={prescriptionPath(r.id)} onClick={onClose} fw={600}>
                    {r.prescriptionNo}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>Tamam</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {templateNo} numaralı şablondan her alıcı için numaralı ayrı bir plan düzenlenir. Şablon sonradan değişse de gönderilen planlar değişmez.
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(v) => {
          setMode(v as Mode);
          setChosen([]);
          setSearch('');
        }}
        data={[
          { value: 'producers', label: 'Üreticilere (dekar başına)' },
          { value: 'areas', label: 'Alanlarına (alan büyüklüğüyle)' },
        ]}
      />
      <MultiSelect
        label={mode === 'producers' ? 'Üreticiler' : 'Üretim alanları'}
        withAsterisk
        placeholder="Aramak için yazın"
        data={data.map(({ value, label }) => ({ value, label }))}
        value={chosen.map((c) => c.value)}
        onChange={(values) => setChosen(values.map((v) => data.find((o) => o.value === v)!).filter(Boolean))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={(mode === 'producers' ? producers : areas).isFetching ? 'Aranıyor…' : 'Sonuç yok'}
        hidePickedOptions
        clearable
        clearButtonProps={{ 'aria-label': 'Seçimleri temizle' }}
        error={pickError}
      />
      {send.error && (
        <Alert color="red" variant="light" title="Gönderilemedi" role="alert">
          <Text fz="sm">{failed ? 'Şablon bugünkü ürün bilgileriyle denetimden geçmedi; şablonu açıp düzeltin.' : errorMessage(send.error)}</Text>
          {failed?.findings
            .filter((f) => f.severity !== 'info')
            .map((f, i) => (
              <Text key={i} fz="sm">
                {f.message}
              </Text>
            ))}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Vazgeç
        </Button>
        <Button onClick={submit} loading={send.isPending}>
          Gönder
        </Button>
      </Group>
    </Stack>
  );
}
