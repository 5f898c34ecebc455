import { Alert, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '@portal/shared/api-client';
import { IconCloudOff } from '@tabler/icons-react';
import { useAreaWeather } from '../api/get-area-weather';
import { Loading } from '@portal/shared/ui';

/** WMO weather interpretation codes in Turkish (Open-Meteo's `weather_code`). */
export function weatherCodeText(code: number): string {
  if (code === 0) return 'Açık';
  if (code <= 2) return 'Az bulutlu';
  if (code === 3) return 'Kapalı';
  if (code === 45 || code === 48) return 'Sisli';
  if (code >= 51 && code <= 57) return 'Çisenti';
  if (code >= 61 && code <= 67) return 'Yağmurlu';
  if (code >= 71 && code <= 77) return 'Karlı';
  if (code >= 80 && code <= 82) return 'Sağanak';
  if (code >= 85 && code <= 86) return 'Kar sağanağı';
  if (code >= 95) return 'Gök gürültülü fırtına';
  return 'Bilinmiyor';
}

const n = (value: number, digits = 1) => value.toLocaleString('tr-TR', { maximumFractionDigits: digits });
const dayText = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString('tr-TR', { weekday: 'short', day: 'numeric', month: 'short' });

/** The area's current conditions and 7-day forecast (GET production-area/{id}/weather); "no weather" is content, not an error. */
export function WeatherPanel({ areaId }: { areaId: number }) {
  const weather = useAreaWeather(areaId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="weather-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="weather-title">
          Hava durumu
        </Title>
        {weather.isError ? (
          <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />} title="Hava durumu alınamadı">
            {errorMessage(weather.error)}
          </Alert>
        ) : !weather.data ? (
          <Loading text="Hava durumu yükleniyor…" />
        ) : !weather.data.available ? (
          <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />} title="Hava durumu şu an gösterilemiyor">
            {weather.data.reason}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" role="list" aria-label="Şu anki hava">
              {[
                ['Durum', weatherCodeText(weather.data.forecast.current.weatherCode)],
                ['Sıcaklık', `${n(weather.data.forecast.current.temperature)} °C`],
                ['Nem', `%${n(weather.data.forecast.current.relativeHumidity, 0)}`],
                ['Yağış', `${n(weather.data.forecast.current.precipitation)} mm`],
                ['Rüzgâr', `${n(weather.data.forecast.current.windSpeed)} km/sa`],
              ].map(([label, value]) => (
                <div key={label} role="listitem">
                  <Text fz="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={700}>{value}</Text>
                </div>
              ))}
            </SimpleGrid>
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder fz="sm">
                <Table.Caption>7 günlük tahmin</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Gün</Table.Th>
                    <Table.Th>En yüksek</Table.Th>
                    <Table.Th>En düşük</Table.Th>
                    <Table.Th>Yağış</Table.Th>
                    <Table.Th>Yağış olasılığı</Table.Th>
                    <Table.Th>Rüzgâr</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weather.data.forecast.daily.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Td>{dayText(day.date)}</Table.Td>
                      <Table.Td>{n(day.temperatureMax)} °C</Table.Td>
                      <Table.Td>{n(day.temperatureMin)} °C</Table.Td>
                      <Table.Td>{n(day.precipitationSum)} mm</Table.Td>
                      <Table.Td>{day.precipitationProbabilityMax === null ? '—' : `%${n(day.precipitationProbabilityMax, 0)}`}</Table.Td>
                      <Table.Td>{n(day.windSpeedMax)} km/sa</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              <Text fz="xs" c="dimmed">
                {new Date(weather.data.fetchedAt).toLocaleString('tr-TR')} tarihinde alındı{weather.data.cached ? ' (önbellekten)' : ''}.
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
