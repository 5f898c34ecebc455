// The signed-in frame and the system pages, as their own entry point: the portal routes
// (@portal/shell) load them lazily, so the first page carries none of them.
export { AppLayout } from './components/app-layout';
export { PendingPage } from './pages/pending-page';
export { ComingSoonPage } from './pages/coming-soon-page';
export { UnderConstructionPage } from './pages/under-construction-page';
