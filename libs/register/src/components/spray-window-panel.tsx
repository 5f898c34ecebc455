// The spray window beside the application form: the area's next 3 days rated for spraying (the
// strip) and the next good window proposed, with a button that puts its day and start time into
// the form. The plan is the API's (production-area/{id}/spray-plan), from the current hour.
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AreaSprayPlanDto, SprayPlanDto } from '@portal/contracts';
import { dateText, isoDay } from '@portal/shared/util';
import { IconClockPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useSprayPlan } from '../api/get-spray-plan';
import { WeatherBadge } from './weather-summary';

type Window = NonNullable<SprayPlanDto['nextGoodWindow']>;

const clock = (time: string) => time.slice(11, 16);

/** '06.12.2026 06:00–10:00', or across midnight '06.12.2026 22:00 – 07.12.2026 02:00' (a run to midnight ends at 24:00). */
export function windowText(w: Pick<Window, 'start' | 'end'>): string {
  const startDay = w.start.slice(0, 10);
  const endDay = w.end.slice(0, 10);
  if (startDay === endDay) return `${dateText(startDay)} ${clock(w.start)}–${clock(w.end)}`;
  const untilMidnight = clock(w.end) === '00:00' && Date.parse(`${endDay}T00:00Z`) - Date.parse(`${startDay}T00:00Z`) === 86_400_000;
  return untilMidnight ? `${dateText(startDay)} ${clock(w.start)}–24:00` : `${dateText(startDay)} ${clock(w.start)} – ${dateText(endDay)} ${clock(w.end)}`;
}

/** The 3 days as a strip of cards: each day's rating and its good hours. */
function DayStrip({ plan }: { plan: SprayPlanDto }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="list" aria-label="Önümüzdeki 3 günün ilaçlama uygunluğu">
      {plan.days.slice(0, 3).map((day) => (
        <Card key={day.date} withBorder padding="xs" radius="sm" role="listitem">
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text fw={600} fz="sm">
              {dateText(day.date)}
            </Text>
            <WeatherBadge level={day.level} />
          </Group>
          <Text fz="xs" mt={4}>
            {day.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export interface SprayWindowPanelProps {
  areaId: number;
  /** Puts the proposed window's day and start time into the form. */
  onUse(day: string, startTime: string): void;
}

export function SprayWindowPanel({ areaId, onUse }: SprayWindowPanelProps) {
  const titleId = useId();
  const plan = useSprayPlan(areaId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          İlaçlama zamanı
        </Title>
        {plan.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="xs" aria-hidden />
            <Text fz="sm">Hava tahmini yükleniyor…</Text>
          </Group>
        ) : plan.error ? (
          <Text fz="sm" c="dimmed">
            Hava tahmini alınamadı; uygulama yine de kaydedilebilir.
          </Text>
        ) : (
          <PlanBody answer={plan.data} onUse={onUse} />
        )}
      </Stack>
    </Card>
  );
}

function PlanBody({ answer, onUse }: { answer: AreaSprayPlanDto; onUse: SprayWindowPanelProps['onUse'] }) {
  if (!answer.available) {
    return (
      <Text fz="sm" c="dimmed">
        İlaçlama zamanı planı yok: {answer.reason}
      </Text>
    );
  }
  const next = answer.plan.nextGoodWindow;
  return (
    <Stack gap="sm">
      <DayStrip plan={answer.plan} />
      {next ? (
        <Alert color="green" variant="light" p="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Text fz="sm" fw={700} data-testid="proposed-window">
                Önerilen: {windowText(next)}
              </Text>
              {next.start.slice(0, 10) > isoDay() && (
                <Text fz="xs">Bu zaman henüz gelmedi: uygulama yapıldıktan sonra kaydedilebilir.</Text>
              )}
            </Stack>
            <Button size="xs" variant="light" color="green" leftSection={<IconClockPlay size={16} aria-hidden />} onClick={() => onUse(next.start.slice(0, 10), clock(next.start))}>
              Önerilen zamanı kullan
            </Button>
          </Group>
        </Alert>
      ) : (
        <Text fz="sm">Önümüzdeki 3 günde ilaçlama için uygun bir zaman görünmüyor.</Text>
      )}
    </Stack>
  );
}
