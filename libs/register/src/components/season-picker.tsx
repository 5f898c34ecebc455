// The season (a calendar year) a register shows, kept in the address as `?sezon=2026`.
import { NativeSelect } from '@mantine/core';
import { isoDay } from '@portal/shared/util';
import { useSearchParams } from 'react-router';

export const currentSeason = () => Number(isoDay().slice(0, 4));

/** The season in the address, or this year when it names none (or no year from 2000 to 2100). */
export function useSeason(): [number, (season: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('sezon'));
  const season = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : currentSeason();
  const choose = (next: number) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('sezon', String(next));
        return copy;
      },
      { replace: true },
    );
  return [season, choose];
}

export function SeasonPicker({ season, onChange }: { season: number; onChange(season: number): void }) {
  const now = currentSeason();
  const years = Array.from({ length: 7 }, (_, i) => now - i);
  if (!years.includes(season)) years.push(season);
  return (
    <NativeSelect
      label="Sezon"
      w={120}
      data={years.sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }))}
      value={String(season)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
    />
  );
}
