import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PrescriptionKind } from '@portal/contracts';
import { useProducerOptions } from '@portal/producers';
import { useAreaOptions } from '@portal/shared/ui';
import { errorMessage, isClientError } from '@portal/shared/api-client';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFastAttach, type AttachRequest, type AttachResult } from '../api/post-fast-attach';
import { prescriptionPath } from '../paths';
import { findingKeyOf, SeverityColor, SeverityLabel } from './finding-key';

export type AttachTarget = 'areas' | 'producers';

export interface AttachModalProps {
  prescriptionId: number;
  prescriptionNo: string;
  /** The warnings already acknowledged on the fast prescription: the same lines, so the same keys. */
  acknowledged: readonly string[];
  target: AttachTarget | null;
  onClose(): void;
}

/**
 * "Alanlara uygula" / "Üreticilere uygula" (spec §4 "fast recipe", §7 fast-to-production-area,
 * fast-to-producer): a fast prescription becomes a linked one for each chosen area (or each
 * active area of the chosen producers). Each area's result is shown: the new number, or the
 * findings that blocked it. Only what a retry can change is offered again: an area held by
 * warnings (acknowledge them and retry), or a request that failed on the way (network, 5xx).
 * An area an error blocked, or a request the API refused (4xx), would be refused again.
 */
export function AttachModal({ prescriptionId, prescriptionNo, acknowledged, target, onClose }: AttachModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'producers' ? 'Üreticilere uygula' : 'Alanlara uygula'}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      {target && <AttachForm key={target} prescriptionId={prescriptionId} prescriptionNo={prescriptionNo} acknowledged={acknowledged} target={target} onClose={onClose} />}
    </Modal>
  );
}

type Option = { value: string; label: string };

/** An area not written only because of warnings still to acknowledge. */
const canRetry = (r: AttachResult) => r.prescription === null && r.findings.length > 0 && r.findings.every((f) => f.severity !== 'error');

function AttachForm({ prescriptionId, prescriptionNo, acknowledged, target, onClose }: Omit<AttachModalProps, 'target'> & { target: AttachTarget }) {
  const [search, setSearch] = useState('');
  const areas = useAreaOptions(search.trim(), target === 'areas');
  const producers = useProducerOptions(search.trim(), target === 'producers');
  const [chosen, setChosen] = useState<Option[]>([]);
  const [results, setResults] = useState<AttachResult[] | null>(null);
  const [acks, setAcks] = useState<string[]>(() => [...acknowledged]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [lastRequest, setLastRequest] = useState<AttachRequest | null>(null);
  const attach = useFastAttach();

  const found: Option[] =
    target === 'areas'
      ? (areas.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} — ${a.ownerName}${a.plantName ? ` (${a.plantName})` : ''}` }))
      : (producers.data ?? []).map((p) => ({ value: String(p.id), label: `${p.fullName} (${p.provinceName} / ${p.district})` }));
  const data = [...chosen, ...found.filter((o) => !chosen.some((c) => c.value === o.value))];

  const run = (request: AttachRequest) => {
    setLastRequest(request);
    attach.mutate(request, {
      onSuccess: (answer) => {
        setResults((before) => {
          if (!before) return answer;
          // A retry answers for the blocked areas only: their rows are replaced.
          return before.map((r) => answer.find((a) => a.productionAreaId === r.productionAreaId) ?? r);
        });
        const made = answer.filter((r) => r.prescription !== null).length;
        notifications.show({ color: made > 0 ? 'green' : 'yellow', icon: <IconCheck size={18} aria-hidden />, title: 'Uygulandı', message: `${made} alan için reçete oluşturuldu, ${answer.length - made} alan denetimlere takıldı.` });
      },
    });
  };

  const submit = () => {
    if (chosen.length === 0) {
      setPickError(target === 'areas' ? 'En az bir üretim alanı seçin' : 'En az bir üretici seçin');
      return;
    }
    setPickError(null);
    const ids = chosen.map((c) => Number(c.value));
    run(target === 'areas' ? { to: 'areas', prescriptionId, productionAreaIds: ids, acknowledgedFindings: acks } : { to: 'producers', prescriptionId, producers: ids, acknowledgedFindings: acks });
  };
  // Held by warnings only: acknowledged, the same area passes. An error finding stays an error.
  const retryable = results?.filter(canRetry) ?? [];
  // Through the areas call, so the areas already written are not written twice; as what the first call made.
  const retry = () => run({ to: 'areas', prescriptionId, productionAreaIds: retryable.map((r) => r.productionAreaId), acknowledgedFindings: acks, kind: target === 'producers' ? PrescriptionKind.Producer : PrescriptionKind.ProductionArea });
  const failedOnTheWay = attach.error !== null && !isClientError(attach.error);

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {prescriptionNo} numaralı hızlı reçete, seçtiğiniz {target === 'areas' ? 'her alan' : 'üreticilerin her etkin alanı'} için ayrı bir reçete olarak düzenlenir. Her alan ayrıca denetlenir.
      </Text>
      <MultiSelect
        label={target === 'areas' ? 'Üretim alanları' : 'Üreticiler'}
        withAsterisk
        placeholder="Aramak için yazın"
        data={data}
        value={chosen.map((c) => c.value)}
        onChange={(values) => setChosen(values.map((v) => data.find((o) => o.value === v) ?? { value: v, label: v }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={(target === 'areas' ? areas : producers).isFetching ? 'Aranıyor…' : 'Sonuç yok'}
        hidePickedOptions
        clearable
        clearButtonProps={{ 'aria-label': 'Seçimleri temizle' }}
        error={pickError}
      />
      {attach.error && (
        <Alert color="red" variant="light" title="Uygulanamadı">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{errorMessage(attach.error)}</Text>
            {failedOnTheWay && lastRequest && (
              <Button size="xs" variant="light" color="red" onClick={() => run(lastRequest)} loading={attach.isPending}>
                Yeniden dene
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {results && (
        <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label="Uygulama sonuçları">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Alan</Table.Th>
              <Table.Th>Sonuç</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={r.productionAreaId}>
                <Table.Td>{r.areaName}</Table.Td>
                <Table.Td>
                  {r.prescription ? (
                    <Group gap="xs">
                      <Badge color="green" variant="light">
                        Oluşturuldu
                      </Badge>
                      <Anchor component={Link} to={prescriptionPath(r.prescription.id)} onClick={onClose} fz="sm">
                        {r.prescription.prescriptionNo}
                      </Anchor>
                    </Group>
                  ) : (
                    <Stack gap={4}>
                      <Badge color="red" variant="light">
                        Denetime takıldı
                      </Badge>
                      {!canRetry(r) && (
                        <Text fz="xs" c="dimmed">
                          Bu alan bir hata nedeniyle yazılamaz; yeniden denemek sonucu değiştirmez.
                        </Text>
                      )}
                      {r.findings.map((f) => {
                        const key = findingKeyOf(f);
                        return (
                          <div key={key}>
                            <Text fz="sm">
                              <Text span fw={700} c={`${SeverityColor[f.severity]}.9`}>
                                {SeverityLabel[f.severity]}:
                              </Text>{' '}
                              {f.message}
                            </Text>
                            {f.severity === 'warning' && (
                              <Checkbox
                                size="xs"
                                mt={4}
                                label="Okudum, onaylıyorum"
                                checked={acks.includes(key)}
                                onChange={(e) => {
                                  const on = e.currentTarget.checked;
                                  setAcks((all) => (on ? [...new Set([...all, key])] : all.filter((k) => k !== key)));
                                }}
                              />
                            )}
                          </div>
                        );
                      })}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {results ? 'Tamam' : 'Vazgeç'}
        </Button>
        {results && retryable.length > 0 && !(attach.error && isClientError(attach.error)) ? (
          <Button onClick={retry} loading={attach.isPending}>
            Uyarıları onaylayıp yeniden dene
          </Button>
        ) : (
          !results && (
            <Button onClick={submit} loading={attach.isPending}>
              Uygula
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
