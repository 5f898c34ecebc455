// How findings are labelled and coloured; their keys are domain/prescription's findingKey
// (`CODE`, or `CODE:lineKey` for a line's finding), as acknowledgedFindings names them.
import type { FindingDto } from '@portal/contracts';
import { findingKey } from '@portal/domain/prescription';

export const findingKeyOf = (finding: FindingDto): string => findingKey(finding);

export const SeverityLabel: Record<FindingDto['severity'], string> = { error: 'Hata', warning: 'Uyarı', info: 'Bilgi' };
export const SeverityColor: Record<FindingDto['severity'], string> = { error: 'red', warning: 'yellow', info: 'blue' };
