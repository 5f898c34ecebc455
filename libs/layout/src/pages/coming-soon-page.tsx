import { AuthShell } from '@portal/shared/ui';
import { IconHourglassHigh } from '@tabler/icons-react';
import { SystemMessage } from './system-message';

/** `/coming-soon` (spec §2): a public, branded page for what is announced but not open yet. */
export function ComingSoonPage() {
  return (
    <AuthShell>
      <SystemMessage icon={<IconHourglassHigh size={38} />} title="Çok yakında" homePath="/">
        Bu bölüm üzerinde çalışıyoruz. Hazır olduğunda buradan kullanabileceksiniz.
      </SystemMessage>
    </AuthShell>
  );
}
