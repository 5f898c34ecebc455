// Test support only (not exported): the section's screens in a data router, signed in with a role,
// talking to the local definitions API.
import { Notifications } from '@mantine/notifications';
import { SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { definitionRoutes } from './definition-routes';
import type { SectionView } from './section-view';

function Harness({ client }: { client: SessionClient }) {
  return (
    <SessionClientProvider client={client}>
      <Notifications />
      <Outlet />
    </SessionClientProvider>
  );
}

/** `view`'s list, add and edit screens at `path`, as `role` (a data logger unless told). */
export function renderSection(view: SectionView, client: SessionClient, path: string, role: Role = Role.BestnetDataLogger) {
  const pages = definitionRoutes([view]);
  const routes: RouteObject[] = [
    {
      element: <Harness client={client} />,
      children: Object.entries(pages).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role) });
}

/** A form field's input by its label, with or without the required ' *' (a Select's listbox carries the same label). */
export const field = (label: string) =>
  screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Kaydet|Kaydediliyor\.\.\.)$/ }));
/** The text shown under a field (its error and description). */
export const errorUnder = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
