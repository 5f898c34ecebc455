// The spray window beside the application form: the area's next 72 hours rated for spraying
// (the shared 3-day SprayStrip) and the next good window proposed, with a button that puts its
// day and start time into the form. The plan is the API's (production-area/{id}/spray-plan),
// from the current hour.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SprayPlanDto } from '@portal/contracts';
import { SprayStrip, useAreaSprayPlan } from '@portal/shared/ui';
import { dateText, isoDay } from '@portal/shared/util';
import { IconClockPlay } from '@tabler/icons-react';

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

export interface SprayWindowPanelProps {
  areaId: number;
  /** Puts the proposed window's day and start time into the form. */
  onUse(day: string, startTime: string): void;
}

export function SprayWindowPanel({ areaId, onUse }: SprayWindowPanelProps) {
  const plan = useAreaSprayPlan(areaId);
  const next = plan.data?.available ? plan.data.plan.nextGoodWindow : null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <SprayStrip plan={plan.data} error={plan.error} onRetry={() => void plan.refetch()} headingOrder={2} />
        {next && (
          <Alert color="teal" variant="light" p="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2}>
                <Text fz="sm" fw={700} data-testid="proposed-window">
                  Önerilen: {windowText(next)}
                </Text>
                {next.start.slice(0, 10) > isoDay() && <Text fz="xs">Bu zaman henüz gelmedi: uygulama yapıldıktan sonra kaydedilebilir.</Text>}
              </Stack>
              <Button size="xs" variant="default" leftSection={<IconClockPlay size={16} aria-hidden />} onClick={() => onUse(next.start.slice(0, 10), clock(next.start))}>
                Önerilen zamanı kullan
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
