// The newest reference changes on a home panel, with the way to the whole feed.
import type { ReferenceChange } from '@portal/contracts';
import { CHANGES_PATH } from '../paths';
import { ChangeList } from './change-list';
import { Panel } from './panel';

export function LatestChangesPanel({ changes }: { changes: ReferenceChange[] }) {
  return (
    <Panel title="Son referans veri değişiklikleri" more={{ to: CHANGES_PATH, label: 'Tüm değişiklikler' }}>
      <ChangeList changes={changes} label="Son değişiklikler" empty="Henüz kaydedilmiş bir ruhsat ya da MRL değişikliği yok." />
    </Panel>
  );
}
