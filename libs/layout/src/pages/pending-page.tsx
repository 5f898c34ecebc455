import { homeRouteFor, pageTitleFor } from '@portal/contracts';
import { sessionShape, userAtom } from '@portal/shared/api-client';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { SystemMessage } from './system-message';

/**
 * The page of a protected route no feature has built yet, inside the layout: never blank,
 * it names the page and says it is coming soon, with the way to the user's home.
 */
export function PendingPage() {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const title = pageTitleFor(pathname);
  const home = user ? homeRouteFor(sessionShape(user)) : '/';
  return (
    <SystemMessage eyebrow={title} title="Çok yakında" homePath={home === pathname ? undefined : home}>
      {title ? `${title} sayfası hazırlanıyor.` : 'Bu sayfa hazırlanıyor.'} Şimdilik menüden diğer sayfalara geçebilirsiniz.
    </SystemMessage>
  );
}
