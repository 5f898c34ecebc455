// The weather stored with an application (the snapshot of its hour) in one line, with the
// planner's rating of that hour as a coloured badge; or why none was stored.
import { Badge, Group, Text } from '@mantine/core';
import { SprayLevelLabel, type SprayLevelCode, type WeatherSnapshot } from '@portal/contracts';
import { numberText } from '@portal/shared/util';

export const SprayLevelColor: Record<SprayLevelCode, string> = { good: 'teal', caution: 'yellow', unsuitable: 'red' };

/** '18 °C · nem %70 · rüzgâr 6 km/sa (hamle 11) · yağış 0 mm · Delta T 3,1 °C'. */
export function weatherText(w: WeatherSnapshot): string {
  const gust = w.windGusts === null ? '' : ` (hamle ${numberText(w.windGusts, 1)})`;
  return `${numberText(w.temperature, 1)} °C · nem %${numberText(w.relativeHumidity, 0)} · rüzgâr ${numberText(w.windSpeed, 1)} km/sa${gust} · yağış ${numberText(w.precipitation, 1)} mm · Delta T ${numberText(w.deltaT, 1)} °C`;
}

export function WeatherBadge({ level }: { level: SprayLevelCode }) {
  return (
    <Badge color={SprayLevelColor[level]} variant="light">
      {SprayLevelLabel[level]}
    </Badge>
  );
}

export function WeatherSummary({ weather, unavailableReason }: { weather: WeatherSnapshot | null; unavailableReason: string | null }) {
  if (!weather) {
    return (
      <Text fz="sm" c="dimmed">
        Hava durumu kaydedilmedi{unavailableReason ? `: ${unavailableReason}` : ''}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <WeatherBadge level={weather.level} />
      <Text fz="sm">{weatherText(weather)}</Text>
    </Group>
  );
}
