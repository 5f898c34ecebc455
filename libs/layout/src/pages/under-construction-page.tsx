import { AuthShell } from '@portal/shared/ui';
import { IconBarrierBlock } from '@tabler/icons-react';
import { SystemMessage } from './system-message';

/** `/under-construction` (spec §2): a public, branded page for what is being rebuilt. */
export function UnderConstructionPage() {
  return (
    <AuthShell>
      <SystemMessage icon={<IconBarrierBlock size={38} />} title="Yapım aşamasında" homePath="/">
        Bu sayfa şu anda yapım aşamasında. Kısa süre içinde yeniden hizmette olacak; anlayışınız için teşekkür ederiz.
      </SystemMessage>
    </AuthShell>
  );
}
