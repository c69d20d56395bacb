// The console's resource registry: every resource of the screen list is known from the first
// render, and react-admin's routes, which register the resources in effects after mounting (and
// again once their state is set anew), change nothing in it. With react-admin's own registry each
// change drew the whole layout again while the first screen was drawing.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  memoryStore,
  ResourceDefinitionContext,
  useResourceDefinitions,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, RESOURCE_REGISTRY } from '../../src/AdminApp';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { isResource } from '../../src/layout/screen';
import { SCREENS } from '../../src/screens';

const RESOURCE_NAMES = SCREENS.filter(isResource).map((r) => r.name);

/** The console's routes under a layout that records the registry at each of its renders. */
function mount(registry?: typeof RESOURCE_REGISTRY) {
  const seen: string[][] = [];
  function RecordingLayout({ children }: { children?: ReactNode }) {
    seen.push(Object.keys(useResourceDefinitions()).sort());
    return <main>{children}</main>;
  }
  const ui = (
    <CoreAdminUI
      layout={RecordingLayout}
      catchAll={() => <p>nothing here</p>}
      loginPage={false}
      disableTelemetry
    >
      {ADMIN_ROUTES}
    </CoreAdminUI>
  );
  render(
    <MemoryRouter initialEntries={['/no-such-screen']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {registry ? (
          <ResourceDefinitionContext.Provider value={registry}>
            {ui}
          </ResourceDefinitionContext.Provider>
        ) : (
          ui
        )}
      </AdminContext>
    </MemoryRouter>,
  );
  return seen;
}

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

  it('is complete at the first render, and mounting the routes draws the layout no more often', async () => {
    const seen = mount(RESOURCE_REGISTRY);
    expect(await screen.findByText('nothing here')).toBeInTheDocument();
    expect(seen[0]).toEqual([...RESOURCE_NAMES].sort());
    expect(new Set(seen.map((names) => names.join())).size).toBe(1);
    const ours = seen.length;

    // react-admin's own registry, for comparison: empty at first, then filled, the layout drawn
    // again for each change
    const theirs = mount();
    expect(await screen.findAllByText('nothing here')).toHaveLength(2);
    expect(theirs[0]).toEqual([]);
    expect(theirs.at(-1)).toEqual([...RESOURCE_NAMES].sort());
    expect(theirs.length).toBeGreaterThan(ours);
  });
});
