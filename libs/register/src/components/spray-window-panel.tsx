// The spray window beside the application form: the area's next 72 hours rated for spraying
// (the shared 3-day SprayStrip) and the next good window. The form records what was done, so
// only a window that has already begun can be put into it (its day and start time); a later one
// is guidance for when to spray. The plan is the API's (production-area/{id}/spray-plan), from
// the current hour.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { istanbulDate, istanbulTime, type SprayPlanDto } from '@portal/contracts';
import { SprayStrip, useAreaSprayPlan } from '@portal/shared/ui';
import { addDays, dateText } from '@portal/shared/util';
import { IconClockPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type Window = NonNullable<SprayPlanDto['nextGoodWindow']>;

const clock = (time: string) => time.slice(11, 16);

/** '06.12.2026 06:00–10:00', or across midnight '06.12.2026 22:00 – 07.12.2026 02:00' (a run to midnight ends at 24:00); `dayText` names the days. */
export function windowText(w: Pick<Window, 'start' | 'end'>, dayText: (day: string) => string = dateText): string {
  const startDay = w.start.slice(0, 10);
  const endDay = w.end.slice(0, 10);
  if (startDay === endDay) return `${dayText(startDay)} ${clock(w.start)}–${clock(w.end)}`;
  const untilMidnight = clock(w.end) === '00:00' && Date.parse(`${endDay}T00:00Z`) - Date.parse(`${startDay}T00:00Z`) === 86_400_000;
  return untilMidnight ? `${dayText(startDay)} ${clock(w.start)}–24:00` : `${dayText(startDay)} ${clock(w.start)} – ${dayText(endDay)} ${clock(w.end)}`;
}

/** The wall-clock time in Türkiye, the plan's local time (YYYY-MM-DDTHH:MM). */
const istanbulNow = () => {
  const at = new Date();
  return `${istanbulDate(at)}T${istanbulTime(at)}`;
};

/** Istanbul's now, kept current: a window that begins while the page is open becomes usable. */
function useIstanbulNow(): string {
  const [now, setNow] = useState(istanbulNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(istanbulNow()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface SprayWindowPanelProps {
  areaId: number;
  /** Puts a begun window's day and start time into the form. */
  onUse(day: string, startTime: string): void;
}

export function SprayWindowPanel({ areaId, onUse }: SprayWindowPanelProps) {
  const plan = useAreaSprayPlan(areaId);
  const now = useIstanbulNow();
  const next = plan.data?.available ? plan.data.plan.nextGoodWindow : null;
  // Local times of the same form: compared as text.
  const begun = next !== null && next.start <= now;
  const today = now.slice(0, 10);
  const relativeDay = (day: string) => (day === today ? 'bugün' : day === addDays(today, 1) ? 'yarın' : dateText(day));
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <SprayStrip plan={plan.data} error={plan.error} onRetry={() => void plan.refetch()} headingOrder={2} />
        {next &&
          (begun ? (
            <Alert color="teal" variant="light" p="sm" role="status">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text fz="sm" fw={700} data-testid="proposed-window">
                  Önerilen: {windowText(next)}
                </Text>
                <Button size="xs" variant="default" leftSection={<IconClockPlay size={16} aria-hidden />} onClick={() => onUse(next.start.slice(0, 10), clock(next.start))}>
                  Önerilen zamanı kullan
                </Button>
              </Group>
            </Alert>
          ) : (
            // Not yet begun: the form would refuse it, so it is said in words and nothing fills it.
            <Alert color="gray" variant="light" p="sm" role="status">
              <Text fz="sm" data-testid="next-window">
                <Text span fw={700} inherit>
                  Sonraki uygun zaman: {windowText(next, relativeDay)}
                </Text>{' '}
                — uygulamayı yaptıktan sonra kaydedin.
              </Text>
            </Alert>
          ))}
      </Stack>
    </Card>
  );
}
