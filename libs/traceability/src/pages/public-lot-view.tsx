import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { StageKindLabel, type PublicLot } from '@portal/contracts';
import { dateText } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { mapUrl, phiVerdict } from './consumer-text';

export const LOCATION_NOTE = 'Tarla konumu gizlilik için yaklaşık gösterilir';

const verdictColor = { kept: 'green', 'not-kept': 'red', pending: 'gray' } as const;

/** A calendar day as text, with its machine-readable form. */
const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{dateText(iso)}</time>;

/** One titled part of the page: a region landmark named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Origin({ lot }: { lot: PublicLot }) {
  return (
    <Part id="lot-origin" title="Nerede yetişti">
      <Text fw={600}>
        {lot.district}, {lot.province}
      </Text>
      {lot.producerFirstName && <Text>Üretici: {lot.producerFirstName}</Text>}
      <Text fz="sm" c="gray.7">
        {LOCATION_NOTE}.
      </Text>
      {lot.approximateLocation && (
        <Anchor href={mapUrl(lot.approximateLocation)} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
          Yaklaşık konumu haritada aç
        </Anchor>
      )}
    </Part>
  );
}

function Timeline({ lot }: { lot: PublicLot }) {
  return (
    <Part id="lot-timeline" title="Üretim aşamaları">
      {lot.timeline.length === 0 ? (
        <Text>Henüz kayıtlı aşama yok.</Text>
      ) : (
        <Stack component="ol" gap={6} m={0} pl="lg" aria-labelledby="lot-timeline">
          {lot.timeline.map((stage, i) => (
            <Text component="li" key={i}>
              <strong>{StageKindLabel[stage.kind]}</strong> — <Day iso={stage.date} />
            </Text>
          ))}
        </Stack>
      )}
    </Part>
  );
}

function Sprayings({ lot }: { lot: PublicLot }) {
  return (
    <Part id="lot-sprayings" title="İlaçlamalar ve bekleme süreleri">
      <Text fz="sm" c="gray.7">
        Bekleme süresi, son ilaçlama ile hasat arasında geçmesi gereken en az gün sayısıdır.
      </Text>
      {lot.sprayings.length === 0 ? (
        <Text>Bu partide ilaçlama kaydı yok.</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="lot-sprayings">
          {lot.sprayings.map((s, i) => {
            const verdict = phiVerdict(s, lot.harvestDates);
            return (
              <Paper component="li" key={i} withBorder radius="sm" p="sm">
                <Text fw={700}>{s.product}</Text>
                <Text fz="sm">
                  İlaçlama tarihi: <Day iso={s.date} />
                </Text>
                <Text fz="sm">{s.phiDays === null ? 'Bekleme süresi tanımlı değil' : `Bekleme süresi: ${s.phiDays} gün`}</Text>
                {s.earliestHarvest && (
                  <Text fz="sm">
                    En erken hasat: <Day iso={s.earliestHarvest} />
                  </Text>
                )}
                <Badge mt={6} color={verdictColor[verdict.tone]} variant="light" size="lg" radius="sm" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
                  {verdict.text}
                </Badge>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Part>
  );
}

function Dates({ label, dates, none }: { label: string; dates: string[]; none: string }) {
  return (
    <Text>
      {label}:{' '}
      {dates.length === 0
        ? none
        : dates.map((d, i) => (
            <span key={i}>
              {i > 0 && ', '}
              <Day iso={d} />
            </span>
          ))}
    </Text>
  );
}

/** What the consumer page may show, and only what the API sent: nothing is filled in for a field it left out. */
export function PublicLotView({ lot }: { lot: PublicLot }) {
  return (
    <Stack component="article" aria-labelledby="lot-title" gap="md">
      <div>
        <Text fz="sm" c="gray.7">
          Parti {lot.lotCode} · Sezon {lot.season}
        </Text>
        <Title order={1} fz="h2" id="lot-title">
          {lot.plant}
        </Title>
        {lot.variety && <Text fw={600}>Çeşit: {lot.variety}</Text>}
      </div>
      <Origin lot={lot} />
      <Timeline lot={lot} />
      <Sprayings lot={lot} />
      <Part id="lot-harvest" title="Hasat ve paketleme">
        <Dates label="Hasat tarihi" dates={lot.harvestDates} none="henüz hasat yapılmadı" />
        <Dates label="Paketleme tarihi" dates={lot.packingDates} none="henüz paketlenmedi" />
      </Part>
    </Stack>
  );
}
