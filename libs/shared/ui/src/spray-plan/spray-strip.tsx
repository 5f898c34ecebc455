// import { SprayStrip, AreaSprayStrip, useAreaSprayPlan } from '@portal/shared/ui'; <SprayStrip plan={AreaSprayPlanDto | undefined} error?={unknown} onRetry?={() => void} title?="İlaçlama zamanı (72 saat)" headingOrder?={2|3|4} />, <AreaSprayStrip areaId={number} rainfastHours?={number | null} title? headingOrder? />
// The spray-window planner's compact 3-day strip (★): every hour of the next 72 a cell coloured
// and patterned by its rating, the next good window in words, each day's summary, and the
// chosen hour's figures and Turkish reasons below (hover, focus or tap a cell; the arrow keys
// move through the hours: one tab stop for the 72 cells). It fits 375 px and scrolls inside
// itself should it ever not. Loading, "not available" (with the reason) and error states.
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { SprayLevelLabel, SprayLevels, type AreaSprayPlanDto, type SprayLevelCode, type SprayPlanDto } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { dateTimeText, dayOf, numberText } from '@portal/shared/util';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconCloudOff } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAreaSprayPlan } from './api/get-area-spray-plan';
import classes from './spray-strip.module.css';

export const SPRAY_STRIP_TITLE = 'İlaçlama zamanı (önümüzdeki 72 saat)';
/** When no 3 good hours in a row come within the 72. */
export const NO_GOOD_WINDOW_TEXT = 'Önümüzdeki 72 saatte ilaçlama için art arda uygun saat yok.';

export interface SprayStripProps {
  /** The API's answer; undefined while it is being read. */
  plan: AreaSprayPlanDto | undefined;
  /** The read failed (network, server): the error state, with 'Yeniden dene' when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  title?: string;
  /** The heading's level where the strip sits (default 2). */
  headingOrder?: 2 | 3 | 4;
}

type Hour = SprayPlanDto['hours'][number];
type Day = SprayPlanDto['days'][number];

const levelBadge: Record<SprayLevelCode, string> = { good: 'teal', caution: 'yellow', unsuitable: 'red' };
const levelMeaning: Record<SprayLevelCode, string> = {
  good: 'düz dolgu',
  caution: 'çizgili',
  unsuitable: 'kareli',
};

const dayFormat = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** '5 Aralık Cumartesi', with 'Bugün' / 'Yarın' before it when it is. */
function dayLabel(day: string): string {
  const today = dayOf(new Date().toISOString());
  const named = dayFormat.format(dateOf(day));
  const offset = Math.round((dateOf(day).getTime() - dateOf(today).getTime()) / 86_400_000);
  return offset === 0 ? `Bugün, ${named}` : offset === 1 ? `Yarın, ${named}` : named;
}
const clockOf = (time: string) => time.slice(11, 16);
const hourOf = (time: string) => Number(time.slice(11, 13));
/** '06:00–07:00': the hour a cell stands for. */
const spanOf = (time: string) => `${clockOf(time)}–${String((hourOf(time) + 1) % 24 === 0 ? 24 : hourOf(time) + 1).padStart(2, '0')}:00`;
const n = (x: number) => numberText(x, 1);

/** The figures of an hour in one line. */
function figuresOf(h: Hour): string {
  const gust = h.windGusts === null ? '' : ` (hamle ${n(h.windGusts)} km/sa)`;
  const chance = h.precipitationProbability === null ? '' : `, olasılık %${n(h.precipitationProbability)}`;
  return `Sıcaklık ${n(h.temperature)} °C · Nem %${n(h.relativeHumidity)} · Rüzgâr ${n(h.windSpeed)} km/sa${gust} · Yağış ${n(h.precipitation)} mm${chance} · Delta T ${n(h.deltaT)} °C`;
}

/** A level's swatch and name, as the cells show it. */
function Legend() {
  return (
    <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Renklerin ve desenlerin anlamı">
      {SprayLevels.map((level) => (
        <Group component="li" key={level} gap={6} wrap="nowrap">
          <span className={classes.swatch} data-level={level} aria-hidden />
          <Text fz="sm">
            {SprayLevelLabel[level]}
            <VisuallyHidden> ({levelMeaning[level]})</VisuallyHidden>
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function HourDetail({ hour, id, onStep, canBack, canForward }: { hour: Hour; id: string; onStep(delta: number): void; canBack: boolean; canForward: boolean }) {
  return (
    <Stack gap={6} p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="spray-hour-detail">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div id={id}>
          <Group gap="xs">
            <Text fz="sm" fw={700}>
              {dayLabel(hour.time.slice(0, 10))}, {spanOf(hour.time)}
            </Text>
            {/* Dark text on the level's light tint: no tint's own darkest shade reaches 4.5:1 on it at badge size. */}
            <Badge color={levelBadge[hour.level]} variant="light" c="dark.8">
              {SprayLevelLabel[hour.level]}
            </Badge>
          </Group>
          <Text fz="xs" c="gray.7" mt={4}>
            {figuresOf(hour)}
          </Text>
          <Stack component="ul" gap={2} m={0} mt={4} pl="md">
            {hour.reasons.map((reason) => (
              <Text component="li" fz="sm" key={reason}>
                {reason}
              </Text>
            ))}
          </Stack>
        </div>
        <Group gap={4} wrap="nowrap">
          <Button variant="default" size="compact-sm" px={6} onClick={() => onStep(-1)} disabled={!canBack} aria-label="Önceki saat">
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" size="compact-sm" px={6} onClick={() => onStep(1)} disabled={!canForward} aria-label="Sonraki saat">
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function Strip({ plan, fetchedAt }: { plan: SprayPlanDto; fetchedAt: string }) {
  const detailId = useId();
  const labelId = useId();
  const firstGood = plan.nextGoodWindow ? plan.hours.findIndex((h) => h.time === plan.nextGoodWindow!.start) : -1;
  const [chosen, setSelected] = useState(Math.max(0, firstGood));
  // A refreshed plan may be shorter: the choice stays on an hour it has.
  const selected = Math.min(chosen, plan.hours.length - 1);
  const cells = useRef(new Map<number, HTMLButtonElement>());
  const index = useMemo(() => new Map(plan.hours.map((h, i) => [h.time, i])), [plan.hours]);
  const current = plan.hours[selected]!;

  const move = (to: number, focus: boolean) => {
    const next = Math.max(0, Math.min(plan.hours.length - 1, to));
    setSelected(next);
    if (focus) cells.current.get(next)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = selected;
    const dayStart = at - hourOf(plan.hours[at]!.time);
    const step: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + 24, ArrowUp: at - 24, Home: dayStart, End: dayStart + 23 };
    if (!(e.key in step)) return;
    e.preventDefault();
    move(step[e.key]!, true);
  };

  return (
    <Stack gap="sm">
      <Text fw={700} data-testid="spray-next-window">
        {plan.nextGoodWindow?.text ?? NO_GOOD_WINDOW_TEXT}
      </Text>
      <Legend />
      <div className={classes.scroller}>
        <div className={classes.days} role="group" aria-labelledby={labelId} onKeyDown={onKeyDown}>
          <VisuallyHidden id={labelId}>Saat saat ilaçlama uygunluğu; ok tuşlarıyla saatler arasında gezinin</VisuallyHidden>
          {plan.days.map((day: Day) => (
            <div key={day.date} role="group" aria-label={dayLabel(day.date)} data-testid="spray-day">
              <Text fz="sm" fw={600} aria-hidden>
                {dayLabel(day.date)}
              </Text>
              <div className={classes.cells}>
                {Array.from({ length: 24 }, (_, clock) => {
                  const time = `${day.date}T${String(clock).padStart(2, '0')}:00`;
                  const i = index.get(time);
                  if (i === undefined) return <span key={clock} className={classes.empty} aria-hidden />;
                  const h = plan.hours[i]!;
                  return (
                    <button
                      key={clock}
                      ref={(el) => void (el ? cells.current.set(i, el) : cells.current.delete(i))}
                      type="button"
                      className={classes.cell}
                      data-level={h.level}
                      data-selected={i === selected}
                      tabIndex={i === selected ? 0 : -1}
                      aria-label={`${spanOf(h.time)}: ${SprayLevelLabel[h.level]}`}
                      aria-describedby={i === selected ? detailId : undefined}
                      aria-pressed={i === selected}
                      onClick={() => move(i, false)}
                      onFocus={() => setSelected(i)}
                      onMouseEnter={() => setSelected(i)}
                    />
                  );
                })}
              </div>
              <div className={classes.ticks} aria-hidden>
                {['00', '06', '12', '18'].map((t) => (
                  <span key={t} className={classes.tick}>
                    {t}
                  </span>
                ))}
              </div>
              <Text fz="sm" mt={2}>
                {day.text}
              </Text>
            </div>
          ))}
        </div>
      </div>
      <HourDetail hour={current} id={detailId} onStep={(d) => move(selected + d, false)} canBack={selected > 0} canForward={selected < plan.hours.length - 1} />
      <Text fz="xs" c="gray.7">
        Tahmin {dateTimeText(fetchedAt)} itibarıyla; ilacın yağmura dayanıklı hale gelmesi için {numberText(plan.rainfastHours)} saat, uygun zaman için art arda {plan.minWindowHours} uygun saat arandı.
      </Text>
    </Stack>
  );
}

/** The strip for an answer already read (or being read, or failed). */
export function SprayStrip({ plan, error, onRetry, title = SPRAY_STRIP_TITLE, headingOrder = 2 }: SprayStripProps) {
  const titleId = useId();
  let body: ReactNode;
  if (error && !plan) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="İlaçlama zamanı alınamadı">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(error)}</Text>
          {onRetry && (
            <Button variant="light" color="red" size="xs" onClick={onRetry}>
              Yeniden dene
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else if (!plan) {
    body = (
      <Stack gap="xs" role="status" data-testid="spray-strip-loading">
        <VisuallyHidden>İlaçlama zamanı hesaplanıyor…</VisuallyHidden>
        <Skeleton height={18} width="60%" />
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} height={28} />
        ))}
      </Stack>
    );
  } else if (!plan.available) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />} title="İlaçlama zamanı şu an gösterilemiyor">
        <Text fz="sm">{plan.reason}</Text>
      </Alert>
    );
  } else if (plan.plan.hours.length === 0) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />} title="İlaçlama zamanı şu an gösterilemiyor">
        <Text fz="sm">Hava tahmini önümüzdeki saatleri kapsamıyor; biraz sonra yeniden bakın.</Text>
      </Alert>
    );
  } else {
    body = <Strip plan={plan.plan} fetchedAt={plan.fetchedAt} />;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} className={classes.root} data-testid="spray-strip">
      <Title order={headingOrder} fz="h4" id={titleId}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}

export interface AreaSprayStripProps extends Omit<SprayStripProps, 'plan' | 'error' | 'onRetry'> {
  areaId: number;
  /** The product's rainfast time from its label, hours; absent: the planner's 6. */
  rainfastHours?: number | null;
}

/** The strip of a production area, read with useAreaSprayPlan. */
export function AreaSprayStrip({ areaId, rainfastHours, ...rest }: AreaSprayStripProps) {
  const query = useAreaSprayPlan(areaId, rainfastHours);
  return <SprayStrip plan={query.data} error={query.error} onRetry={() => void query.refetch()} {...rest} />;
}
