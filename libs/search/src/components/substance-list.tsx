import { Group, Text } from '@mantine/core';
import { searchDetailPath, type LicenseHit } from '@portal/contracts';
import { WholeBadge } from './licence-status-badge';
import { concentrationText, moaText } from './search-text';
import { SearchLink } from './search-link';

/** A product's active substances: name (a link to its page), concentration, MoA group and the B-Reçete mark. */
export function SubstanceList({ substances, links = true }: { substances: LicenseHit['activeSubstances']; links?: boolean }) {
  if (substances.length === 0) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {substances.map((s) => (
        <li key={s.id}>
          <Group gap={6} wrap="wrap" component="span">
            {links ? <SearchLink to={searchDetailPath('active-substances', s.id)}>{s.name}</SearchLink> : <span>{s.name}</span>}
            <Text span fz="sm">
              {concentrationText(s.concentration, s.concentrationUnit)}
            </Text>
            {s.moaCode && (
              <Text span fz="sm" c="dimmed">
                ({moaText(s.moaScheme, s.moaCode)})
              </Text>
            )}
            {s.prescriptionRequired && <PrescriptionRequiredBadge />}
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** The B-Reçete mark: the substance is on the prescription-required list. */
export function PrescriptionRequiredBadge() {
  return (
    <WholeBadge size="sm" color="grape" title="Reçete gerektiren (B-Reçete) listesinde">
      B-Reçete
    </WholeBadge>
  );
}
