// The console's resource registry and routes: every resource of the screen list is known from the
// first render, and the console's routes (ConsoleUI with consoleRoutes) draw the layout once.
// react-admin's own <CoreAdminUI> registers the resources in effects after mounting and sets its
// routes again after mounting, each drawing the whole layout and the screen again.
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  Error as ErrorPage,
  memoryStore,
  Resource,
  ResourceDefinitionContext,
  useResourceDefinitions,
} from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { consoleRoutes, RESOURCE_REGISTRY } from '../../src/AdminApp';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ConsoleUI } from '../../src/layout/ConsoleUI';
import { isResource } from '../../src/layout/screen';
import { SCREENS } from '../../src/screens';

const RESOURCE_NAMES = SCREENS.filter(isResource).map((r) => r.name);

function NothingHere() {
  return <p>nothing here</p>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` in react-admin's context, with the console's resource registry. */
function renderAt(path: string, ui: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContext.Provider value={RESOURCE_REGISTRY}>
          {ui}
        </ResourceDefinitionContext.Provider>
      </AdminContext>
      <Where />
    </MemoryRouter>,
  );
}

/** A layout that records the registry at each of its renders. */
function recordingLayout() {
  const seen: string[][] = [];
  function RecordingLayout({ children }: { children?: ReactNode }) {
    seen.push(Object.keys(useResourceDefinitions()).sort());
    return <main>{children}</main>;
  }
  return { seen, RecordingLayout };
}

function renderConsoleAt(path: string, Layout: (props: { children: ReactNode }) => ReactNode) {
  renderAt(
    path,
    <ConsoleUI error={ErrorPage} authCallbackPage={NothingHere}>
      {consoleRoutes(Layout, NothingHere)}
    </ConsoleUI>,
  );
}

/** Lets effects, and the renders they cause, run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the resource registry', () => {
  it('holds each resource of the screen list as its <Resource> registers it', () => {
    expect(Object.keys(RESOURCE_REGISTRY.definitions).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const resource of SCREENS.filter(isResource)) {
      const definition = RESOURCE_REGISTRY.definitions[resource.name];
      expect(definition).toMatchObject({
        name: resource.name,
        hasList: !!resource.list,
        hasCreate: !!resource.create,
        hasEdit: !!resource.edit,
      });
    }
  });
});

describe("the console's routes", () => {
  it('draw the layout once, with every resource known at that render', async () => {
    const { seen, RecordingLayout } = recordingLayout();
    renderConsoleAt('/no-such-screen', RecordingLayout);
    expect(await screen.findByText('nothing here')).toBeInTheDocument();
    await settle();
    expect(seen).toEqual([[...RESOURCE_NAMES].sort()]);
  });

  it("where react-admin's CoreAdminUI draws it again after mounting", async () => {
    const { seen, RecordingLayout } = recordingLayout();
    renderAt(
      '/no-such-screen',
      <CoreAdminUI
        layout={RecordingLayout}
        catchAll={NothingHere}
        loginPage={false}
        disableTelemetry
      >
        {RESOURCE_NAMES.map((name) => (
          <Resource key={name} name={name} />
        ))}
      </CoreAdminUI>,
    );
    expect(await screen.findByText('nothing here')).toBeInTheDocument();
    await settle();
    expect(seen.length).toBeGreaterThan(1);
  });

  it("send react-admin's login URL to the sign-in page at '/'", async () => {
    const { RecordingLayout } = recordingLayout();
    renderConsoleAt('/login', RecordingLayout);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });

  it("show react-admin's error page when a screen throws while it renders", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throwing(): ReactNode {
      throw new Error('drawn wrong');
    }
    renderConsoleAt('/no-such-screen', Throwing);
    expect(await screen.findByRole('alert')).toHaveClass('RaError-title');
    expect(screen.getAllByText('drawn wrong').length).toBeGreaterThan(0);
    vi.restoreAllMocks();
  });
});
