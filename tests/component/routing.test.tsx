// The frame's routing (src/layout/routing.tsx): the path without the query, a navigate that stays
// the same function, and a link followed as React Router's <Link> is.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PathLink, StableRouting, usePathname, useStableNavigate } from '../../src/layout/routing';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {`${useNavigationType()} ${location.pathname}${location.search}`}
    </output>
  );
}

function renderAt(url: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StableRouting>
        {ui}
        <Where />
      </StableRouting>
    </MemoryRouter>,
  );
}

/** Shows the path, how often it rendered, and whether navigate stayed the same function. */
function PathProbe() {
  const pathname = usePathname();
  const navigate = useStableNavigate();
  const first = useRef(navigate);
  const renders = useRef(0);
  renders.current += 1;
  return (
    <>
      <p data-testid="path">{`${pathname} ${renders.current} ${first.current === navigate}`}</p>
      <button onClick={() => navigate('/list?page=2')}>page 2</button>
      <button onClick={() => navigate('/other')}>other</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

describe('usePathname and useStableNavigate', () => {
  it('render again for a new path only, with the same navigate, which goes back too', async () => {
    const user = userEvent.setup();
    renderAt('/list', <PathProbe />);
    expect(screen.getByTestId('path')).toHaveTextContent('/list 1 true');

    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /list?page=2');
    expect(screen.getByTestId('path')).toHaveTextContent('/list 1 true');

    await user.click(screen.getByRole('button', { name: 'other' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /other');
    expect(screen.getByTestId('path')).toHaveTextContent('/other 2 true');

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('POP /list?page=2');
    expect(screen.getByTestId('path')).toHaveTextContent('/list 3 true');
  });

  it('name the missing provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <MemoryRouter>
          <PathProbe />
        </MemoryRouter>,
      ),
    ).toThrow('usePathname is used outside <StableRouting>');
  });
});

describe('PathLink', () => {
  it('is a link to its path, followed in the page', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderAt(
      '/list?page=3',
      <PathLink to="/other" onClick={onClick}>
        Other
      </PathLink>,
    );
    const link = screen.getByRole('link', { name: 'Other' });
    expect(link).toHaveAttribute('href', '/other');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /other');
  });

  it('replaces the location it already shows rather than adding it again', async () => {
    const user = userEvent.setup();
    renderAt('/list', <PathLink to="/list">List</PathLink>);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /list');
  });

  it('pushes its path from the same path with a query (page 3 → the list)', async () => {
    const user = userEvent.setup();
    renderAt('/list?page=3', <PathLink to="/list">List</PathLink>);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /list');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab, a window)', (_name, init) => {
    renderAt('/list', <PathLink to="/other">Other</PathLink>);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Other' }), init);
    expect(followed).toBe(true); // not prevented: the browser opens it
    expect(screen.getByTestId('where')).toHaveTextContent('POP /list');
  });

  it('leaves a link to another window to the browser, and one whose click was handled', () => {
    renderAt(
      '/list',
      <>
        <PathLink to="/other" target="_blank">
          New window
        </PathLink>
        <PathLink to="/other" onClick={(event) => event.preventDefault()}>
          Handled
        </PathLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'New window' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(screen.getByTestId('where')).toHaveTextContent('POP /list');
  });
});
